import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import type { MailSite } from '../../lib/mail-language';
import { createPollingWorker } from '../../lib/polling-worker';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';

import { createCompetitionProfileService } from './competition-profile.service';
import type { MemberLookupLimit } from './member-lookups';
import { createPublicResultsService, type PublicResultsRepos } from './public-results.service';
import { createRankingRulesService } from './ranking-rules.service';
import { competitionProfileRoutes, rankingsRoutes } from './rankings.routes';
import { createRankingsService } from './rankings.service';
import { resultsAdminRoutes } from './results.admin.routes';
import { publicResultsRoutes } from './results.public.routes';
import { createResultsService, type ResultsRepos } from './results.service';

export interface RankingsApi {
  /** Recomputes every category now (the test clock, after moving days on). */
  recomputeAll(): Promise<number>;
  /** The public results pages (sitemap). */
  resultPagePaths(): Promise<string[]>;
  /** The public profiles that exist today (sitemap). */
  profilePagePaths(): Promise<string[]>;
}

/** Results of divisions, national rankings, public profiles and players' statistics (ADR 026). */
export function createRankingsModule(deps: {
  data: DataAccess<ResultsRepos & PublicResultsRepos>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often the daily recompute looks whether today's has run (0: never; tests call it). */
  dailyCheckIntervalMs: number;
  /** Public rankings, rules, profiles and results are kept per URL until a change (ADR 026). */
  cache: ResponseCache;
  /** Public look-ups by member ID ("why", profiles), per address and minute. */
  lookups: MemberLookupLimit;
  /** Players are told when their results are published (inbox and mail). */
  site: MailSite;
  mail: { kick(): void };
}): AppModule<RankingsApi> {
  const invalidate = () => deps.cache.invalidate('rankings');
  const rankings = createRankingsService({ ...deps, invalidate });
  const rules = createRankingRulesService({ ...deps, invalidate });
  const results = createResultsService({ ...deps, rankings, invalidate });
  const profiles = createCompetitionProfileService({ ...deps, rankings });
  const publicResults = createPublicResultsService(deps);
  const worker = createPollingWorker({
    name: 'daily rankings',
    intervalMs: deps.dailyCheckIntervalMs,
    log: deps.log,
    // Once per Malaysian day, as results age out of the window (returns 0: one pass per poll).
    processBatch: async () => {
      await rankings.dailyRun();
      return 0;
    },
  });
  return {
    name: 'rankings',
    api: {
      recomputeAll: rankings.recomputeAll,
      resultPagePaths: publicResults.pagePaths,
      profilePagePaths: profiles.pagePaths,
    },
    workers: deps.dailyCheckIntervalMs > 0 ? [worker] : [],
    plugin: async (app) => {
      await app.register(rankingsRoutes, {
        rankings,
        rules,
        cache: deps.cache,
        lookups: deps.lookups,
      });
      await app.register(resultsAdminRoutes, { results, rules });
      await app.register(competitionProfileRoutes, {
        profiles,
        cache: deps.cache,
        lookups: deps.lookups,
      });
      await app.register(publicResultsRoutes, {
        publicResults,
        cache: deps.cache,
      });
    },
  };
}
