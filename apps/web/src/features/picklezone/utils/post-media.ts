import type { LinkData, Post } from '@app/shared/posts';
import { parseVideoUrl } from '@app/shared/video';

/** The post's pictures: `imageUrls`, or the single `imageUrl` of older records. */
export function postImages(post: Post): string[] {
  if (post.imageUrls.length > 0) return post.imageUrls;
  return post.imageUrl ? [post.imageUrl] : [];
}

/**
 * The iframe source for a video link, rebuilt from the link itself (never the stored embed URL),
 * so only the allowed video hosts can ever be framed. Null for anything that is not a video.
 */
export function videoEmbedUrl(link: Pick<LinkData, 'url' | 'embedUrl'>): string | null {
  return parseVideoUrl(link.url)?.embedUrl ?? parseVideoUrl(link.embedUrl ?? '')?.embedUrl ?? null;
}

/** Only http(s) pictures are shown (the CSP allows https:, 'self' and data: images). */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) || url.startsWith('/') ? url : null;
}
