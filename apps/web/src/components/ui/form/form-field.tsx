import { useId, type ReactNode } from 'react';

import { cn } from '@/components/ui/class-names';
import { sharedText } from '@/lib/shared-messages';

/** Props a field hands to its control: the id and the ARIA links to hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /**
   * A polite note under the control (e.g. 'This I/C number is available'). Pass null (not
   * undefined) to keep its live region in place while there is nothing to say.
   */
  status?: ReactNode;
  /**
   * The id of an element elsewhere that states this field's problem (e.g. the form's alert). The
   * control is then marked invalid and described by it, and no inline error repeats it.
   */
  externalErrorId?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and an announced inline error, wired with aria-describedby. */
export function FormField({
  label,
  error,
  hint,
  status,
  externalErrorId,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const hasStatusRegion = status !== undefined;
  const describedBy = [
    hint ? hintId : null,
    status ? statusId : null,
    error ? errorId : null,
    externalErrorId ?? null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || externalErrorId ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {hasStatusRegion ? (
        <div id={statusId} role="status" className={cn(status ? 'mt-1.5 text-sm' : 'sr-only')}>
          {status}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {sharedText(error)}
        </p>
      ) : null}
    </div>
  );
}
