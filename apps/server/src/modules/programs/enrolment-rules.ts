import { ageFromDateOfBirth } from '@app/shared/birth-date';
import { addDays } from '@app/shared/membership/dates';
import { membershipStatusOn } from '@app/shared/membership/status';
import { SKILL_LEVELS, skillLevelFromDupr } from '@app/shared/players/skill-level';

import { badRequest, forbidden, notFound } from '../../lib/errors';

import type { MailProgram } from './enrolment.mail';
import type { EligibilityFacts } from './enrolment.repository';
import type { ProgramKind, ProgramsRepository } from './programs.repository';

// Who may take part in a course or clinic, and until when: rules on rows, no database.

export const PROGRAM_LABEL: Record<ProgramKind, string> = { course: 'Course', clinic: 'Clinic' };

/** A programme row as locked for a change to its places. */
export type ProgramRow = NonNullable<Awaited<ReturnType<ProgramsRepository['lockForEnrollment']>>>;

/** The last day a place in `program` may be cancelled. */
export function cancelUntil(program: Pick<ProgramRow, 'date' | 'cancelCutoffDays'>): string {
  return addDays(program.date, -program.cancelCutoffDays);
}

/**
 * Throws the reason (a 403) `facts` may not take part in `program` on `today` (Malaysia time):
 * an active membership (grace counts), the event's age band on its day and its skill range.
 */
export function assertEligible(
  facts: EligibilityFacts,
  program: ProgramRow,
  graceDays: number,
  who: 'you' | 'partner',
  today: string,
) {
  const status = membershipStatusOn(
    today,
    {
      expiresOn: facts.membershipExpiresOn,
      suspendedAt: facts.membershipSuspendedAt,
      cancelledAt: facts.membershipCancelledAt,
    },
    graceDays,
  );
  const subject = who === 'you' ? 'You' : 'Your partner';
  if (status !== 'active' && status !== 'grace')
    throw forbidden(
      who === 'you'
        ? 'Only members with an active membership can enrol. Renew your membership in your player portal first.'
        : 'Your partner needs an active membership to enrol',
    );
  if (program.minAge !== null || program.maxAge !== null) {
    const age = facts.dateOfBirth
      ? ageFromDateOfBirth(facts.dateOfBirth, new Date(`${program.date}T12:00:00+08:00`))
      : null;
    if (
      age === null ||
      (program.minAge !== null && age < program.minAge) ||
      (program.maxAge !== null && age > program.maxAge)
    )
      throw forbidden(
        `${subject} must be aged ${program.minAge ?? 0}–${program.maxAge ?? 100} on the day`,
      );
  }
  if (program.minSkill !== null || program.maxSkill !== null) {
    const rank = SKILL_LEVELS.indexOf(skillLevelFromDupr(facts.duprRating));
    const min = program.minSkill ? SKILL_LEVELS.indexOf(program.minSkill as never) : 0;
    const max = program.maxSkill
      ? SKILL_LEVELS.indexOf(program.maxSkill as never)
      : SKILL_LEVELS.length - 1;
    if (rank < min || rank > max)
      throw forbidden(
        `${subject === 'You' ? 'Your' : "Your partner's"} skill level is outside this event's range (${SKILL_LEVELS[min]}–${SKILL_LEVELS[max]})`,
      );
  }
}

/** 404 unless `program` is of `kind`; 400 unless it is active and not past on `today`. */
export function assertOpen(
  program: ProgramRow | null,
  kind: ProgramKind,
  today: string,
): asserts program is ProgramRow {
  if (!program || program.kind !== kind) throw notFound(PROGRAM_LABEL[kind]);
  if (program.status !== 'active' || program.date < today)
    throw badRequest(`This ${kind} is not open for enrolment`);
}

/** What the enrolment mails say about the programme. */
export function mailProgram(program: ProgramRow): MailProgram {
  return {
    kind: program.kind,
    title: program.title,
    titleMs: program.titleMs,
    date: program.date,
    price: program.price,
    time: program.time,
    location: program.location,
  };
}
