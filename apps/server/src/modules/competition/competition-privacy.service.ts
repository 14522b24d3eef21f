import {
  competitionPrivacyInputSchema,
  type CompetitionPrivacy,
} from '@app/shared/competition/setup';

import { unauthenticated } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';

import type { CompetitionRepos } from './setup.service';

const DEFAULTS = { publicProfile: false, hideFromEntryLists: false, partnerListed: false };

/**
 * A player's own competition privacy: what the competition pages may show of them (a public
 * profile, their name on entry lists, being listed as a possible partner), read and saved at
 * `/api/players/me/competition-privacy` (table `competition_privacy`; row created on the first
 * save, all off before), with what the public-name rule (public-name.ts) makes of it today, for
 * their privacy card. Not the `privacy` module (personal data: export, deletion, corrections).
 */
export function createCompetitionPrivacyService(deps: {
  data: DataAccess<CompetitionRepos>;
  now: () => Date;
}) {
  const { data, now } = deps;
  const repo = data.repos.competition;
  const present = async (
    playerId: string,
    choice: typeof DEFAULTS,
  ): Promise<CompetitionPrivacy> => {
    const status = await repo.publicStatus(playerId, now());
    if (!status) throw unauthenticated();
    return {
      publicProfile: choice.publicProfile,
      hideFromEntryLists: choice.hideFromEntryLists,
      partnerListed: choice.partnerListed,
      nameShown: status.namePublic,
      profileShown: status.profilePublic,
      hasResults: status.hasResults,
      needsGuardianConsent: status.needsGuardianConsent,
    };
  };
  return {
    async get(playerId: string) {
      return present(playerId, (await repo.findPrivacy(playerId)) ?? DEFAULTS);
    },
    async save(playerId: string, body: unknown) {
      const input = parseInput(competitionPrivacyInputSchema, body);
      const row = await repo.upsertPrivacy(playerId, input);
      return present(playerId, row);
    },
  };
}

export type CompetitionPrivacyService = ReturnType<typeof createCompetitionPrivacyService>;
