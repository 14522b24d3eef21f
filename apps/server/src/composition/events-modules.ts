import { createCalendarModule } from '../modules/calendar/index';
import { createCompetitionModule } from '../modules/competition/index';
import { createEntriesModule } from '../modules/entries/index';
import { createOrganizersModule } from '../modules/organizers/index';
import type { RefundRepos } from '../modules/payments/index';
import { createPortalModule } from '../modules/portal/index';
import { createProgramsModule } from '../modules/programs/index';
import { createRankingsModule } from '../modules/rankings/index';
import { createTournamentsModule } from '../modules/tournaments/index';

import type { AppDeps } from './app-deps';
import type { Foundation } from './foundation';
import type { PeopleModules } from './people-modules';
import type { PlatformModules } from './platform-modules';

/**
 * Events: courses and clinics with their enrolments, tournaments synchronised with the portal,
 * their organizers, and the calendar that lists them all.
 */
export function createEventsModules(
  deps: Pick<AppDeps, 'portal'>,
  { config, data, log, bus, cache, clock, mailSite }: Foundation,
  { settings, mail, notifications, throttle }: PlatformModules,
  /** Online payment for courses and clinics with a fee (created before the events modules). */
  people?: Pick<PeopleModules, 'payments' | 'players'>,
) {
  const portal = createPortalModule({
    data,
    log,
    baseUrl: config.portalUrl,
    apiKey: config.portalApiKey,
    ...(deps.portal ? { client: deps.portal } : {}),
  });
  const organizers = createOrganizersModule({ data, bus, cache, log });
  const programs = createProgramsModule({
    data,
    cache,
    now: clock.now,
    settings: async () => {
      const site = await settings.api.get();
      return {
        graceDays: site.membershipGraceDays,
        claimWindowHours: site.waitlistClaimHours,
        paymentInstructions: site.paymentInstructions,
        paymentInstructionsMs: site.paymentInstructionsMs,
      };
    },
    mail: mail.api,
    site: mailSite,
    log,
    settleIntervalMs: 60_000,
    notify: notifications.api.notify,
    payments: people?.payments.api,
    // A withdrawal's refund under the fee's rule goes back through the gateway, in the
    // withdrawal's transaction (the order is locked there already).
    refunds: people
      ? async (repos, order, amountSen, reason) => {
          await people.payments.api.refunds.refundOrder(
            repos as unknown as RefundRepos,
            order.id,
            amountSen,
            reason,
          );
        }
      : undefined,
  });
  const tournaments = createTournamentsModule({
    data,
    portal: portal.api,
    organizers: organizers.api,
    cache,
    log,
    portalApiKey: config.portalApiKey,
    webhookSecret: config.portalWebhookSecret,
    allowLegacyWebhookSignature: config.portalWebhookLegacySignature,
    syncIntervalMs: config.portalSyncIntervalMs,
  });
  // Competition setup (issue 33): tiers, entry settings, divisions, competition privacy.
  const competition = createCompetitionModule({
    data,
    now: clock.now,
    graceDays: async () => (await settings.api.get()).membershipGraceDays,
    invalidate: () => cache.invalidate('rankings'),
    onlineMethods: () => people?.payments.api.payments.methods() ?? [],
  });
  // Tournament entries (issue 33): pairs, the pair waitlist, fees through payment orders.
  const entries = createEntriesModule({
    data,
    now: clock.now,
    site: mailSite,
    mail: mail.api,
    notify: notifications.api.notify,
    log,
    payments: people?.payments.api,
    settleIntervalMs: 60_000,
    lineWaitMs: config.entryLineWaitMs,
    // A player's facts changed (staff edit, approved correction): their live entries re-checked.
    players: people?.players.api,
  });
  // Results and national rankings (issue 33): imports, recomputes, profiles, statistics.
  const rankings = createRankingsModule({
    data,
    now: clock.now,
    log,
    dailyCheckIntervalMs: 10 * 60_000,
    cache,
    lookups: { throttle: throttle.api, perMinute: config.playerLookupsPerMinute },
    site: mailSite,
    mail: mail.api,
  });
  const calendar = createCalendarModule({
    data,
    cache,
    now: clock.now,
    siteUrl: config.siteUrl,
    associationName: config.associationName,
  });
  return { portal, organizers, programs, tournaments, competition, entries, rankings, calendar };
}
