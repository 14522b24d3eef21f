import type { AppModule } from '../../lib/app-module';
import type { ThrottleService } from '../throttle/index';

import { linkPreviewRoutes } from './link-preview.routes';
import { createLinkPreviewService, type LinkPreviewServiceDeps } from './link-preview.service';

/** `POST /api/link-preview`: a card for a link a player is about to post (architecture §9). */
export function createLinkPreviewModule(
  deps: LinkPreviewServiceDeps & { throttle: ThrottleService },
): AppModule {
  const service = createLinkPreviewService(deps);
  return {
    name: 'link-preview',
    api: undefined,
    plugin: async (app) => {
      await app.register(linkPreviewRoutes, { prefix: '/api/link-preview', service });
    },
  };
}
