import { linkCard, type CreatePostInput } from '@app/shared/posts';

import type { StoredLinkData } from '../../db/schema/index';

/**
 * The link card of a new post. Title, description and picture come from the client's preview
 * (plain text, shown escaped; the picture must be an http(s) URL); a video's embed URL is always
 * rebuilt from the link, never taken from the request.
 */
export function buildLinkData(input: CreatePostInput): StoredLinkData | null {
  if (input.linkUrl === '') return null;
  return linkCard(input.linkUrl, {
    title: input.linkTitle,
    description: input.linkDescription,
    image: input.linkImage,
  });
}
