import { asc, eq, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { affiliates, officeBearers } from '../../db/schema/index';

export type OfficeBearerValues = Omit<
  typeof officeBearers.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type AffiliateValues = Omit<
  typeof affiliates.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** The chart's group order, top of the hierarchy first. */
const GROUP_RANK = sql`case ${officeBearers.group} when 'executive' then 0 when 'heads' then 1 when 'advisors' then 2 else 3 end`;

export function createOfficeBearersRepository(db: DbExecutor) {
  return {
    async list() {
      return db
        .select()
        .from(officeBearers)
        .orderBy(GROUP_RANK, asc(officeBearers.position), asc(officeBearers.name));
    },
    async findById(id: string) {
      const [row] = await db.select().from(officeBearers).where(eq(officeBearers.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: OfficeBearerValues) {
      const [row] = await db.insert(officeBearers).values(values).returning();
      return row!;
    },
    async update(id: string, values: OfficeBearerValues) {
      const [row] = await db
        .update(officeBearers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(officeBearers.id, id))
        .returning();
      return row ?? null;
    },
    async remove(id: string) {
      const [row] = await db.delete(officeBearers).where(eq(officeBearers.id, id)).returning();
      return row ?? null;
    },
  };
}

export function createAffiliatesRepository(db: DbExecutor) {
  return {
    async list() {
      return db.select().from(affiliates).orderBy(asc(affiliates.state), asc(affiliates.name));
    },
    async findById(id: string) {
      const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: AffiliateValues) {
      const [row] = await db.insert(affiliates).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<AffiliateValues>) {
      const [row] = await db
        .update(affiliates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(affiliates.id, id))
        .returning();
      return row ?? null;
    },
    async remove(id: string) {
      const [row] = await db.delete(affiliates).where(eq(affiliates.id, id)).returning();
      return row ?? null;
    },
  };
}

export type OfficeBearersRepository = ReturnType<typeof createOfficeBearersRepository>;
export type AffiliatesRepository = ReturnType<typeof createAffiliatesRepository>;
