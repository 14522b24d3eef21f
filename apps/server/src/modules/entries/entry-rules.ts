import { malaysiaTodayIso } from '@app/shared/calendar';
import { isDoubles } from '@app/shared/competition/categories';
import {
  ELIGIBILITY_MESSAGES,
  ineligibleReasons,
  MIXED_PAIR_MESSAGE,
  pairGenderFits,
  type EntrantFacts,
} from '@app/shared/competition/eligibility';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';
import { membershipStatusOn } from '@app/shared/membership/status';
import type { RefundRule } from '@app/shared/payments/schemas';

import { badRequest, forbidden, notFound } from '../../lib/errors';

import type { EntriesRepository, EntrantFactsRow } from './entries.repository';

// Who may enter a division and when: rules on rows, no database.

/** A division as locked for a change to its places, with its tournament and settings. */
export type DivisionRow = NonNullable<Awaited<ReturnType<EntriesRepository['division']>>>;

/** The eligibility facts of a player on `today` (membership with its grace days). */
export function entrantFacts(
  row: Pick<
    EntrantFactsRow,
    | 'gender'
    | 'dateOfBirth'
    | 'duprRating'
    | 'membershipExpiresOn'
    | 'membershipSuspendedAt'
    | 'membershipCancelledAt'
  >,
  today: string,
  graceDays: number,
): EntrantFacts {
  const status = membershipStatusOn(
    today,
    {
      expiresOn: row.membershipExpiresOn,
      suspendedAt: row.membershipSuspendedAt,
      cancelledAt: row.membershipCancelledAt,
    },
    graceDays,
  );
  return {
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    duprRating: row.duprRating,
    membershipActive: status === 'active' || status === 'grace',
  };
}

/** Throws (403) the first reason the player may not play in the division. */
export function assertEligible(facts: EntrantFacts, d: DivisionRow, who: 'you' | 'partner'): void {
  const [reason] = ineligibleReasons(facts, d.division, d.firstDay);
  if (reason) throw forbidden(ELIGIBILITY_MESSAGES[reason][who]);
}

/** Throws unless a doubles pair fits the division's gender rule (mixed: one man, one woman). */
export function assertPair(d: DivisionRow, a: EntrantFacts, b: EntrantFacts): void {
  if (!pairGenderFits(d.division.discipline, a, b)) throw forbidden(MIXED_PAIR_MESSAGE);
}

/** Throws unless the division exists, its tournament takes entries and the window is open. */
export function assertTakingEntries(d: DivisionRow | null, now: Date): asserts d is DivisionRow {
  if (!d) throw notFound('Division');
  const s = d.settings;
  if (!s?.takesEntries) throw badRequest(M.notTakingEntries);
  if (s.opensAt && now < s.opensAt) throw badRequest(M.windowNotOpen);
  if (s.closesAt && now >= s.closesAt) throw badRequest(M.windowClosed);
  if (d.firstDay < malaysiaTodayIso(now)) throw badRequest(M.windowClosed);
}

export function doubles(d: DivisionRow): boolean {
  return isDoubles(d.division.discipline);
}

/** Each player's share of the fee (sen): halves split it, the entrant paying an odd sen. */
export function shares(feeSen: number, payMode: 'one' | 'halves') {
  if (payMode === 'one') return { entrant: feeSen, partner: 0 };
  const partner = Math.floor(feeSen / 2);
  return { entrant: feeSen - partner, partner };
}

/** The tournament's refund rule for withdrawals. */
export function refundRuleOfDivision(d: DivisionRow): RefundRule {
  const s = d.settings;
  return {
    rule: s?.refundRule ?? 'none',
    until: s?.refundUntil ?? null,
    percent: s?.refundPercent ?? null,
  };
}

export const HOUR_MS = 3_600_000;
