import {
  entrantFactsOn,
  type DivisionRules,
  type EntrantFacts,
} from '@app/shared/competition/eligibility';
import { todayInMalaysia } from '@app/shared/membership/dates';

import type { CompetitionRepository } from './competition.repository';
import type { DivisionRow } from './divisions.repository';
import type { EntrySettingsRow, PlayerCompetitionFacts } from './setup.repository';

/** A player's facts for `entryRefusals`, with who they are. */
export type PlayerEntrantFacts = EntrantFacts &
  Pick<PlayerCompetitionFacts, 'id' | 'memberId' | 'fullName'>;

/** A player's eligibility facts on `today` (Malaysia day), with who they are. */
export function toEntrantFacts(
  p: PlayerCompetitionFacts,
  today: string,
  graceDays: number,
): PlayerEntrantFacts {
  return {
    id: p.id,
    memberId: p.memberId,
    fullName: p.fullName,
    ...entrantFactsOn(p, today, graceDays),
  };
}

export function divisionRules(d: DivisionRow): DivisionRules {
  return {
    discipline: d.discipline,
    ageGroup: d.ageGroup,
    minSkill: d.minSkill,
    maxSkill: d.maxSkill,
    minDupr: d.minDupr,
    maxDupr: d.maxDupr,
  };
}

/** The entry window is open at `now`: entries taken, opened and not yet closed. */
export function isWindowOpen(
  settings: Pick<EntrySettingsRow, 'takesEntries' | 'opensAt' | 'closesAt'> | null,
  now: Date,
): boolean {
  if (!settings?.takesEntries || !settings.opensAt || !settings.closesAt) return false;
  return now >= settings.opensAt && now < settings.closesAt;
}

/** What an entry needs to know about its division: the row, tournament, settings and tier. */
export interface DivisionForEntry {
  division: DivisionRow;
  tournament: { id: string; name: string; startDate: string; endDate: string };
  settings: EntrySettingsRow | null;
  tier: { code: string; name: string; nameMs: string } | null;
  /** Rules for `entryRefusals`; the tournament's first day is `tournament.startDate`. */
  rules: DivisionRules;
}

type Repos = { competition: CompetitionRepository };

/**
 * The division of an entry with its tournament and settings; with `lock`, the division row is
 * locked FOR UPDATE (call inside the entries transaction: cap changes lock it too).
 */
export async function divisionForEntry(
  repos: Repos,
  divisionId: string,
  options: { lock?: boolean } = {},
): Promise<DivisionForEntry | null> {
  const division = options.lock
    ? await repos.competition.lockDivision(divisionId)
    : ((await repos.competition.findDivision(divisionId))?.division ?? null);
  if (!division) return null;
  const tournament = await repos.competition.findTournament(division.tournamentId);
  if (!tournament) return null;
  const found = await repos.competition.findSettings(division.tournamentId);
  return {
    division,
    tournament,
    settings: found?.settings ?? null,
    tier: found
      ? { code: found.tier.code, name: found.tier.name, nameMs: found.tier.nameMs }
      : null,
    rules: divisionRules(division),
  };
}

/** Today's Malaysia day on the module clock. */
export const malaysiaDay = (now: Date) => todayInMalaysia(now);
