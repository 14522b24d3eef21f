import { asc, eq } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { organizers, type NewOrganizerRow } from '../../db/schema/index';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOrganizersRepository(db: DbExecutor) {
  return {
    async list() {
      return db.select().from(organizers).orderBy(asc(organizers.organizationName));
    },
    async findByIdOrOrganizationId(id: string) {
      const [row] = await db
        .select()
        .from(organizers)
        .where(UUID_PATTERN.test(id) ? eq(organizers.id, id) : eq(organizers.organizationId, id))
        .limit(1);
      return row ?? null;
    },
    async findByOrganizationId(organizationId: string) {
      const [row] = await db
        .select()
        .from(organizers)
        .where(eq(organizers.organizationId, organizationId))
        .limit(1);
      return row ?? null;
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
