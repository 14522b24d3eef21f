import { asc, eq, inArray } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { organizers, type NewOrganizerRow } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

export function createOrganizersRepository(db: DbExecutor) {
  return {
    async list() {
      return db.select().from(organizers).orderBy(asc(organizers.organizationName));
    },
    async findByIdOrOrganizationId(id: string) {
      const [row] = await db
        .select()
        .from(organizers)
        .where(isUuid(id) ? eq(organizers.id, id) : eq(organizers.organizationId, id))
        .limit(1);
      return row ?? null;
    },
    async findByOrganizationIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(organizers).where(inArray(organizers.organizationId, ids));
    },
    async insert(values: NewOrganizerRow) {
      const [row] = await db.insert(organizers).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<NewOrganizerRow>) {
      const [row] = await db
        .update(organizers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(organizers.id, id))
        .returning();
      return row!;
    },
  };
}

export type OrganizersRepository = ReturnType<typeof createOrganizersRepository>;
