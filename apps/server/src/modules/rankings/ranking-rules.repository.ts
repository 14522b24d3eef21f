import { asc, desc, eq, lte, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { rankingPoints, rankingRules, sanctioningTiers } from '../../db/schema/index';

export type RankingRulesRow = typeof rankingRules.$inferSelect;
export type PointsRowRecord = typeof rankingPoints.$inferSelect;

/** Seasons of ranking rules with their points tables, and the sanctioning tiers they name. */
export function createRankingRulesRepository(db: DbExecutor) {
  return {
    /** The rules in force on `today`: the newest that took effect on or before it. */
    async inForce(today: string): Promise<RankingRulesRow | null> {
      const [row] = await db
        .select()
        .from(rankingRules)
        .where(lte(rankingRules.effectiveFrom, today))
        .orderBy(desc(rankingRules.effectiveFrom), desc(rankingRules.createdAt))
        .limit(1);
      return row ?? null;
    },
    async all(): Promise<RankingRulesRow[]> {
      return db.select().from(rankingRules).orderBy(asc(rankingRules.effectiveFrom));
    },
    async pointsOf(rulesId: string): Promise<PointsRowRecord[]> {
      return db
        .select()
        .from(rankingPoints)
        .where(eq(rankingPoints.rulesId, rulesId))
        .orderBy(asc(rankingPoints.tierCode), asc(rankingPoints.placement));
    },
    async tiers() {
      return db.select().from(sanctioningTiers).orderBy(asc(sanctioningTiers.sortOrder));
    },
    /** Serialises changes to the seasons (two staff saving one new season at once). */
    async lockSeasons(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('ranking-rules'))`);
    },
    /** The season starting on `effectiveFrom`, locked (null when there is none). */
    async lockByEffectiveFrom(effectiveFrom: string): Promise<RankingRulesRow | null> {
      const [row] = await db
        .select()
        .from(rankingRules)
        .where(eq(rankingRules.effectiveFrom, effectiveFrom))
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async insert(values: typeof rankingRules.$inferInsert): Promise<RankingRulesRow> {
      const [row] = await db.insert(rankingRules).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<typeof rankingRules.$inferInsert>) {
      await db
        .update(rankingRules)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(rankingRules.id, id));
    },
    async replacePoints(rulesId: string, points: Omit<PointsRowRecord, 'rulesId'>[]) {
      await db.delete(rankingPoints).where(eq(rankingPoints.rulesId, rulesId));
      if (points.length > 0)
        await db.insert(rankingPoints).values(points.map((p) => ({ ...p, rulesId })));
    },
  };
}

export type RankingRulesRepository = ReturnType<typeof createRankingRulesRepository>;
