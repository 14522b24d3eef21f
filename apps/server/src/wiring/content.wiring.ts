import { createFeaturedVideoRepository } from '../modules/featured-video/featured-video.repository';
import { featuredVideoRoutes } from '../modules/featured-video/featured-video.routes';
import { createFeaturedVideoService } from '../modules/featured-video/featured-video.service';
import { createMilestonesRepository } from '../modules/milestones/milestones.repository';
import { milestonesRoutes } from '../modules/milestones/milestones.routes';
import { createMilestonesService } from '../modules/milestones/milestones.service';
import { createNewsRepository } from '../modules/news/news.repository';
import { newsRoutes } from '../modules/news/news.routes';
import { createNewsService } from '../modules/news/news.service';
import { enrollmentsRoutes } from '../modules/programs/enrollments.routes';
import { createProgramsRepository } from '../modules/programs/programs.repository';
import { programsRoutes } from '../modules/programs/programs.routes';
import { createProgramsService } from '../modules/programs/programs.service';

import type { WiringDeps } from './shared-deps';

/** News, the featured video, milestones, and courses and clinics with their enrolments. */
export async function registerContent(d: WiringDeps) {
  const { app, db, media, inTransaction, cache } = d;
  const invalidate = cache.invalidate;
  const news = createNewsService({ repo: createNewsRepository(db), media, invalidate });
  const milestones = createMilestonesService({
    repo: createMilestonesRepository(db),
    media,
    inTransaction,
    invalidate,
  });
  const programs = createProgramsService({
    repo: createProgramsRepository(db),
    inTransaction,
    invalidate,
  });

  await app.register(newsRoutes, { prefix: '/api/news', service: news, cache });
  await app.register(featuredVideoRoutes, {
    prefix: '/api/featured-video',
    service: createFeaturedVideoService({ repo: createFeaturedVideoRepository(db), invalidate }),
    cache,
  });
  await app.register(milestonesRoutes, { prefix: '/api/milestones', service: milestones, cache });
  // Courses and clinics are called at both prefixes (api-compat.md).
  for (const prefix of ['/api', '/api/api']) {
    for (const kind of ['course', 'clinic'] as const) {
      await app.register(programsRoutes, {
        prefix: `${prefix}/${kind}s`,
        service: programs,
        kind,
        cache,
      });
    }
  }
  await app.register(enrollmentsRoutes, { prefix: '/api/players', service: programs });
  return { news };
}
