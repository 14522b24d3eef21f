import type { Program } from '@app/shared/content';
import type { RefundRule } from '@app/shared/payments/schemas';

import type { ProgramRow } from '../../db/schema/index';

export function toProgram(row: ProgramRow, enrolled: number, waitlisted = 0): Program {
  return {
    _id: row.id,
    title: row.title,
    titleMs: row.titleMs,
    description: row.description,
    descriptionMs: row.descriptionMs,
    date: row.date,
    time: row.time,
    location: row.location,
    coach: row.coach,
    enrolled: Number(enrolled),
    maxParticipants: row.maxParticipants,
    price: row.price,
    status: row.status,
    state: row.state,
    cancelCutoffDays: row.cancelCutoffDays,
    doubles: row.doubles,
    minAge: row.minAge,
    maxAge: row.maxAge,
    minSkill: row.minSkill as Program['minSkill'],
    maxSkill: row.maxSkill as Program['maxSkill'],
    waitlisted: Number(waitlisted),
    refundRule: refundRuleOfProgram(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The programme's refund rule as copied onto its orders (and shown before paying). */
export function refundRuleOfProgram(
  program: Pick<ProgramRow, 'refundRule' | 'refundUntil' | 'refundPercent'>,
): RefundRule {
  return {
    rule: program.refundRule,
    until: program.refundRule === 'until' ? program.refundUntil : null,
    percent: program.refundRule === 'percentage' ? program.refundPercent : null,
  };
}
