import type { ComponentProps } from 'react';

import { cn } from '@/components/ui/class-names';

import { FormField } from './form-field';
import { inputClass, type FieldDensity } from './input-class';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  density?: FieldDensity;
}

/** A labelled multi-line input with an optional hint and an announced inline error. */
export function TextareaField({
  label,
  error,
  hint,
  density,
  className,
  ...props
}: TextareaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          className={cn(inputClass(density), 'min-h-32 resize-y')}
          {...props}
        />
      )}
    </FormField>
  );
}
