import { cn } from '@/components/ui/class-names';

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
