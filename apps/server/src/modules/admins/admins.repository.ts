import { count, eq, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { admins } from '../../db/schema/index';

export function createAdminsRepository(db: DbExecutor) {
  return {
    async count() {
      const [row] = await db.select({ n: count() }).from(admins);
      return Number(row?.n ?? 0);
    },
    async findById(id: string) {
      const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
      return row ?? null;
    },
    async findByUsername(username: string) {
      const [row] = await db
        .select()
        .from(admins)
        .where(sql`lower(${admins.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },
    async insert(values: { username: string; passwordHash: string }) {
      const [row] = await db.insert(admins).values(values).returning();
      return row!;
    },
    async update(
      id: string,
      values: Partial<{ username: string; passwordHash: string; passwordChangedAt: Date }>,
    ) {
      const [row] = await db
        .update(admins)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(admins.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
