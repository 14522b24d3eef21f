import { linkCard, linkPreviewInputSchema, type LinkPreview } from '@app/shared/posts';
import { parseVideoUrl } from '@app/shared/video';

import { badRequest } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import type { ThrottleService } from '../throttle/index';

import { extractMetadata } from './html-metadata';
import { FetchRefusedError, fetchPublicHtml, fetchPublicImage, type Resolver } from './safe-fetch';

export interface LinkPreviewServiceDeps {
  throttle: ThrottleService;
  perPlayerPerMinute: number;
  timeoutMs: number;
  maxBytes: number;
  testAllowHosts: readonly string[];
  /** DNS resolution, replaceable in tests. */
  resolve?: Resolver;
}

/** The largest link picture we copy (the upload limit for images). */
const MAX_LINK_IMAGE_BYTES = 5 * 1024 * 1024;

/** `POST /api/link-preview` (architecture §9): videos recognised locally, pages fetched safely. */
export function createLinkPreviewService(deps: LinkPreviewServiceDeps) {
  const fetchOptions = {
    timeoutMs: deps.timeoutMs,
    testAllowHosts: deps.testAllowHosts,
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
  };
  return {
    /**
     * The bytes of a link card's picture, fetched server-side through the same SSRF guards (so
     * readers' browsers never contact the link's site); null when it cannot be fetched.
     */
    async fetchImage(url: string): Promise<Buffer | null> {
      try {
        return await fetchPublicImage(url, { ...fetchOptions, maxBytes: MAX_LINK_IMAGE_BYTES });
      } catch (err) {
        if (err instanceof FetchRefusedError) return null;
        throw err;
      }
    },

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

      // Videos are recognised locally and never fetched.
      const video = parseVideoUrl(url);
      if (video) {
        const thumbnail =
          video.provider === 'youtube' ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` : null;
        return linkCard(url, { image: thumbnail });
      }

      try {
        const page = await fetchPublicHtml(url, { ...fetchOptions, maxBytes: deps.maxBytes });
        return linkCard(url, extractMetadata(page.html, page.url));
      } catch (err) {
        if (err instanceof FetchRefusedError) throw badRequest(err.message);
        throw err;
      }
    },
  };
}

export type LinkPreviewService = ReturnType<typeof createLinkPreviewService>;
