import { SegmentedFilter } from '@/components/admin/list-filters';
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
    <SegmentedFilter
      label={t.filterLabel}
      value={value}
      options={REPORT_FILTERS.map((filter) => ({
        value: filter,
        label: t.filters[filter],
        count: counts[filter],
      }))}
      onChange={onChange}
    />
  );
}
