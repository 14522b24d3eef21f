import { and, asc, eq, or, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { enrollments, programs } from '../../db/schema/index';

export type ProgramKind = 'course' | 'clinic';
export type ProgramValues = Omit<
  typeof programs.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'kind' | 'searchText'
>;

// Written out in full: inside a select list Drizzle would drop the table qualifiers.
// Places taken: enrolments (a pair is one) and places held for a waitlist offer.
export const enrolledCount =
  sql<number>`((select count(*)::int from enrollments e where e.program_id = "programs"."id")
  + (select count(*)::int from waitlist_entries w where w.program_id = "programs"."id" and w.status = 'offered'))`.mapWith(
    Number,
  );
export const waitlistedCount = sql<number>`(select count(*)::int from waitlist_entries w
  where w.program_id = "programs"."id" and w.status = 'waiting')`.mapWith(Number);

export function createProgramsRepository(db: DbExecutor) {
  return {
    async list(kind: ProgramKind, status?: string) {
      return db
        .select({ program: programs, enrolled: enrolledCount, waitlisted: waitlistedCount })
        .from(programs)
        .where(
          and(
            eq(programs.kind, kind),
            status ? eq(programs.status, status as 'active') : undefined,
          ),
        )
        .orderBy(asc(programs.date), asc(programs.title));
    },
    async findById(kind: ProgramKind, id: string) {
      const [row] = await db
        .select({ program: programs, enrolled: enrolledCount, waitlisted: waitlistedCount })
        .from(programs)
        .where(and(eq(programs.kind, kind), eq(programs.id, id)))
        .limit(1);
      return row ?? null;
    },
    async insert(kind: ProgramKind, values: ProgramValues) {
      const [row] = await db
        .insert(programs)
        .values({ ...values, kind })
        .returning();
      return row!;
    },
    async update(kind: ProgramKind, id: string, values: Partial<ProgramValues>) {
      const [row] = await db
        .update(programs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(programs.kind, kind), eq(programs.id, id)))
        .returning();
      return row ?? null;
    },
    async remove(kind: ProgramKind, id: string) {
      const [row] = await db
        .delete(programs)
        .where(and(eq(programs.kind, kind), eq(programs.id, id)))
        .returning();
      return row ?? null;
    },

    /** Locks the programme row so enrolments into it are serialised (call inside a transaction). */
    async lockForEnrollment(id: string) {
      const [row] = await db
        .select()
        .from(programs)
        .where(eq(programs.id, id))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async enrollmentsOf(playerId: string) {
      return db
        .select({
          program: programs,
          enrolled: enrolledCount,
          waitlisted: waitlistedCount,
          enrolledAt: enrollments.createdAt,
        })
        .from(enrollments)
        .innerJoin(programs, eq(enrollments.programId, programs.id))
        .where(or(eq(enrollments.playerId, playerId), eq(enrollments.partnerPlayerId, playerId)))
        .orderBy(asc(programs.date));
    },
  };
}

export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;
