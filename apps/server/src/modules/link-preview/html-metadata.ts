import { htmlToPlainText } from '@app/shared/news';
import { LINK_DESCRIPTION_MAX_LENGTH, LINK_TITLE_MAX_LENGTH } from '@app/shared/posts';

export interface PageMetadata {
  title: string;
  description: string;
  image: string | null;
}

const META_TAG = /<meta\b[^>]*>/gi;
const ATTRIBUTE = /([a-zA-Z:_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;

function attributes(tag: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    map.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return map;
}

function clean(text: string | undefined, max: number): string {
  const plain = htmlToPlainText(text ?? '');
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** An absolute http(s) picture URL, resolved against the page; anything else is dropped. */
function pictureUrl(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** Open Graph / Twitter / plain title and description of an HTML page, trimmed and capped. */
export function extractMetadata(html: string, pageUrl: string): PageMetadata {
  const meta = new Map<string, string>();
  for (const tag of html.matchAll(META_TAG)) {
    const attrs = attributes(tag[0]);
    const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
    const content = attrs.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const title =
    meta.get('og:title') ?? meta.get('twitter:title') ?? TITLE.exec(html)?.[1] ?? undefined;
  const description =
    meta.get('og:description') ?? meta.get('twitter:description') ?? meta.get('description');
  return {
    title: clean(title, LINK_TITLE_MAX_LENGTH),
    description: clean(description, LINK_DESCRIPTION_MAX_LENGTH),
    image: pictureUrl(meta.get('og:image') ?? meta.get('twitter:image'), pageUrl),
  };
}
