import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

import { getBrowserQueryClient } from '@/lib/query-client';

import { QueryClientSlot } from './query-client-slot';

/**
 * TanStack Query for the code that reads data: every lazily loaded page and home section is
 * wrapped in it when it loads (see `withQueries`), so the home page's first screen, which reads
 * none, starts without the library. All of them share one client (one cache).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientSlot) ?? getBrowserQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
