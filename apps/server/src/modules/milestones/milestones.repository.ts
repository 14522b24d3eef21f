import { asc, eq, max, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { milestones } from '../../db/schema/index';

export type MilestoneValues = Omit<
  typeof milestones.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export function createMilestonesRepository(db: DbExecutor) {
  return {
    /** Display order: position, then date (oldest first). */
    async list() {
      return db
        .select()
        .from(milestones)
        .orderBy(asc(milestones.position), asc(milestones.date), asc(milestones.createdAt));
    },
    async findById(id: string) {
      const [row] = await db.select().from(milestones).where(eq(milestones.id, id)).limit(1);
      return row ?? null;
    },
    async nextPosition() {
      const [row] = await db.select({ p: max(milestones.position) }).from(milestones);
      return Number(row?.p ?? 0) + 1;
    },
    async insert(values: MilestoneValues) {
      const [row] = await db.insert(milestones).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<MilestoneValues>) {
      const [row] = await db
        .update(milestones)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(milestones.id, id))
        .returning();
      return row ?? null;
    },
    async remove(id: string) {
      const [row] = await db.delete(milestones).where(eq(milestones.id, id)).returning();
      return row ?? null;
    },
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(milestones);
      return Number(row?.n ?? 0);
    },
  };
}

export type MilestonesRepository = ReturnType<typeof createMilestonesRepository>;
