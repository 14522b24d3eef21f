import { malaysiaTodayIso } from '@app/shared/calendar';
import { isDoubles } from '@app/shared/competition/categories';
import {
  entryRefusals,
  refusalMessage,
  type EntrantFacts,
} from '@app/shared/competition/eligibility';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';
import type { RefundRule } from '@app/shared/payments/schemas';

import { badRequest, forbidden, notFound } from '../../lib/errors';

import type { EntriesRepository } from './entries.repository';

// Who may enter a division and when: rules on rows, no database.

/** A division as locked for a change to its places, with its tournament and settings. */
export type DivisionRow = NonNullable<Awaited<ReturnType<EntriesRepository['division']>>>;

/**
 * Throws (403) the first reason the player (with their partner, in doubles) may not play in the
 * division: `entryRefusals`, eligibility's one entry point.
 */
export function assertEligible(
  d: DivisionRow,
  you: EntrantFacts,
  partner: EntrantFacts | null = null,
): void {
  const [refusal] = entryRefusals(d.division, d.firstDay, you, partner);
  if (refusal) throw forbidden(refusalMessage(refusal));
}

/** Why the division takes no entry change now (its window), or null while it does. */
export function windowRefusal(d: DivisionRow, now: Date): string | null {
  const s = d.settings;
  if (!s?.takesEntries) return M.notTakingEntries;
  if (s.opensAt && now < s.opensAt) return M.windowNotOpen;
  if (s.closesAt && now >= s.closesAt) return M.windowClosed;
  if (d.firstDay < malaysiaTodayIso(now)) return M.windowClosed;
  return null;
}

/**
 * Throws unless the division exists, its tournament takes entries and the window is open: every
 * path that makes an entry live (entering, a partner's yes, claiming an offered place).
 */
export function assertTakingEntries(d: DivisionRow | null, now: Date): asserts d is DivisionRow {
  if (!d) throw notFound('Division');
  const refusal = windowRefusal(d, now);
  if (refusal) throw badRequest(refusal);
}

const DAY_MS = 86_400_000;

/**
 * `until`, or the window's end when that comes first (its closing time, or the end of the
 * tournament's first day in Malaysia): a partner request or an offer that can only be answered
 * in the window ends with it, so its notice gives the true deadline.
 */
export function withinWindow(d: DivisionRow, until: Date): Date {
  const firstDayEnds = new Date(new Date(`${d.firstDay}T00:00:00+08:00`).getTime() + DAY_MS);
  const ends = [until, firstDayEnds, ...(d.settings?.closesAt ? [d.settings.closesAt] : [])];
  return new Date(Math.min(...ends.map((t) => t.getTime())));
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
