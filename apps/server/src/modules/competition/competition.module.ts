import { todayInMalaysia } from '@app/shared/membership/dates';
import type { OnlineMethod } from '@app/shared/payments/limits';

import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';

import { createCompetitionPrivacyService } from './competition-privacy.service';
import { competitionAdminRoutes } from './competition.admin.routes';
import { competitionPublicRoutes } from './competition.public.routes';
import { createDivisionsService } from './divisions.service';
import {
  divisionForEntry,
  isWindowOpen,
  toEntrantFacts,
  type PlayerEntrantFacts,
} from './eligibility';
import { createPublicCompetitionService } from './public.service';
import { createSetupService, type CompetitionRepos } from './setup.service';

/** What the entries and rankings modules use of competition setup. */
export interface CompetitionApi {
  /**
   * A player's facts for `entryRefusals` (membership active or in grace on the module
   * clock's Malaysia day, with the site's grace days); null for an unknown player. By member ID:
   * active accounts only.
   */
  eligibilityFacts(
    repos: CompetitionRepos,
    who: { playerId: string } | { memberId: string },
  ): Promise<PlayerEntrantFacts | null>;
  /** The division with its tournament, settings, tier and rules; `lock` locks the division row. */
  divisionForEntry: typeof divisionForEntry;
  /** Entries taken now: settings say so and opensAt ≤ now < closesAt. */
  isWindowOpen: typeof isWindowOpen;
}

/** Competition setup (issue 33): sanctioning tiers, entry settings, divisions, privacy. */
export function createCompetitionModule(deps: {
  data: DataAccess<CompetitionRepos>;
  now: () => Date;
  /** Days a lapsed membership still counts (site setting). */
  graceDays: () => Promise<number>;
  /** Clears the cached public rankings, profiles and results (tier names, privacy choices). */
  invalidate?: () => Promise<void>;
  /** The methods online payment offers (a division's fee must be one of them can take). */
  onlineMethods?: () => readonly OnlineMethod[];
}): AppModule<CompetitionApi> {
  const { data, now, graceDays } = deps;
  const thenInvalidate =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await work(...args);
      await deps.invalidate?.();
      return result;
    };
  const setupService = createSetupService({ data });
  // Tier names and a tournament's tier show on the rankings' rules and results pages.
  const setup: typeof setupService = {
    ...setupService,
    createTier: thenInvalidate(setupService.createTier),
    updateTier: thenInvalidate(setupService.updateTier),
    saveSettings: thenInvalidate(setupService.saveSettings),
  };
  const divisions = createDivisionsService({ data, onlineMethods: deps.onlineMethods });
  const publicView = createPublicCompetitionService({ data, now, graceDays });
  const privacyService = createCompetitionPrivacyService({ data, now });
  // A public profile or a name hidden from lists changes what the public pages show.
  const privacy: typeof privacyService = {
    ...privacyService,
    save: thenInvalidate(privacyService.save),
  };
  return {
    name: 'competition',
    api: {
      async eligibilityFacts(repos, who) {
        const player =
          'playerId' in who
            ? await repos.competition.playerFacts(who.playerId)
            : await repos.competition.playerFactsByMemberId(who.memberId);
        if (!player) return null;
        return toEntrantFacts(player, todayInMalaysia(now()), await graceDays());
      },
      divisionForEntry,
      isWindowOpen,
    },
    plugin: async (app) => {
      await app.register(competitionAdminRoutes, { setup, divisions });
      await app.register(competitionPublicRoutes, { setup, publicView, privacy });
    },
  };
}
