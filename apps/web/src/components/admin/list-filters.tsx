import { cn } from '@/components/ui/class-names';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useSearchText } from '@/hooks/use-search-text';
import { useMessages } from '@/lib/i18n';

// An admin list's filter controls (ADR 010). They show and change the filters of
// `useUrlFilters`, which keeps them in the URL.

export interface SearchFilterProps {
  label: string;
  placeholder?: string;
  /** The search in force (the URL's). */
  value: string;
  /** Gets the trimmed text once typing pauses (or on Enter): replace the history entry. */
  onCommit: (text: string) => void;
  delayMs?: number;
  className?: string;
}

/** A list's search box: what is typed is committed after a pause in typing. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onCommit,
  delayMs,
  className,
}: SearchFilterProps) {
  const search = useSearchText(value, onCommit, delayMs);
  return (
    <TextField
      density="comfortable"
      className={className}
      type="search"
      label={label}
      placeholder={placeholder}
      value={search.text}
      onChange={(event) => search.setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        search.commitNow();
      }}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

export interface SelectFilterProps<T extends string> {
  label: string;
  /** The choice in force; undefined for all. */
  value: T | undefined;
  /** The first option, which clears the filter ('All statuses'). */
  allLabel: string;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  /** The label beside the select, in a row of filters, rather than above it. */
  isInline?: boolean;
  className?: string;
}

/** A one-of-several filter as a select whose first option means "no filter". */
export function SelectFilter<T extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
  isInline = false,
  className,
}: SelectFilterProps<T>) {
  const choose = (raw: string) => onChange(options.find((option) => option.value === raw)?.value);
  if (isInline) {
    return (
      <label
        className={cn('flex items-center gap-2 text-sm font-semibold text-slate-800', className)}
      >
        {label}
        <select
          value={value ?? ''}
          onChange={(event) => choose(event.target.value)}
          className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <SelectField
      density="comfortable"
      className={className}
      label={label}
      value={value ?? ''}
      onChange={(event) => choose(event.target.value)}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}

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

/** "Only items missing their BM translation", above an admin content list (`?missingMs=true`). */
export function MissingTranslationFilter({
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
