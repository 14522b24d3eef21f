import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { I18nProvider } from '@/lib/i18n';
import { QueryClientSlot } from '@/lib/query-client-slot';

/**
 * App-wide providers: the message catalogue, and the query client of a server render (each has
 * its own; in the browser, pages use the browser's client, see `QueryProvider`).
 */
export function AppProvider({
  children,
  queryClient = null,
}: {
  children: ReactNode;
  queryClient?: QueryClient | null;
}) {
  return (
    <I18nProvider>
      <QueryClientSlot.Provider value={queryClient}>{children}</QueryClientSlot.Provider>
    </I18nProvider>
  );
}
