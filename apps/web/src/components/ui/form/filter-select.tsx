import { useId } from 'react';

import { cn } from '@/components/ui/class-names';

import { inputClass, type FieldDensity } from './input-class';

export interface FilterSelectProps<T extends string> {
  label: string;
  /** The choice in force; none for all. */
  value: T | null | undefined;
  /** The URL key it sets: the field's name when the form is sent without JavaScript. */
  name?: string;
  /** The first option, which clears the filter ('All states'). */
  allLabel: string;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  /** 'comfortable' in the admin dashboard (see inputClass). */
  density?: FieldDensity;
  /** The label beside a small select, in a row of filters, rather than above it. */
  isInline?: boolean;
  className?: string;
}

/** A list's filter (useUrlFilters): a labelled select whose first option means "no filter". */
export function FilterSelect<T extends string>({
  label,
  name,
  value,
  allLabel,
  options,
  onChange,
  density,
  isInline = false,
  className,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className={cn(isInline && 'flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) =>
          onChange(options.find((option) => option.value === event.target.value)?.value)
        }
        className={
          isInline
            ? 'min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm'
            : `${inputClass(density)} mt-1`
        }
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
