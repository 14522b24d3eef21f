import type { ComponentProps } from 'react';

import { cn } from '@/components/ui/class-names';

import { FormField } from './form-field';
import { inputClass, type FieldDensity } from './input-class';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  /** A first, empty choice (e.g. 'Select state'). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  density?: FieldDensity;
  className?: string;
}

/** A labelled select with an announced inline error. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  density = 'compact',
  className,
  required,
  ...props
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          required={required}
          className={cn(inputClass(density), density === 'compact' ? 'pr-9' : null)}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
