import { and, asc, count, eq, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { enrollments, programs } from '../../db/schema/index';

export type ProgramKind = 'course' | 'clinic';
export type ProgramValues = Omit<
  typeof programs.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'kind'
>;

// Written out in full: inside a select list Drizzle would drop the table qualifiers.
const enrolledCount =
  sql<number>`(select count(*)::int from enrollments e where e.program_id = "programs"."id")`.mapWith(
    Number,
  );

export function createProgramsRepository(db: DbExecutor) {
  return {
    async list(kind: ProgramKind, status?: string) {
      return db
        .select({ program: programs, enrolled: enrolledCount })
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
        .select({ program: programs, enrolled: enrolledCount })
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
    async countEnrollments(programId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(enrollments)
        .where(eq(enrollments.programId, programId));
      return Number(row?.n ?? 0);
    },
    async isEnrolled(programId: string, playerId: string) {
      const [row] = await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.programId, programId), eq(enrollments.playerId, playerId)))
        .limit(1);
      return Boolean(row);
    },
    async insertEnrollment(programId: string, playerId: string) {
      await db.insert(enrollments).values({ programId, playerId });
    },
    async removeEnrollment(programId: string, playerId: string) {
      const rows = await db
        .delete(enrollments)
        .where(and(eq(enrollments.programId, programId), eq(enrollments.playerId, playerId)))
        .returning({ id: enrollments.id });
      return rows.length > 0;
    },
    async enrollmentsOf(playerId: string) {
      return db
        .select({ program: programs, enrolled: enrolledCount, enrolledAt: enrollments.createdAt })
        .from(enrollments)
        .innerJoin(programs, eq(enrollments.programId, programs.id))
        .where(eq(enrollments.playerId, playerId))
        .orderBy(asc(programs.date));
    },
  };
}

export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;
