import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';

/** The app's query settings (the server's renders use them too). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not fix themselves: retry only network trouble and 5xx.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's one query client: its cache lives as long as the page. */
export function getBrowserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Starts the browser's cache from the data a server-rendered page was rendered with. */
export function hydrateBrowserQueries(state: DehydratedState): void {
  hydrate(getBrowserQueryClient(), state);
}
