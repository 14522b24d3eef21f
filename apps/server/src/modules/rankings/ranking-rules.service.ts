import { malaysiaTodayIso } from '@app/shared/calendar';
import {
  TIE_BREAKS,
  type RankingRules,
  type RankingRulesInput,
} from '@app/shared/competition/rankings';
import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, conflict } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { RankingRulesRepository, RankingRulesRow } from './ranking-rules.repository';

export interface RankingRulesRepos {
  rankingRules: RankingRulesRepository;
}

/** The points table's own rules: known tiers, a winner row each, points never rising. */
function tableErrors(input: RankingRulesInput, tierCodes: ReadonlySet<string>): string | null {
  const byTier = new Map<string, { placement: number; points: number }[]>();
  for (const row of input.points) {
    if (!tierCodes.has(row.tierCode)) return M.unknownTier;
    byTier.set(row.tierCode, [...(byTier.get(row.tierCode) ?? []), row]);
  }
  for (const rows of byTier.values()) {
    const sorted = [...rows].sort((a, b) => a.placement - b.placement);
    if (sorted[0]?.placement !== 1) return M.tierNeedsWinner;
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.placement === sorted[i - 1]!.placement) return M.duplicatePlacement;
      if (sorted[i]!.points > sorted[i - 1]!.points) return M.pointsMustFall;
    }
  }
  return null;
}

/** Seasons of ranking rules: the public rules page and staff's next season (audited). */
export function createRankingRulesService(deps: {
  data: DataAccess<RankingRulesRepos>;
  now: () => Date;
  /** Clears the cached rules page after a season is saved. */
  invalidate?: () => Promise<void>;
}) {
  const { data } = deps;
  const today = () => malaysiaTodayIso(deps.now());

  async function describe(repos: RankingRulesRepos, rules: RankingRulesRow): Promise<RankingRules> {
    const [table, tiers] = await Promise.all([
      repos.rankingRules.pointsOf(rules.id),
      repos.rankingRules.tiers(),
    ]);
    return {
      id: rules.id,
      name: rules.name,
      nameMs: rules.nameMs,
      effectiveFrom: rules.effectiveFrom,
      bestOf: rules.bestOf,
      windowWeeks: rules.windowWeeks,
      tiers: tiers
        .filter((t) => table.some((p) => p.tierCode === t.code))
        .map((t) => ({
          code: t.code,
          name: t.name,
          nameMs: t.nameMs,
          points: table
            .filter((p) => p.tierCode === t.code)
            .map((p) => ({ placement: p.placement, points: p.points })),
        })),
    };
  }

  return {
    /** The rules in force, seasons to come, and the tie-breaks (en + ms). */
    async publicRules() {
      const on = today();
      const [current, all] = await Promise.all([
        data.repos.rankingRules.inForce(on),
        data.repos.rankingRules.all(),
      ]);
      return {
        current: current ? await describe(data.repos, current) : null,
        upcoming: await Promise.all(
          all.filter((r) => r.effectiveFrom > on).map((r) => describe(data.repos, r)),
        ),
        tieBreaks: TIE_BREAKS,
      };
    },

    /** Every season, oldest first, and the tiers a table may name. */
    async listSeasons() {
      const [all, tiers] = await Promise.all([
        data.repos.rankingRules.all(),
        data.repos.rankingRules.tiers(),
      ]);
      return {
        seasons: await Promise.all(all.map((r) => describe(data.repos, r))),
        tiers: tiers.map((t) => ({ code: t.code, name: t.name, nameMs: t.nameMs })),
      };
    },

    /**
     * Creates the season starting on `effectiveFrom` (after today), or replaces it while it has
     * not yet taken effect: saving the same season twice leaves one.
     */
    async saveSeason(input: RankingRulesInput): Promise<RankingRules> {
      if (input.effectiveFrom <= today()) throw badRequest(M.rulesInPast);
      const saved = await data.withTransaction(async (repos) => {
        const tiers = await repos.rankingRules.tiers();
        const error = tableErrors(input, new Set(tiers.map((t) => t.code)));
        if (error) throw badRequest(error);
        await repos.rankingRules.lockSeasons();
        const existing = await repos.rankingRules.lockByEffectiveFrom(input.effectiveFrom);
        if (existing && existing.effectiveFrom <= today()) throw conflict(M.rulesInForce);
        const fields = {
          name: input.name,
          nameMs: input.nameMs,
          effectiveFrom: input.effectiveFrom,
          bestOf: input.bestOf,
          windowWeeks: input.windowWeeks,
        };
        let rules: RankingRulesRow;
        if (existing) {
          await repos.rankingRules.update(existing.id, fields);
          rules = { ...existing, ...fields };
        } else rules = await repos.rankingRules.insert(fields);
        const before = existing ? await describe(repos, existing) : null;
        await repos.rankingRules.replacePoints(
          rules.id,
          input.points.map((p) => ({
            tierCode: p.tierCode,
            placement: p.placement,
            points: p.points,
          })),
        );
        const after = await describe(repos, rules);
        noteAudit({
          targetType: 'ranking-rules',
          targetId: rules.id,
          targetLabel: rules.name,
          before: before ? { ...fields, ...before, points: before.tiers } : null,
          after: { ...fields, points: after.tiers },
        });
        return after;
      });
      await deps.invalidate?.();
      return saved;
    },
  };
}

export type RankingRulesService = ReturnType<typeof createRankingRulesService>;
