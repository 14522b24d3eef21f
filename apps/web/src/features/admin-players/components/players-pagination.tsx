import { Button } from '@/components/ui/button';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

export interface PlayersPaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / next with 'Page N of M' (pages are 0-based inside, 1-based on screen). */
export function PlayersPagination({ page, pageCount, onPageChange }: PlayersPaginationProps) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.players.pagination;
  if (pageCount <= 1) return null;

  return (
    <nav aria-label={t.label} className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 0}
      >
        {t.previous}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {formatMessage(t.pageOf, { page: page + 1, pages: pageCount })}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount - 1}
      >
        {t.next}
      </Button>
    </nav>
  );
}
