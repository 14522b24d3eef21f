import { saveProgramInputSchema } from '@app/shared/content';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';

import { toProgram } from './programs.presenter';
import type { ProgramKind, ProgramsRepository } from './programs.repository';

export interface ProgramsRepos {
  programs: ProgramsRepository;
}

const LABEL: Record<ProgramKind, string> = { course: 'Course', clinic: 'Clinic' };

/** Courses and clinics (same rules), and enrolments with a hard cap under concurrency. */
export function createProgramsService(deps: {
  data: DataAccess<ProgramsRepos>;
  invalidate: InvalidateCache;
  /** Throws (403 with the reason) when the player may not enrol, e.g. a suspended membership. */
  assertMayEnrol?: (playerId: string) => Promise<void>;
}) {
  const { data, invalidate } = deps;
  const repo = data.repos.programs;
  return {
    async list(kind: ProgramKind, status?: string) {
      return (await repo.list(kind, status)).map((r) => toProgram(r.program, r.enrolled));
    },
    async create(kind: ProgramKind, body: unknown) {
      const input = parseInput(saveProgramInputSchema, body);
      const row = await repo.insert(kind, input);
      await invalidate('programs');
      return toProgram(row, 0);
    },
    async update(kind: ProgramKind, id: string, body: unknown) {
      const input = parseInput(saveProgramInputSchema.partial(), body);
      const before = await repo.findById(kind, id);
      const row = await repo.update(kind, id, input);
      if (!row) throw notFound(LABEL[kind]);
      noteAudit({ targetType: `${kind}s`, targetId: id, before: before?.program, after: row });
      await invalidate('programs');
      const current = await repo.findById(kind, id);
      return toProgram(row, current?.enrolled ?? 0);
    },
    async remove(kind: ProgramKind, id: string) {
      if (!(await repo.remove(kind, id))) throw notFound(LABEL[kind]);
      await invalidate('programs');
      return { success: true as const, message: `${LABEL[kind]} deleted` };
    },

    async enroll(kind: ProgramKind, id: string, playerId: string) {
      await deps.assertMayEnrol?.(playerId);
      await data.withTransaction(async ({ programs }) => {
        const program = await programs.lockForEnrollment(id);
        if (!program || program.kind !== kind) throw notFound(LABEL[kind]);
        if (program.status !== 'active') throw badRequest(`This ${kind} is not open for enrolment`);
        if (await programs.isEnrolled(id, playerId))
          throw conflict(`You are already enrolled in this ${kind}`);
        if ((await programs.countEnrollments(id)) >= program.maxParticipants)
          throw conflict(`This ${kind} is full`);
        try {
          await programs.insertEnrollment(id, playerId);
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(`You are already enrolled in this ${kind}`);
          throw err;
        }
      });
      await invalidate('programs');
      const row = await repo.findById(kind, id);
      return toProgram(row!.program, row!.enrolled);
    },
    async cancel(kind: ProgramKind, id: string, playerId: string) {
      const program = await repo.findById(kind, id);
      if (!program) throw notFound(LABEL[kind]);
      if (!(await repo.removeEnrollment(id, playerId))) throw notFound('Enrolment');
      await invalidate('programs');
      const row = await repo.findById(kind, id);
      return toProgram(row!.program, row!.enrolled);
    },
    async enrollmentsOf(playerId: string) {
      return (await repo.enrollmentsOf(playerId)).map((r) => ({
        ...toProgram(r.program, r.enrolled),
        kind: r.program.kind,
        enrolledAt: r.enrolledAt.toISOString(),
      }));
    },
  };
}

export type ProgramsService = ReturnType<typeof createProgramsService>;
