import { linkDomain, VIDEO_LINK_TITLES, type CreatePostInput } from '@app/shared/posts';
import { parseVideoUrl } from '@app/shared/video';

import type { StoredLinkData } from '../../db/schema/index';

/**
 * The link card of a new post. Title, description and picture come from the client's preview
 * (plain text, shown escaped; the picture must be an http(s) URL); a video's embed URL is always
 * rebuilt here from the link, never taken from the request.
 */
export function buildLinkData(input: CreatePostInput): StoredLinkData | null {
  if (input.linkUrl === '') return null;
  const video = parseVideoUrl(input.linkUrl);
  return {
    url: input.linkUrl,
    title:
      input.linkTitle || (video ? VIDEO_LINK_TITLES[video.provider] : linkDomain(input.linkUrl)),
    description: input.linkDescription,
    image: input.linkImage,
    domain: linkDomain(input.linkUrl),
    isVideo: video !== null,
    embedUrl: video?.embedUrl ?? null,
    videoType: video?.provider ?? null,
  };
}
