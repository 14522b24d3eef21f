import { useId, type ComponentProps, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  /** Rendered inside the input's frame, after the input (e.g. a show/hide button). */
  trailing?: (inputId: string) => ReactNode;
}

export const INPUT_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-4 ' +
  'focus:ring-brand-500/25 disabled:bg-slate-100 aria-[invalid=true]:border-red-500 ' +
  'aria-[invalid=true]:focus:ring-red-500/20';

/** A labelled input with an optional hint and an announced inline error. */
export function TextField({ label, error, hint, trailing, className, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${INPUT_CLASS} ${trailing ? 'pr-11' : ''}`}
          {...props}
        />
        {trailing?.(id)}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
