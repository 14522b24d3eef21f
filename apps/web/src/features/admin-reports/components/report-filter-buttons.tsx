import { cn } from '@/components/ui/class-names';
import { useMessages } from '@/lib/i18n';

import { REPORT_FILTERS, type ReportCounts, type ReportFilter } from '../utils/filter-reports';

export interface ReportFilterButtonsProps {
  value: ReportFilter;
  counts: ReportCounts;
  onChange: (filter: ReportFilter) => void;
}

/** All / Pending / Resolved toggle buttons (aria-pressed), each with its count. */
export function ReportFilterButtons({ value, counts, onChange }: ReportFilterButtonsProps) {
  const t = useMessages().adminReports;
  return (
    <div
      role="group"
      aria-label={t.filterLabel}
      className="grid grid-cols-3 gap-1 rounded-full border border-slate-200 bg-white p-1 shadow-sm @md:inline-grid"
    >
      {REPORT_FILTERS.map((filter) => {
        const isSelected = value === filter;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors @md:px-4',
              isSelected ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
            )}
          >
            {t.filters[filter]}
            <span
              className={cn(
                'min-w-6 rounded-full px-1.5 text-xs tabular-nums',
                isSelected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              {counts[filter]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
