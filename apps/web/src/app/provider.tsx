import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { I18nProvider } from '@/lib/i18n';
import { QueryClientSlot } from '@/lib/query-client-slot';
import type { Locale } from '@app/shared/locale';

/**
 * App-wide providers: the message catalogue of the page's language, and the query client of a server render (each has
 * its own; in the browser, pages use the browser's client, see `QueryProvider`).
 */
export function AppProvider({
  children,
  queryClient = null,
  locale,
}: {
  children: ReactNode;
  queryClient?: QueryClient | null;
  /** The page's language (a server render says which; the browser has one per page load). */
  locale?: Locale;
}) {
  return (
    <I18nProvider locale={locale}>
      <QueryClientSlot.Provider value={queryClient}>{children}</QueryClientSlot.Provider>
    </I18nProvider>
  );
}
