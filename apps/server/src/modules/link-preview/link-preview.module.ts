import type { AppModule } from '../../lib/app-module';
import type { ThrottleService } from '../throttle/index';

import { linkPreviewRoutes } from './link-preview.routes';
import { createLinkPreviewService, type LinkPreviewServiceDeps } from './link-preview.service';

/** What other modules use: a link picture's bytes, fetched safely (null when refused). */
export interface LinkImageFetcher {
  fetchImage(url: string): Promise<Buffer | null>;
}

/** `POST /api/link-preview`: a card for a link a player is about to post (architecture §9). */
export function createLinkPreviewModule(
  deps: LinkPreviewServiceDeps & { throttle: ThrottleService },
): AppModule<LinkImageFetcher> {
  const service = createLinkPreviewService(deps);
  return {
    name: 'link-preview',
    api: { fetchImage: service.fetchImage },
    plugin: async (app) => {
      await app.register(linkPreviewRoutes, { service });
    },
  };
}
