import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MediaService } from '../media/index';

import { directoryRoutes } from './directory.routes';
import { createDirectoryService, type DirectoryRepos } from './directory.service';

/** Venues, coaches, clubs and referees: the public finder and staff upkeep. */
export function createDirectoryModule(deps: {
  data: DataAccess<DirectoryRepos>;
  media: MediaService;
  now: () => Date;
}): AppModule {
  const service = createDirectoryService(deps);
  return {
    name: 'directory',
    api: undefined,
    plugin: async (app) => {
      await app.register(directoryRoutes, { service });
    },
  };
}
