import type { ReactNode, Ref } from 'react';

import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons';
import { sharedText } from '@/lib/shared-messages';

/** A form's failure, announced as an alert; nothing is rendered until there is a message. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-700"
    >
      {sharedText(message)}
    </p>
  );
}

/**
 * A form's alert region. Always rendered, so screen readers already know the live region when a
 * message arrives; empty and invisible until then.
 */
export function FormAlert({
  message,
  ref,
  id,
  testId,
}: {
  message: ReactNode;
  ref?: Ref<HTMLDivElement>;
  id?: string;
  testId?: string;
}) {
  return (
    <div
      ref={ref}
      id={id}
      data-testid={testId}
      role="alert"
      tabIndex={-1}
      className={
        message
          ? 'flex gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800 outline-none'
          : 'sr-only'
      }
    >
      {message ? (
        <>
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          <div>{typeof message === 'string' ? sharedText(message) : message}</div>
        </>
      ) : null}
    </div>
  );
}

export interface FormSuccessProps {
  message: ReactNode;
  /** Shows a check mark before the message (the player portal's style). */
  withIcon?: boolean;
}

/** A form's success note. Always rendered so the live region exists before the message arrives. */
export function FormSuccess({ message, withIcon = false }: FormSuccessProps) {
  if (!withIcon) {
    return (
      <p
        role="status"
        className={
          message
            ? 'rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-2.5 text-sm font-medium text-brand-800'
            : 'sr-only'
        }
      >
        {message}
      </p>
    );
  }
  return (
    <div
      role="status"
      className={
        message
          ? 'flex gap-2.5 rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-3 text-sm font-medium text-brand-800'
          : 'sr-only'
      }
    >
      {message ? (
        <>
          <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />
          <div>{message}</div>
        </>
      ) : null}
    </div>
  );
}
