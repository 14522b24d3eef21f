/** A form's announced outcome: an error (alert) or a success note (status). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-700"
    >
      {message}
    </p>
  );
}

/** Always rendered so the live region exists before the message arrives. */
export function FormSuccess({ message }: { message: string | null }) {
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
