import { divisionLabel } from '@app/shared/competition/categories';
import type { Division, EntrySettings, Tier } from '@app/shared/competition/setup';
import type { RefundRule } from '@app/shared/payments/schemas';

import type { DivisionWithCounts } from './divisions.repository';
import type { EntrySettingsRow, TierRow } from './setup.repository';

export function toTier(row: TierRow): Tier {
  return {
    code: row.code,
    name: row.name,
    nameMs: row.nameMs,
    sortOrder: row.sortOrder,
    active: row.active,
  };
}

export function toRefundRule(
  row: Pick<EntrySettingsRow, 'refundRule' | 'refundUntil' | 'refundPercent'>,
): RefundRule {
  return { rule: row.refundRule, until: row.refundUntil, percent: row.refundPercent };
}

/** The settings of a tournament, or its defaults before staff first save them. */
export function toEntrySettings(
  tournamentId: string,
  row: EntrySettingsRow | null,
  defaultTier: string,
): EntrySettings {
  if (!row)
    return {
      tournamentId,
      takesEntries: false,
      opensAt: null,
      closesAt: null,
      tierCode: defaultTier,
      maxEntriesPerPlayer: 3,
      partnerWindowHours: 72,
      refundRule: { rule: 'none', until: null, percent: null },
      saved: false,
    };
  return {
    tournamentId,
    takesEntries: row.takesEntries,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    tierCode: row.tierCode,
    maxEntriesPerPlayer: row.maxEntriesPerPlayer,
    partnerWindowHours: row.partnerWindowHours,
    refundRule: toRefundRule(row),
    saved: true,
  };
}

export function toDivision(row: DivisionWithCounts): Division {
  const d = row.division;
  return {
    id: d.id,
    tournamentId: d.tournamentId,
    discipline: d.discipline,
    ageGroup: d.ageGroup,
    label: { en: divisionLabel(d, 'en'), ms: divisionLabel(d, 'ms') },
    minSkill: d.minSkill,
    maxSkill: d.maxSkill,
    minDupr: d.minDupr,
    maxDupr: d.maxDupr,
    cap: d.cap,
    feeSen: d.feeSen,
    taken: row.taken,
    waitlisted: row.waitlisted,
    resultsPublished: row.resultsPublished,
  };
}
