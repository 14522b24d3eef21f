import { z } from 'zod';

import { formatMessage } from '@/lib/format-message';
import { malaysiaTodayIso } from '@app/shared/calendar';
import type { RankingRules, RankingRulesInput } from '@app/shared/competition/rankings';

/** The new season's form: numbers as typed; the points grid is placements × tiers. */
export interface RulesFormValues {
  name: string;
  nameMs: string;
  effectiveFrom: string;
  bestOf: string;
  windowWeeks: string;
  rows: { placement: string; points: Record<string, string> }[];
}

export interface RulesFormTexts {
  nameRequired: string;
  effectiveFromInvalid: string;
  effectiveFromPast: string;
  bestOfInvalid: string;
  windowWeeksInvalid: string;
  placementInvalid: string;
  placementTwice: string;
  pointsInvalid: string;
  tierNeedsWinner: string;
  pointsMustFall: string;
  noPoints: string;
}

const DEFAULT_PLACEMENTS = [1, 2, 3, 5, 9];

const wholeIn = (text: string, min: number, max: number) =>
  /^\d{1,6}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The form's first values: the season in force copied (its table), or a blank table. */
export function rulesDefaults(
  current: RankingRules | null,
  tierCodes: readonly string[],
): RulesFormValues {
  const placements = current
    ? [...new Set(current.tiers.flatMap((t) => t.points.map((p) => p.placement)))].sort(
        (a, b) => a - b,
      )
    : DEFAULT_PLACEMENTS;
  return {
    name: '',
    nameMs: '',
    effectiveFrom: '',
    bestOf: String(current?.bestOf ?? 4),
    windowWeeks: String(current?.windowWeeks ?? 52),
    rows: placements.map((placement) => ({
      placement: String(placement),
      points: Object.fromEntries(
        tierCodes.map((code) => {
          const points = current?.tiers
            .find((t) => t.code === code)
            ?.points.find((p) => p.placement === placement)?.points;
          return [code, points === undefined ? '' : String(points)];
        }),
      ),
    })),
  };
}

/**
 * The form's checks (the server's own, said per field) and its request body. A blank cell gives
 * no points for that placement in that tier.
 */
export function rulesFormSchema(
  t: RulesFormTexts,
  tiers: readonly { code: string; label: string }[],
  now = new Date(),
) {
  const tierCodes = tiers.map((tier) => tier.code);
  return z.custom<RulesFormValues>().transform((v, ctx): RankingRulesInput => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (!v.name.trim() || v.name.trim().length > 120) issue(['name'], t.nameRequired);
    if (!v.nameMs.trim() || v.nameMs.trim().length > 120) issue(['nameMs'], t.nameRequired);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.effectiveFrom))
      issue(['effectiveFrom'], t.effectiveFromInvalid);
    else if (v.effectiveFrom <= malaysiaTodayIso(now))
      issue(['effectiveFrom'], t.effectiveFromPast);
    if (!wholeIn(v.bestOf, 1, 20)) issue(['bestOf'], t.bestOfInvalid);
    if (!wholeIn(v.windowWeeks, 1, 260)) issue(['windowWeeks'], t.windowWeeksInvalid);

    const seen = new Set<number>();
    const points: RankingRulesInput['points'] = [];
    v.rows.forEach((row, index) => {
      if (!wholeIn(row.placement, 1, 1024))
        return issue(['rows', index, 'placement'], t.placementInvalid);
      const placement = Number(row.placement);
      if (seen.has(placement)) return issue(['rows', index, 'placement'], t.placementTwice);
      seen.add(placement);
      for (const code of tierCodes) {
        const cell = (row.points[code] ?? '').trim();
        if (cell === '') continue;
        if (!wholeIn(cell, 0, 100_000)) issue(['rows', index, 'points', code], t.pointsInvalid);
        else points.push({ tierCode: code, placement, points: Number(cell) });
      }
    });
    if (points.length === 0) issue(['rows'], t.noPoints);
    for (const { code, label } of tiers) {
      const column = points
        .filter((p) => p.tierCode === code)
        .sort((a, b) => a.placement - b.placement);
      if (column.length === 0) continue;
      if (column[0]!.placement !== 1)
        issue(['rows'], formatMessage(t.tierNeedsWinner, { tier: label }));
      else if (column.some((p, i) => i > 0 && p.points > column[i - 1]!.points))
        issue(['rows'], formatMessage(t.pointsMustFall, { tier: label }));
    }
    return {
      name: v.name.trim(),
      nameMs: v.nameMs.trim(),
      effectiveFrom: v.effectiveFrom,
      bestOf: Number(v.bestOf),
      windowWeeks: Number(v.windowWeeks),
      points,
    };
  });
}
