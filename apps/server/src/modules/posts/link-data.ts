import { linkCard, type CreatePostInput } from '@app/shared/posts';

import type { StoredLinkData } from '../../db/schema/index';
import { UPLOADS_URL_PREFIX } from '../media/index';

/** A link card's picture is fetched and stored by us: the bytes, or null when refused. */
export type FetchLinkImage = (url: string) => Promise<Buffer | null>;

/**
 * The link card of a new post. Title and description come from the client's preview (plain
 * text, shown escaped); the picture URL is only a request to fetch it (see `storeLinkImage`); a
 * video's embed URL is always rebuilt from the link, never taken from the request.
 */
export function buildLinkData(input: CreatePostInput): StoredLinkData | null {
  if (input.linkUrl === '') return null;
  return linkCard(input.linkUrl, {
    title: input.linkTitle,
    description: input.linkDescription,
    image: input.linkImage,
  });
}

/** The media files a post owns: its pictures and our copy of its link picture. */
export function postMedia(post: { imageUrls: string[]; linkData: StoredLinkData | null }) {
  const linkImage = post.linkData?.image;
  return linkImage?.startsWith(UPLOADS_URL_PREFIX)
    ? [...post.imageUrls, linkImage]
    : post.imageUrls;
}
