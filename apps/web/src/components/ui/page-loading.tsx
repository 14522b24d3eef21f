import { useMessages } from '@/lib/i18n';

/**
 * Shown while a page's code loads: the whole screen on the first page, or the page's place
 * between header and footer (`inline`).
 */
export function PageLoading({ variant = 'screen' }: { variant?: 'screen' | 'inline' }) {
  const m = useMessages();
  const isInline = variant === 'inline';
  return (
    <div
      role="status"
      className={
        isInline
          ? 'flex min-h-[60vh] items-center justify-center bg-white'
          : 'flex min-h-dvh items-center justify-center bg-brand-950'
      }
    >
      <span
        aria-hidden="true"
        className={
          isInline
            ? 'size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700'
            : 'size-10 animate-spin rounded-full border-4 border-white/20 border-t-accent-400'
        }
      />
      <span className="sr-only">{m.common.pageLoading}</span>
    </div>
  );
}
