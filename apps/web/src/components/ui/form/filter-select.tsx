import { useId } from 'react';

import { inputClass } from './input-class';

export interface FilterSelectProps {
  label: string;
  /** The choice in force, or null for all. */
  value: string | null;
  /** The first option, which clears the filter ('All states'). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  className?: string;
}

/** A list's filter: a labelled select whose first option means "no filter". */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
  className,
}: FilterSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={`${inputClass()} mt-1`}
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
