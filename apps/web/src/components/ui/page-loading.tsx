import { useMessages } from '@/lib/i18n';

/** Shown while the first page's code loads. */
export function PageLoading() {
  const m = useMessages();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-brand-950">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-white/20 border-t-accent-400"
      />
      <span className="sr-only">{m.common.pageLoading}</span>
    </div>
  );
}
