import { useMessages } from '@/lib/i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of the page: jumps keyboard users past the navigation. */
export function SkipLink() {
  const m = useMessages();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-900 focus:shadow-lg"
    >
      {m.common.skipToContent}
    </a>
  );
}
