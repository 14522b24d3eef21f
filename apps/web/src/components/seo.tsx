import { useEffect } from 'react';

import { useMessages } from '@/lib/i18n';

export interface SeoProps {
  /** Page title; the association suffix is added unless `isFullTitle`. */
  title: string;
  description: string;
  isFullTitle?: boolean;
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

/** Sets the document title and meta description for the current page. Renders nothing. */
export function Seo({ title, description, isFullTitle = false }: SeoProps) {
  const m = useMessages();
  const fullTitle = isFullTitle ? title : `${title}${m.meta.titleSuffix}`;

  useEffect(() => {
    document.title = fullTitle;
    setMetaDescription(description);
  }, [fullTitle, description]);

  return null;
}
