import type { AppModule } from '../../lib/app-module';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { PageMeta, PageSite } from '../../plugins/static-files';
import type { MediaService } from '../media/index';

import { newsPageMeta } from './news.meta';
import { newsRoutes } from './news.routes';
import { createNewsService, type NewsRepos } from './news.service';

export interface NewsApi {
  /** Open Graph data for an article's page (`/news/{newsId}`), or null for any other path. */
  pageMeta(pathname: string, site: PageSite): Promise<PageMeta | null>;
}

/** News articles under /api/news (public list and article, admin create/update/delete). */
export function createNewsModule(deps: {
  data: DataAccess<NewsRepos>;
  media: MediaService;
  cache: ResponseCache;
}): AppModule<NewsApi> {
  const service = createNewsService({ ...deps, invalidate: deps.cache.invalidate });
  return {
    name: 'news',
    api: {
      pageMeta: (pathname, site) => newsPageMeta(service, pathname, site),
    },
    plugin: async (app) => {
      await app.register(newsRoutes, { service, cache: deps.cache });
    },
  };
}
