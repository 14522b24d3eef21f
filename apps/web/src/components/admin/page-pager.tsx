import { Button } from '@/components/ui/button';
import { formatMessage } from '@/lib/format-message';

export interface PagePagerProps {
  /** 0-based inside, 1-based on screen. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation's name, the buttons, and 'Page {page} of {pages}'. */
  texts: { label: string; previous: string; next: string; pageOf: string };
}

/**
 * Previous / next with 'Page N of M' under a list the server pages (a list that grows uses
 * ShowMoreButton instead). Nothing when there is one page.
 */
export function PagePager({ page, pageCount, onPageChange, texts }: PagePagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={texts.label} className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 0}
      >
        {texts.previous}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {formatMessage(texts.pageOf, { page: page + 1, pages: pageCount })}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount - 1}
      >
        {texts.next}
      </Button>
    </nav>
  );
}
