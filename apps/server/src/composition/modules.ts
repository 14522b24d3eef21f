import type { FastifyInstance } from 'fastify';

import type { AppModule } from '../lib/app-module';
import { createTestClockModule } from '../modules/test-clock/index';

import type { AppDeps } from './app-deps';
import { createCommunityModules } from './community-modules';
import { createEventsModules } from './events-modules';
import type { Foundation } from './foundation';
import { createPeopleModules } from './people-modules';
import { createPlatformModules } from './platform-modules';
import { createSiteModules } from './site-modules';

/**
 * Every module, created in the order they depend on each other (each area receives the `api`
 * of the areas before it), and listed in the order their routes and workers are registered.
 */
export async function createModules(app: FastifyInstance, deps: AppDeps, foundation: Foundation) {
  const { config, log, clock } = foundation;
  const platform = await createPlatformModules(app, deps, foundation);
  const people = createPeopleModules(foundation, platform);
  const events = createEventsModules(deps, foundation, platform, people);
  const site = createSiteModules(deps, foundation, platform, people, async () => [
    ...(await events.tournaments.api.pagePaths()),
    ...(await events.rankings.api.resultPagePaths()),
    ...(await events.rankings.api.profilePagePaths()),
  ]);
  const community = createCommunityModules(deps, foundation, platform, people);

  const modules: AppModule<unknown>[] = [
    // First: its timing hook sees every route.
    platform.metrics,
    platform.health,
    platform.throttle,
    platform.sessions,
    platform.media,
    platform.mail,
    platform.settings,
    platform.audit,
    platform.twoFactor,
    people.admins,
    people.players,
    people.payments,
    people.membership,
    people.messages,
    platform.notifications,
    site.news,
    site.featuredVideo,
    site.milestones,
    site.organisation,
    events.programs,
    events.portal,
    events.organizers,
    events.tournaments,
    events.competition,
    events.entries,
    events.rankings,
    site.directory,
    site.attention,
    site.enquiries,
    events.calendar,
    community.posts,
    community.linkPreview,
    people.privacy,
    people.retention,
    site.seo,
  ];
  if (config.testClockToken) {
    log.warn('TEST_CLOCK_TOKEN is set: the server clock can be moved forward (browser tests only)');
    modules.push(
      createTestClockModule({
        clock,
        token: config.testClockToken,
        afterAdvance: async () => {
          people.privacy.api.runDueDeletions();
          await people.payments.api.reconcileNow();
          await events.programs.api.settleDue();
          await events.rankings.api.recomputeAll();
          await events.entries.api.settleDue();
        },
      }),
    );
  }
  return { modules, news: site.news.api, tournaments: events.tournaments.api };
}
