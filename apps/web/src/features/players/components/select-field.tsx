import type { ComponentProps } from 'react';

import { cn } from '@/components/ui/class-names';

import { FormField, INPUT_CLASS } from './form-field';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  /** The empty first option ('Select state'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  className?: string;
}

export function SelectField({
  label,
  placeholder,
  options,
  error,
  className,
  required,
  ...props
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <select {...control} required={required} className={cn(INPUT_CLASS, 'pr-9')} {...props}>
          <option value="">{placeholder}</option>
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
