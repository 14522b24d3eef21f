import { generatePath } from 'react-router';

import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import type { Messages } from '@/messages/en/index';
import { divisionLabel, parseRankingCategory } from '@app/shared/competition/categories';
import {
  ELIGIBILITY_MESSAGES,
  ELIGIBILITY_MESSAGES_MS,
  type IneligibleReason,
} from '@app/shared/competition/eligibility';
import type { Competition } from '@app/shared/competition/setup';
import type { Locale } from '@app/shared/locale';
import { SKILL_LEVEL_LABELS_MS, type SkillLevel } from '@app/shared/players/skill-level';

type Texts = Messages['competition']['divisions'];

/** A ranking category ("mixed_doubles:open") as its division label, or as given. */
export function categoryName(category: string, locale: Locale): string {
  const parsed = parseRankingCategory(category);
  return parsed ? divisionLabel(parsed, locale) : category;
}

function between(min: string | null, max: string | null, t: Texts): string | null {
  if (min !== null && max !== null) return formatMessage(t.band, { min, max });
  if (min !== null) return formatMessage(t.bandFrom, { min });
  if (max !== null) return formatMessage(t.bandUpTo, { max });
  return null;
}

/** The division's skill band: a skill level range, a DUPR range, or all levels. */
export function skillBand(
  d: {
    minSkill: string | null;
    maxSkill: string | null;
    minDupr: number | null;
    maxDupr: number | null;
  },
  t: Texts,
  locale: Locale,
): string {
  const level = (v: string | null) =>
    v !== null && locale === 'ms' ? (SKILL_LEVEL_LABELS_MS[v as SkillLevel] ?? v) : v;
  const skill = between(level(d.minSkill), level(d.maxSkill), t);
  if (skill) return skill;
  const dupr = between(d.minDupr?.toFixed(2) ?? null, d.maxDupr?.toFixed(2) ?? null, t);
  return dupr ? formatMessage(t.dupr, { band: dupr }) : t.anySkill;
}

/** When entries open and close (Malaysia time), as one sentence. */
export function entryWindow(c: Competition, t: Texts, now: Date = new Date()): string {
  if (!c.opensAt || !c.closesAt) return t.windowUnset;
  const opens = formatDateTime(c.opensAt);
  const closes = formatDateTime(c.closesAt);
  if (Date.parse(c.closesAt) <= now.getTime()) return formatMessage(t.windowClosed, { closes });
  if (c.open) return formatMessage(t.windowOpen, { closes });
  return formatMessage(t.windowSoon, { opens, closes });
}

/** Why the player may not enter, in words (the shared eligibility messages, en or ms). */
export function reasonText(reason: IneligibleReason, locale: Locale): string {
  const en = ELIGIBILITY_MESSAGES[reason].you;
  return locale === 'ms' ? (ELIGIBILITY_MESSAGES_MS[en] ?? en) : en;
}

/** A division's published results page. */
export function divisionResultsHref(tournamentId: string, divisionId: string): string {
  return generatePath(paths.divisionResults, { tournamentId, divisionId });
}

/** The entrant's share of a fee: all of it, or the larger half (the partner pays the rest). */
export function entrantShareSen(feeSen: number, payMode: 'one' | 'halves'): number {
  return payMode === 'one' ? feeSen : feeSen - Math.floor(feeSen / 2);
}
