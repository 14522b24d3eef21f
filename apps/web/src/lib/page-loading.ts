import { useSyncExternalStore } from 'react';

/** Pages whose code is loading: the root layout shows a progress bar meanwhile. */
let loadingCount = 0;
const listeners = new Set<() => void>();

function setLoadingCount(next: number) {
  loadingCount = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Counts a page's code as loading until `load` settles. */
export function trackPageLoad(load: Promise<unknown>): void {
  setLoadingCount(loadingCount + 1);
  load.then(
    () => setLoadingCount(loadingCount - 1),
    () => setLoadingCount(loadingCount - 1),
  );
}

/** Whether a page's code is loading (after a click on a link to a page not yet visited). */
export function useIsPageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loadingCount > 0,
    () => false,
  );
}
