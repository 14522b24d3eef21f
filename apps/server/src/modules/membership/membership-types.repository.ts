import { asc, eq } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { membershipTypes } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

export type MembershipTypeValues = Omit<
  typeof membershipTypes.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export function createMembershipTypesRepository(db: DbExecutor) {
  return {
    async list() {
      return db.select().from(membershipTypes).orderBy(asc(membershipTypes.name));
    },
    async find(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(membershipTypes).where(eq(membershipTypes.id, id));
      return row ?? null;
    },
    async insert(values: MembershipTypeValues) {
      const [row] = await db.insert(membershipTypes).values(values).returning();
      return row!;
    },
    async update(id: string, values: MembershipTypeValues) {
      const [row] = await db
        .update(membershipTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(membershipTypes.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type MembershipTypesRepository = ReturnType<typeof createMembershipTypesRepository>;
