import {
  linkDomain,
  VIDEO_LINK_TITLES,
  linkPreviewInputSchema,
  type LinkPreview,
} from '@app/shared/posts';
import { parseVideoUrl, type ParsedVideo } from '@app/shared/video';

import { badRequest } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import type { ThrottleService } from '../throttle/throttle.service';

import { extractMetadata } from './html-metadata';
import { FetchRefusedError, fetchPublicHtml, type Resolver } from './safe-fetch';

export interface LinkPreviewServiceDeps {
  throttle: ThrottleService;
  perPlayerPerMinute: number;
  timeoutMs: number;
  maxBytes: number;
  testAllowHosts: readonly string[];
  /** DNS resolution, replaceable in tests. */
  resolve?: Resolver;
}

function videoPreview(url: string, video: ParsedVideo): LinkPreview {
  return {
    url,
    title: VIDEO_LINK_TITLES[video.provider],
    description: '',
    image: video.provider === 'youtube' ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` : null,
    domain: linkDomain(url),
    isVideo: true,
    embedUrl: video.embedUrl,
    videoType: video.provider,
  };
}

/** `POST /api/link-preview` (architecture §9): videos recognised locally, pages fetched safely. */
export function createLinkPreviewService(deps: LinkPreviewServiceDeps) {
  return {
    async preview(playerId: string, body: unknown): Promise<LinkPreview> {
      const { url } = parseInput(linkPreviewInputSchema, body);
      const rule = {
        bucket: 'link-preview:player',
        key: playerId,
        limit: deps.perPlayerPerMinute,
        windowMs: 60_000,
      };
      await deps.throttle.assertAllowed(
        [rule],
        (minutes) => `Too many link previews. Please wait ${minutes} minute(s) and try again.`,
      );
      await deps.throttle.record([rule]);

      const video = parseVideoUrl(url);
      if (video) return videoPreview(url, video);

      try {
        const page = await fetchPublicHtml(url, {
          timeoutMs: deps.timeoutMs,
          maxBytes: deps.maxBytes,
          testAllowHosts: deps.testAllowHosts,
          ...(deps.resolve ? { resolve: deps.resolve } : {}),
        });
        const meta = extractMetadata(page.html, page.url);
        return {
          url,
          title: meta.title || linkDomain(url),
          description: meta.description,
          image: meta.image,
          domain: linkDomain(url),
          isVideo: false,
          embedUrl: null,
          videoType: null,
        };
      } catch (err) {
        if (err instanceof FetchRefusedError) throw badRequest(err.message);
        throw err;
      }
    },
  };
}

export type LinkPreviewService = ReturnType<typeof createLinkPreviewService>;
