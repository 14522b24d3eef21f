import { cn } from '@/components/ui/class-names';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import { missingTranslationFilterSchema } from '@app/shared/translations';

// An admin list's filter controls (ADR 010), beside SearchFilterField and FilterSelect
// (components/ui/form), which the public lists use too. They show and change the filters of
// `useUrlFilters`, which keeps them in the URL.

/** An admin list's on/off filter ('Assigned to me'). */
export function CheckboxFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 text-brand-700"
      />
      {label}
    </label>
  );
}

/**
 * A content list's "only items missing their Bahasa Malaysia" filter: `?missingMs=true`, applied
 * here (the content lists are small and unpaged; the directory's, which pages, is the server's).
 */
export function useMissingTranslationFilter<T>(
  items: readonly T[],
  isMissing: (item: T) => boolean,
) {
  const filters = useUrlFilters(missingTranslationFilterSchema);
  const isOn = filters.values.missingMs;
  return {
    isOn,
    isMissing,
    shown: isOn ? items.filter(isMissing) : items,
    /** The checkbox, once there is something to filter. */
    control:
      items.length > 0 ? (
        <MissingTranslationFilter
          checked={isOn}
          onChange={(checked) => filters.set({ missingMs: checked })}
        />
      ) : null,
  };
}

/** "Only items missing their BM translation", above an admin content list. */
function MissingTranslationFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useMessages().adminContent.common;
  return <CheckboxFilter label={t.missingFilter} checked={checked} onChange={onChange} />;
}

export interface SegmentedFilterProps<T extends string | null> {
  /** The group's accessible name ('Show enquiries'). */
  label: string;
  value: T;
  options: readonly { value: T; label: string; count?: number }[];
  onChange: (value: T) => void;
  className?: string;
}

/**
 * An admin list's one-of-several filter: toggle buttons (aria-pressed) in a pill, each with an
 * optional count.
 */
export function SegmentedFilter<T extends string | null>({
  label,
  value,
  options,
  onChange,
  className,
}: SegmentedFilterProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex flex-wrap gap-1 rounded-full border border-slate-200 bg-white p-1 shadow-sm',
        className,
      )}
    >
      {options.map((option) => {
        const isSelected = option.value === value;
        return (
          <button
            key={option.value ?? 'all'}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors @md:px-4',
              isSelected ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
            )}
          >
            {option.label}
            {option.count === undefined ? null : (
              <>
                {' '}
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 text-xs tabular-nums',
                    isSelected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {option.count}
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
