import { Button, ButtonLink } from '@/components/ui/button';
import { formatMessage } from '@/lib/format-message';

export interface PagePagerProps {
  /** 0-based inside, 1-based on screen. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /**
   * The address of a page (0-based), on a public server-rendered list: Previous and Next are
   * then links, which work before and without the app as well.
   */
  hrefOf?: (page: number) => string;
  /** The navigation's name, the buttons, and 'Page {page} of {pages}'. */
  texts: { label: string; previous: string; next: string; pageOf: string };
}

/**
 * Previous / next with 'Page N of M' under a list the server pages (a list that grows uses
 * ShowMoreButton instead). Nothing when there is one page.
 */
export function PagePager({ page, pageCount, onPageChange, hrefOf, texts }: PagePagerProps) {
  if (pageCount <= 1) return null;
  const step = (to: number, label: string, isAvailable: boolean) =>
    hrefOf && isAvailable ? (
      <ButtonLink variant="outline" size="sm" to={hrefOf(to)}>
        {label}
      </ButtonLink>
    ) : (
      <Button variant="outline" size="sm" onClick={() => onPageChange(to)} disabled={!isAvailable}>
        {label}
      </Button>
    );
  return (
    <nav aria-label={texts.label} className="flex items-center justify-between gap-3">
      {step(page - 1, texts.previous, page > 0)}
      <p className="text-sm text-slate-600" aria-live="polite">
        {formatMessage(texts.pageOf, { page: page + 1, pages: pageCount })}
      </p>
      {step(page + 1, texts.next, page < pageCount - 1)}
    </nav>
  );
}
