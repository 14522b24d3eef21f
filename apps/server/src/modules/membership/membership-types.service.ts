import type { MembershipTypeInput } from '@app/shared/membership';
import { feeAboveMethods, type OnlineMethod } from '@app/shared/payments/limits';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type {
  MembershipTypesRepository,
  MembershipTypeValues,
} from './membership-types.repository';
import { toMembershipType } from './membership.presenter';

function values(input: MembershipTypeInput): MembershipTypeValues {
  return {
    name: input.name,
    // Left out (an older client): the stored Malay name stays.
    ...(input.nameMs !== undefined ? { nameMs: input.nameMs } : {}),
    feeSen: input.feeSen,
    durationKind: input.durationKind,
    durationMonths: input.durationKind === 'months' ? (input.durationMonths ?? null) : null,
    ageBand: input.ageBand,
    active: input.active,
    ...(input.refundRule
      ? {
          refundRule: input.refundRule.rule,
          refundUntil: input.refundRule.until,
          refundPercent: input.refundRule.percent,
        }
      : {}),
  };
}

const duplicateName = (name: string) => conflict(`A membership type named ${name} already exists`);

/** Membership types (fees, durations, age bands) that super admins and officers configure. */
export function createMembershipTypesService({
  data,
  onlineMethods = () => [],
}: {
  data: DataAccess<{ membershipTypes: MembershipTypesRepository }>;
  /** The methods online payment offers: a fee none of them takes is refused (ADR 028). */
  onlineMethods?: () => readonly OnlineMethod[];
}) {
  const repo = data.repos.membershipTypes;
  const checkFee = (input: MembershipTypeInput) => {
    const problem = feeAboveMethods(input.feeSen, onlineMethods());
    if (problem) throw badRequest(problem, [{ path: 'feeSen', message: problem }]);
  };
  return {
    async list() {
      return (await repo.list()).map(toMembershipType);
    },
    async create(input: MembershipTypeInput) {
      checkFee(input);
      try {
        const row = await repo.insert(values(input));
        noteAudit({
          targetType: 'membership_types',
          targetId: row.id,
          after: toMembershipType(row),
        });
        return toMembershipType(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateName(input.name);
        throw err;
      }
    },
    async update(id: string, input: MembershipTypeInput) {
      const before = await repo.find(id);
      if (!before) throw notFound('Membership type');
      checkFee(input);
      try {
        const row = (await repo.update(id, values(input)))!;
        noteAudit({
          targetType: 'membership_types',
          targetId: id,
          before: toMembershipType(before),
          after: toMembershipType(row),
        });
        return toMembershipType(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateName(input.name);
        throw err;
      }
    },
  };
}

export type MembershipTypesService = ReturnType<typeof createMembershipTypesService>;
