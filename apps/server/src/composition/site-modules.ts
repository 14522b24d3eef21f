import { createAttentionModule } from '../modules/attention/index';
import { createDirectoryModule } from '../modules/directory/index';
import { createEnquiriesModule } from '../modules/enquiries/index';
import { createFeaturedVideoModule } from '../modules/featured-video/index';
import { createMilestonesModule } from '../modules/milestones/index';
import { createNewsModule } from '../modules/news/index';
import { createOrganisationModule } from '../modules/organisation/index';
import { createSeoModule } from '../modules/seo/index';

import type { AppDeps } from './app-deps';
import type { Foundation } from './foundation';
import type { PeopleModules } from './people-modules';
import type { PlatformModules } from './platform-modules';

/**
 * The association's site: news, the featured video, milestones, the organisation, the
 * directory, enquiries (and what waits for staff), and the files search engines read.
 */
export function createSiteModules(
  { dataKeys }: Pick<AppDeps, 'dataKeys'>,
  { config, data, cache, clock, mailSite }: Foundation,
  { media, throttle, mail, settings }: PlatformModules,
  { membership }: Pick<PeopleModules, 'membership'>,
  /** Each tournament's page, for the sitemap. */
  tournamentPagePaths: () => Promise<string[]>,
) {
  return {
    news: createNewsModule({
      data,
      media: media.api,
      cache,
    }),
    featuredVideo: createFeaturedVideoModule({ data, cache }),
    milestones: createMilestonesModule({ data, media: media.api, cache }),
    organisation: createOrganisationModule({ data, media: media.api, cache }),
    directory: createDirectoryModule({ data, media: media.api, now: clock.now }),
    attention: createAttentionModule({
      data,
      membershipDashboard: () => membership.api.dashboard(),
      now: clock.now,
    }),
    enquiries: createEnquiriesModule({
      data,
      throttle: throttle.api,
      mail: mail.api,
      site: mailSite,
      ticketKey: dataKeys.hash,
      now: clock.now,
      inboxEmail: async () => (await settings.api.get()).inboxEmail,
    }),
    seo: createSeoModule({ siteUrl: config.siteUrl, extraUrls: tournamentPagePaths }),
  };
}
