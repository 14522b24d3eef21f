import { entryRefusals } from '@app/shared/competition/eligibility';
import type { Competition, DivisionEligibility } from '@app/shared/competition/setup';
import { todayInMalaysia } from '@app/shared/membership/dates';

import { unauthenticated } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import { toDivision, toRefundRule } from './competition.presenter';
import { divisionRules, isWindowOpen, toEntrantFacts } from './eligibility';
import type { CompetitionRepos } from './setup.service';
import { requireTournament } from './tournament-lookup';

export interface CompetitionClock {
  now: () => Date;
  /** Days a lapsed membership still counts (site setting). */
  graceDays: () => Promise<number>;
}

/** Public: a tournament's competition (window, tier, divisions) and a player's eligibility. */
export function createPublicCompetitionService(
  deps: {
    data: DataAccess<CompetitionRepos>;
  } & CompetitionClock,
) {
  const { data, now, graceDays } = deps;
  const repo = data.repos.competition;
  return {
    async competition(tournamentId: string): Promise<Competition> {
      const tournament = await requireTournament(repo, tournamentId);
      const found = await repo.findSettings(tournament.id);
      const divisions = found ? await repo.listDivisions(tournament.id) : [];
      const s = found?.settings ?? null;
      return {
        takesEntries: s?.takesEntries ?? false,
        open: isWindowOpen(s, now()),
        opensAt: s?.opensAt?.toISOString() ?? null,
        closesAt: s?.closesAt?.toISOString() ?? null,
        tier: found
          ? { code: found.tier.code, name: found.tier.name, nameMs: found.tier.nameMs }
          : null,
        maxEntriesPerPlayer: s?.maxEntriesPerPlayer ?? 0,
        partnerWindowHours: s?.partnerWindowHours ?? 72,
        refundRule: s ? toRefundRule(s) : { rule: 'none', until: null, percent: null },
        divisions: divisions.map((d) => {
          const { tournamentId: _omit, ...rest } = toDivision(d);
          return rest;
        }),
      };
    },

    async eligibility(tournamentId: string, playerId: string): Promise<DivisionEligibility[]> {
      const tournament = await requireTournament(repo, tournamentId);
      const player = await repo.playerFacts(playerId);
      if (!player) throw unauthenticated();
      const facts = toEntrantFacts(player, todayInMalaysia(now()), await graceDays());
      const [divisions, live] = await Promise.all([
        repo.listDivisions(tournament.id),
        repo.liveEntriesOf(tournament.id, playerId),
      ]);
      const statusIn = new Map(live.map((e) => [e.divisionId, e.status]));
      return divisions.map(({ division }) => {
        const reasons = entryRefusals(divisionRules(division), tournament.startDate, facts).flatMap(
          (r) => (r.who === 'you' ? [r.reason] : []),
        );
        const status = statusIn.get(division.id);
        return {
          divisionId: division.id,
          eligible: reasons.length === 0,
          reasons,
          entryStatus: (status ?? null) as DivisionEligibility['entryStatus'],
        };
      });
    },
  };
}

export type PublicCompetitionService = ReturnType<typeof createPublicCompetitionService>;
