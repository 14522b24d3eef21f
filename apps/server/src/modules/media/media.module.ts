import type { AppModule } from '../../lib/app-module';

import { createMediaService, type MediaService } from './media.service';
import type { MediaStorage } from './storage';

/** Uploaded pictures: stored as re-encoded WebP in two sizes, removed by URL. */
export function createMediaModule(deps: { storage: MediaStorage }): AppModule<MediaService> {
  return { name: 'media', api: createMediaService(deps) };
}
