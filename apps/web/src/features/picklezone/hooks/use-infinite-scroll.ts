import { useEffect, useRef } from 'react';

export interface InfiniteScrollOptions {
  canLoadMore: boolean;
  onLoadMore: () => void;
  /** How far below the viewport the sentinel starts loading. */
  rootMargin?: string;
}

/**
 * A ref for a sentinel element at the end of a list: when it scrolls into view (and more can be
 * loaded) `onLoadMore` runs. Without IntersectionObserver nothing happens, and the visible
 * 'Load more' button is the way on.
 */
export function useInfiniteScroll<T extends Element>({
  canLoadMore,
  onLoadMore,
  rootMargin = '400px 0px',
}: InfiniteScrollOptions) {
  const sentinelRef = useRef<T>(null);
  const onLoadMoreRef = useRef(onLoadMore);

  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, rootMargin]);

  return sentinelRef;
}
