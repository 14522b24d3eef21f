import { useContext, useEffect } from 'react';

import { useMessages } from '@/lib/i18n';
import { PageHeadContext } from '@/lib/page-head';

export interface SeoProps {
  /** Page title; the association suffix is added unless `isFullTitle`. */
  title: string;
  description: string;
  isFullTitle?: boolean;
  /** Pages behind secret links (card checks): ask search engines not to index them. */
  noindex?: boolean;
}

/** Sets the page's `<meta name>` tag to `content`, or removes it (null). */
function setMeta(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the document title and meta description for the current page. Renders nothing; in a
 * server render it tells the server the page's head instead.
 */
export function Seo({ title, description, isFullTitle = false, noindex = false }: SeoProps) {
  const m = useMessages();
  const fullTitle = isFullTitle ? title : `${title}${m.meta.titleSuffix}`;
  // A server render: the server puts these in the page's head (and its Open Graph tags).
  const collector = useContext(PageHeadContext);
  if (collector) collector.head = { title: fullTitle, description, noindex };

  useEffect(() => {
    document.title = fullTitle;
    setMeta('description', description);
    setMeta('robots', noindex ? 'noindex, nofollow' : null);
  }, [fullTitle, description, noindex]);

  return null;
}
