import { feeAboveMethods, type OnlineMethod } from '@app/shared/payments/limits';
import {
  programRuleProblem,
  saveProgramInputSchema,
  type SaveProgramInput,
} from '@app/shared/program-input';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, notFound } from '../../lib/errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';

import { toProgram } from './programs.presenter';
import type { ProgramKind, ProgramsRepository } from './programs.repository';

export interface ProgramsRepos {
  programs: ProgramsRepository;
}

const LABEL: Record<ProgramKind, string> = { course: 'Course', clinic: 'Clinic' };

/** Courses and clinics (same rules); enrolling in them is the enrolment service's. */
export function createProgramsService(deps: {
  data: DataAccess<ProgramsRepos>;
  invalidate: InvalidateCache;
  /** The methods online payment offers: a price none of them takes is refused (ADR 028). */
  onlineMethods?: () => readonly OnlineMethod[];
}) {
  const { data, invalidate } = deps;
  const repo = data.repos.programs;
  const checkPrice = (price: number | undefined) => {
    const problem =
      price === undefined
        ? null
        : feeAboveMethods(Math.round(price * 100), deps.onlineMethods?.() ?? []);
    if (problem) throw badRequest(problem, [{ path: 'price', message: problem }]);
  };
  return {
    async list(kind: ProgramKind, status?: string) {
      return (await repo.list(kind, status)).map((r) =>
        toProgram(r.program, r.enrolled, r.waitlisted),
      );
    },
    async create(kind: ProgramKind, body: unknown) {
      const input = parseInput(saveProgramInputSchema, body);
      const problem = programRuleProblem(input);
      if (problem) throw badRequest(problem);
      checkPrice(input.price);
      const row = await repo.insert(kind, withRefundRule(input));
      await invalidate('programs');
      return toProgram(row, 0);
    },
    async update(kind: ProgramKind, id: string, body: unknown) {
      const input = parseInput(saveProgramInputSchema.partial(), body);
      const before = await repo.findById(kind, id);
      if (!before) throw notFound(LABEL[kind]);
      const problem = programRuleProblem({ ...before.program, ...input });
      if (problem) throw badRequest(problem);
      checkPrice(input.price);
      const row = await repo.update(kind, id, withRefundRule(input));
      if (!row) throw notFound(LABEL[kind]);
      noteAudit({ targetType: `${kind}s`, targetId: id, before: before?.program, after: row });
      await invalidate('programs');
      const current = await repo.findById(kind, id);
      return toProgram(row, current?.enrolled ?? 0, current?.waitlisted ?? 0);
    },
    async remove(kind: ProgramKind, id: string) {
      if (!(await repo.remove(kind, id))) throw notFound(LABEL[kind]);
      await invalidate('programs');
      return { success: true as const, message: `${LABEL[kind]} deleted` };
    },

    async enrollmentsOf(playerId: string) {
      return (await repo.enrollmentsOf(playerId)).map((r) => ({
        ...toProgram(r.program, r.enrolled, r.waitlisted),
        kind: r.program.kind,
        enrolledAt: r.enrolledAt.toISOString(),
      }));
    },
  };
}

export type ProgramsService = ReturnType<typeof createProgramsService>;

/** A rule keeps only its own detail (a date for 'until', a share for 'percentage'). */
function withRefundRule<T extends Partial<SaveProgramInput>>(input: T): T {
  if (input.refundRule === undefined) return input;
  return {
    ...input,
    refundUntil: input.refundRule === 'until' ? input.refundUntil : null,
    refundPercent: input.refundRule === 'percentage' ? input.refundPercent : null,
  };
}
