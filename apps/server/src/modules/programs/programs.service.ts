import { saveProgramInputSchema, type Program } from '@app/shared/content';

import type { ProgramRow } from '../../db/schema/index';
import type { TransactionRunner } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { InvalidateCache } from '../../lib/response-cache';
import { parseInput } from '../../lib/validation';

import {
  createProgramsRepository,
  type ProgramKind,
  type ProgramsRepository,
} from './programs.repository';

export function toProgram(row: ProgramRow, enrolled: number): Program {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    location: row.location,
    coach: row.coach,
    enrolled: Number(enrolled),
    maxParticipants: row.maxParticipants,
    price: row.price,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const LABEL: Record<ProgramKind, string> = { course: 'Course', clinic: 'Clinic' };

/** Courses and clinics (same rules), and enrolments with a hard cap under concurrency. */
export function createProgramsService(deps: {
  repo: ProgramsRepository;
  inTransaction: TransactionRunner;
  invalidate: InvalidateCache;
}) {
  const { repo, invalidate } = deps;
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
      const row = await repo.update(kind, id, input);
      if (!row) throw notFound(LABEL[kind]);
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
      await deps.inTransaction(async (tx) => {
        const txRepo = createProgramsRepository(tx);
        const program = await txRepo.lockForEnrollment(id);
        if (!program || program.kind !== kind) throw notFound(LABEL[kind]);
        if (program.status !== 'active') throw badRequest(`This ${kind} is not open for enrolment`);
        if (await txRepo.isEnrolled(id, playerId))
          throw conflict(`You are already enrolled in this ${kind}`);
        if ((await txRepo.countEnrollments(id)) >= program.maxParticipants)
          throw conflict(`This ${kind} is full`);
        try {
          await txRepo.insertEnrollment(id, playerId);
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
