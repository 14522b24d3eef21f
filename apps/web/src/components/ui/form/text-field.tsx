import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/components/ui/class-names';

import { FormField } from './form-field';
import { inputClass, type FieldDensity } from './input-class';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  status?: ReactNode;
  /** See FormField: the problem is stated by that element (e.g. the form's alert). */
  externalErrorId?: string;
  /** Rendered inside the input's frame, after the input (e.g. a show/hide button). */
  trailing?: (inputId: string) => ReactNode;
  density?: FieldDensity;
  className?: string;
}

/** A labelled input with an optional hint and an announced inline error. */
export function TextField({
  label,
  error,
  hint,
  status,
  externalErrorId,
  trailing,
  density,
  className,
  required,
  ...props
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      status={status}
      externalErrorId={externalErrorId}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <input
            {...control}
            required={required}
            className={cn(inputClass(density), trailing ? 'pr-11' : null)}
            {...props}
          />
          {trailing?.(control.id)}
        </div>
      )}
    </FormField>
  );
}
