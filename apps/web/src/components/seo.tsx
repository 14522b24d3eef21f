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

function setMetaDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

function setRobots(noindex: boolean) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!noindex) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'robots';
    document.head.append(tag);
  }
  tag.content = 'noindex, nofollow';
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
    setMetaDescription(description);
    setRobots(noindex);
  }, [fullTitle, description, noindex]);

  return null;
}
