import { VIDEO_EMBED_HOSTS } from '@app/shared/video';

const ALLOWED_ORIGINS: ReadonlySet<string> = new Set(VIDEO_EMBED_HOSTS);

/** True when `url` is an absolute URL whose origin is one of the allowed video embed hosts. */
export function isAllowedEmbedUrl(url: string): boolean {
  try {
    return ALLOWED_ORIGINS.has(new URL(url).origin);
  } catch {
    return false;
  }
}
