import { createContext } from 'react';

/** A page's head as its `Seo` element gives it: full title, description, whether to index. */
export interface PageHead {
  title: string;
  description: string;
  noindex: boolean;
}

/** Where a server render collects its page's head (the last `Seo` rendered wins). */
export interface PageHeadCollector {
  head: PageHead | null;
}

/**
 * Given only by the server render (entry-server.tsx), so the server can write the page's title,
 * description and Open Graph tags in the page's language before any script runs. In the
 * browser there is none: `Seo` sets the document's head itself.
 */
export const PageHeadContext = createContext<PageHeadCollector | null>(null);
