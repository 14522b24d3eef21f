/** Decorative spinner; pass size and border width, e.g. 'size-4 border-2'. */
export function Spinner({ className = 'size-10 border-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-block animate-spin rounded-full border-brand-200 border-t-brand-700`}
    />
  );
}

/** Small white spinner for use inside a filled button. */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
    />
  );
}
