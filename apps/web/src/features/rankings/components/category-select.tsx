import { useId } from 'react';

import { inputClass } from '@/components/ui/form/input-class';

/** A labelled select that always has a value (a ranking is always of one event and age group). */
export function RequiredSelect<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  /** The URL key it sets when the form is sent without JavaScript. */
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={inputClass()}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
