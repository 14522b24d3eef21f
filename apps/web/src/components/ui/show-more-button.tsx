import { Button } from './button';
import { Spinner } from './spinner';

/** What an infinite list query gives (TanStack Query's `useInfiniteQuery`). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Show more" under a paged list: absent on the last page, busy while the next one loads. */
export function ShowMoreButton({
  query,
  label,
  busyLabel = label,
}: {
  query: PagedQuery;
  label: string;
  /** While the next page loads (default: the label, beside a spinner). */
  busyLabel?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? <Spinner className="size-4 border-2" /> : null}
      {query.isFetchingNextPage ? busyLabel : label}
    </Button>
  );
}
