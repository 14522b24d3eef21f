import { useSyncExternalStore } from 'react';

const unsubscribed = () => () => undefined;

/**
 * A value only the browser knows (local storage, …), read after hydration: the server renders
 * `serverValue`, as does the browser's first render of server HTML; React then re-renders with
 * `read()`. A page the browser renders alone reads it at once.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unsubscribed, read, () => serverValue);
}
