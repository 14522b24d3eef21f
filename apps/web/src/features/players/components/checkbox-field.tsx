import { useId, type ComponentProps, type ReactNode } from 'react';

import { sharedText } from '@/lib/shared-messages';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: ReactNode;
  error?: string;
  /** The id of an element elsewhere that states this checkbox's problem (the form's alert). */
  externalErrorId?: string;
  className?: string;
}

/** A checkbox with its label beside it and an announced inline error. */
export function CheckboxField({
  label,
  error,
  externalErrorId,
  className,
  ...props
}: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : externalErrorId;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error || externalErrorId ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 pl-8 text-sm text-red-600">
          {sharedText(error)}
        </p>
      ) : null}
    </div>
  );
}
