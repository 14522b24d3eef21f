import { ageFromDateOfBirth } from '@app/shared/birth-date';
import { malaysiaTodayIso } from '@app/shared/calendar';
import type { EnrolInput, MyProgram, PlayerStatistics } from '@app/shared/enrolment';
import { addDays } from '@app/shared/membership/dates';
import { membershipStatusOn } from '@app/shared/membership/status';
import { SKILL_LEVELS, skillLevelFromDupr } from '@app/shared/players/skill-level';

import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailOutboxRepository } from '../mail/index';
import type { Notify, NotifyInput } from '../notifications/index';

import {
  offerMail,
  partnerRequestMail,
  type EnrolmentMailSite,
  type MailProgram,
} from './enrolment.mail';
import type { EligibilityFacts, EnrolmentRepository } from './enrolment.repository';
import { toProgram } from './programs.presenter';
import type { ProgramKind, ProgramsRepository } from './programs.repository';

export interface EnrolmentRepos {
  programs: ProgramsRepository;
  enrolment: EnrolmentRepository;
  mailOutbox: MailOutboxRepository;
}

const LABEL: Record<ProgramKind, string> = { course: 'Course', clinic: 'Clinic' };

type ProgramRow = NonNullable<Awaited<ReturnType<ProgramsRepository['lockForEnrollment']>>>;

/** The last day a place in `program` may be cancelled. */
export function cancelUntil(program: Pick<ProgramRow, 'date' | 'cancelCutoffDays'>): string {
  return addDays(program.date, -program.cancelCutoffDays);
}

/**
 * Enrolment rules: who may enrol (an active member — grace counts — within the event's age band
 * and skill range), a hard cap, a FIFO waitlist whose freed places are offered one at a time
 * for a claim window, doubles pairs confirmed by the partner within the same window, and
 * cancellation up to a cut-off. Every change locks the programme row first, so concurrent
 * requests and processes see one order and each freed place goes to exactly one person.
 */
export function createEnrolmentService(deps: {
  data: DataAccess<EnrolmentRepos>;
  invalidate: InvalidateCache;
  now: () => Date;
  /** Days after expiry a membership still counts, and the claim window (site settings). */
  settings: () => Promise<{ graceDays: number; claimWindowHours: number }>;
  mail: { kick(): void };
  site: EnrolmentMailSite;
  /** The bell: offers and partner requests are notices too (sent after the commit). */
  notify?: Notify;
}) {
  const { data, invalidate, now } = deps;

  /** The reason `facts` may not take part in `program`, as a 403, or nothing. */
  function assertEligible(
    facts: EligibilityFacts,
    program: ProgramRow,
    graceDays: number,
    who: 'you' | 'partner',
  ) {
    const today = malaysiaTodayIso(now());
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

  function assertOpen(
    program: ProgramRow | null,
    kind: ProgramKind,
  ): asserts program is ProgramRow {
    if (!program || program.kind !== kind) throw notFound(LABEL[kind]);
    if (program.status !== 'active' || program.date < malaysiaTodayIso(now()))
      throw badRequest(`This ${kind} is not open for enrolment`);
  }

  function offerNotice(playerId: string, program: ProgramRow): NotifyInput {
    return {
      playerId,
      type: 'waitlist_offer',
      subjectKey: program.id,
      data: { title: program.title, titleMs: program.titleMs, programKind: program.kind },
    };
  }

  function mailProgram(program: ProgramRow): MailProgram {
    return {
      kind: program.kind,
      title: program.title,
      titleMs: program.titleMs,
      date: program.date,
    };
  }

  /**
   * Offers freed places to those first in line (call with the programme locked). Returns the
   * mail to queue. Past or closed programmes offer nothing.
   */
  async function offerFreedPlaces(
    repos: Pick<EnrolmentRepos, 'enrolment' | 'mailOutbox'>,
    program: ProgramRow,
    claimWindowHours: number,
    notices: NotifyInput[],
  ) {
    if (program.status !== 'active' || program.date < malaysiaTodayIso(now())) return;
    let free = program.maxParticipants - (await repos.enrolment.takenPlaces(program.id));
    while (free > 0) {
      const next = await repos.enrolment.nextWaiting(program.id);
      if (!next) return;
      const at = now();
      const expiresAt = new Date(at.getTime() + claimWindowHours * 3_600_000);
      await repos.enrolment.setEntryStatus(next.id, 'offered', { at, expiresAt });
      const facts = await repos.enrolment.playerFacts(next.playerId);
      if (facts)
        await repos.mailOutbox.insert(offerMail(deps.site, facts, mailProgram(program), expiresAt));
      notices.push(offerNotice(next.playerId, program));
      free -= 1;
    }
  }

  /** Ends lapsed offers and unconfirmed pairs of one programme, then offers what they freed. */
  async function settleLapses(programId: string, claimWindowHours: number, notices: NotifyInput[]) {
    await data.withTransaction(async (repos) => {
      const program = await repos.programs.lockForEnrollment(programId);
      if (!program) return;
      const at = now();
      for (const entry of await repos.enrolment.expiredOffers(programId, at))
        await repos.enrolment.setEntryStatus(entry.id, 'expired');
      for (const pair of await repos.enrolment.lapsedPairs(programId, at))
        await repos.enrolment.deleteEnrolment(pair.id);
      await offerFreedPlaces(repos, program, claimWindowHours, notices);
    });
  }

  async function after(notices: NotifyInput[] = []) {
    deps.mail.kick();
    await invalidate('programs');
    for (const notice of notices) await deps.notify?.(notice);
  }

  async function resolvePartner(
    repos: Pick<EnrolmentRepos, 'enrolment'>,
    program: ProgramRow,
    playerId: string,
    input: EnrolInput,
    graceDays: number,
  ) {
    if (!program.doubles) {
      if (input.partnerMemberId) throw badRequest(`This ${program.kind} is not a doubles event`);
      return null;
    }
    if (!input.partnerMemberId)
      throw badRequest("This is a doubles event: enter your partner's member ID");
    const partner = await repos.enrolment.playerFactsByMemberId(input.partnerMemberId);
    if (!partner) throw notFound('Player with that member ID');
    if (partner.id === playerId) throw badRequest('Your partner must be another player');
    assertEligible(partner, program, graceDays, 'partner');
    if (
      (await repos.enrolment.enrolmentOf(program.id, partner.id)) ||
      (await repos.enrolment.openEntryOf(program.id, partner.id))
    )
      throw conflict(`Your partner is already entered in this ${program.kind}`);
    return partner;
  }

  /** Creates the player's place (with a partner to confirm, for doubles). */
  async function takePlace(
    repos: EnrolmentRepos,
    program: ProgramRow,
    me: EligibilityFacts,
    partner: EligibilityFacts | null,
    claimWindowHours: number,
    notices: NotifyInput[],
  ) {
    try {
      await repos.enrolment.insertEnrolment({
        programId: program.id,
        playerId: me.id,
        ...(partner
          ? {
              partnerPlayerId: partner.id,
              status: 'awaiting_partner' as const,
              partnerDeadline: new Date(now().getTime() + claimWindowHours * 3_600_000),
            }
          : {}),
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict(`You are already enrolled in this ${program.kind}`);
      throw err;
    }
    if (partner) {
      await repos.mailOutbox.insert(
        partnerRequestMail(deps.site, partner, me, mailProgram(program), claimWindowHours),
      );
      notices.push({
        playerId: partner.id,
        type: 'partner_request',
        subjectKey: program.id,
        data: { actor: me.fullName, title: program.title, titleMs: program.titleMs },
      });
    }
  }

  async function current(kind: ProgramKind, id: string) {
    const row = await data.repos.programs.findById(kind, id);
    return toProgram(row!.program, row!.enrolled, row!.waitlisted);
  }

  interface Change {
    repos: EnrolmentRepos;
    program: ProgramRow;
    /** Site settings read once for the change. */
    graceDays: number;
    claimWindowHours: number;
    /** Notices to send once the change is committed. */
    notices: NotifyInput[];
  }

  /**
   * One change to a programme's places: in a transaction, the programme locked (404 for another
   * kind; with `mustBeOpen`, 400 unless active and not past), then `work`; after the commit the
   * mail is kicked, lists refreshed and notices sent.
   */
  async function change<T>(
    kind: ProgramKind,
    id: string,
    mustBeOpen: boolean,
    work: (c: Change) => Promise<T>,
  ): Promise<T> {
    const { graceDays, claimWindowHours } = await deps.settings();
    const notices: NotifyInput[] = [];
    const result = await data.withTransaction(async (repos) => {
      const program = await repos.programs.lockForEnrollment(id);
      if (mustBeOpen) assertOpen(program, kind);
      else if (!program || program.kind !== kind) throw notFound(LABEL[kind]);
      return work({ repos, program: program!, graceDays, claimWindowHours, notices });
    });
    await after(notices);
    return result;
  }

  /** The signed-in player's facts, checked against the programme's rules. */
  async function eligibleMe(c: Change, playerId: string) {
    const me = await c.repos.enrolment.playerFacts(playerId);
    if (!me) throw notFound('Player');
    assertEligible(me, c.program, c.graceDays, 'you');
    return me;
  }

  /** The enrolment in which this player is the named partner, still to be confirmed. */
  async function partnerRequestOf(c: Change, playerId: string) {
    const place = await c.repos.enrolment.enrolmentOf(c.program.id, playerId);
    if (!place || place.partnerPlayerId !== playerId || place.status !== 'awaiting_partner')
      throw notFound('Partner request');
    return place;
  }

  return {
    async enroll(kind: ProgramKind, id: string, playerId: string, input: EnrolInput = {}) {
      await change(kind, id, true, async (c) => {
        const me = await eligibleMe(c, playerId);
        if (await c.repos.enrolment.enrolmentOf(id, playerId))
          throw conflict(`You are already enrolled in this ${kind}`);
        if (await c.repos.enrolment.openEntryOf(id, playerId))
          throw conflict(`You are on the waitlist for this ${kind}`);
        const partner = await resolvePartner(c.repos, c.program, playerId, input, c.graceDays);
        if ((await c.repos.enrolment.takenPlaces(id)) >= c.program.maxParticipants)
          throw conflict(`This ${kind} is full`);
        await takePlace(c.repos, c.program, me, partner, c.claimWindowHours, c.notices);
      });
      return current(kind, id);
    },

    async cancel(kind: ProgramKind, id: string, playerId: string) {
      await change(kind, id, false, async (c) => {
        const place = await c.repos.enrolment.enrolmentOf(id, playerId);
        if (!place) throw notFound('Enrolment');
        const lastDay = cancelUntil(c.program);
        if (malaysiaTodayIso(now()) > lastDay)
          throw conflict(`Cancellations for this ${kind} closed on ${lastDay}`);
        await c.repos.enrolment.deleteEnrolment(place.id);
        await offerFreedPlaces(c.repos, c.program, c.claimWindowHours, c.notices);
      });
      return current(kind, id);
    },

    async joinWaitlist(kind: ProgramKind, id: string, playerId: string) {
      const position = await change(kind, id, true, async (c) => {
        await eligibleMe(c, playerId);
        if (await c.repos.enrolment.enrolmentOf(id, playerId))
          throw conflict(`You are already enrolled in this ${kind}`);
        if (await c.repos.enrolment.openEntryOf(id, playerId))
          throw conflict(`You are already on the waitlist for this ${kind}`);
        if ((await c.repos.enrolment.takenPlaces(id)) < c.program.maxParticipants)
          throw conflict(`This ${kind} has places left: enrol instead`);
        try {
          const entry = await c.repos.enrolment.insertEntry(id, playerId);
          return c.repos.enrolment.positionOf(id, entry.id);
        } catch (err) {
          if (isUniqueViolation(err))
            throw conflict(`You are already on the waitlist for this ${kind}`);
          throw err;
        }
      });
      return { position };
    },

    /** Leaves the queue, or declines an offer (which passes to the next in line). */
    async leaveWaitlist(kind: ProgramKind, id: string, playerId: string) {
      await change(kind, id, false, async (c) => {
        const entry = await c.repos.enrolment.openEntryOf(id, playerId);
        if (!entry) throw notFound('Waitlist entry');
        await c.repos.enrolment.setEntryStatus(entry.id, 'left');
        if (entry.status === 'offered')
          await offerFreedPlaces(c.repos, c.program, c.claimWindowHours, c.notices);
      });
      return current(kind, id);
    },

    /** Takes the offered place while the offer stands. */
    async claimOffer(kind: ProgramKind, id: string, playerId: string, input: EnrolInput = {}) {
      await change(kind, id, true, async (c) => {
        const entry = await c.repos.enrolment.openEntryOf(id, playerId);
        if (!entry || entry.status !== 'offered')
          throw conflict(`You have no place on offer for this ${kind}`);
        if (!entry.offerExpiresAt || entry.offerExpiresAt <= now())
          throw conflict('This offer has expired');
        const me = await eligibleMe(c, playerId);
        const partner = await resolvePartner(c.repos, c.program, playerId, input, c.graceDays);
        // The held place becomes the enrolment: the count of taken places does not change.
        await c.repos.enrolment.setEntryStatus(entry.id, 'claimed');
        await takePlace(c.repos, c.program, me, partner, c.claimWindowHours, c.notices);
      });
      return current(kind, id);
    },

    async confirmPartner(kind: ProgramKind, id: string, playerId: string) {
      await change(kind, id, false, async (c) => {
        const place = await partnerRequestOf(c, playerId);
        if (!place.partnerDeadline || place.partnerDeadline <= now())
          throw conflict('This partner request has expired');
        await eligibleMe(c, playerId);
        await c.repos.enrolment.confirmPartner(place.id);
      });
      return current(kind, id);
    },

    /** The partner declines: the pair's place is freed for the next in line. */
    async declinePartner(kind: ProgramKind, id: string, playerId: string) {
      await change(kind, id, false, async (c) => {
        const place = await partnerRequestOf(c, playerId);
        await c.repos.enrolment.deleteEnrolment(place.id);
        await offerFreedPlaces(c.repos, c.program, c.claimWindowHours, c.notices);
      });
      return current(kind, id);
    },

    /** The job: every programme with a lapsed offer or pair, settled one at a time. */
    async settleDue(): Promise<number> {
      const { claimWindowHours } = await deps.settings();
      const ids = await data.repos.enrolment.programsWithLapses(now(), 100);
      const notices: NotifyInput[] = [];
      for (const id of ids) await settleLapses(id, claimWindowHours, notices);
      if (ids.length > 0) await after(notices);
      return ids.length;
    },

    async statistics(playerId: string): Promise<PlayerStatistics> {
      const today = malaysiaTodayIso(now());
      const [rows, ratings] = await Promise.all([
        data.repos.enrolment.attendance(playerId, today),
        data.repos.enrolment.ratings(playerId),
      ]);
      const years = new Map<number, { year: number; courses: number; clinics: number }>();
      const totals = { courses: 0, clinics: 0, upcoming: 0 };
      for (const row of rows) {
        const n = Number(row.n);
        if (row.upcoming) {
          totals.upcoming += n;
          continue;
        }
        const year = Number(row.year);
        const entry = years.get(year) ?? { year, courses: 0, clinics: 0 };
        if (row.kind === 'course') entry.courses += n;
        else entry.clinics += n;
        years.set(year, entry);
        totals[row.kind === 'course' ? 'courses' : 'clinics'] += n;
      }
      const skill: PlayerStatistics['skill'] = [];
      for (const r of ratings) {
        const level = skillLevelFromDupr(Number(r.rating));
        if (skill.at(-1)?.level === level) continue;
        skill.push({
          level,
          rating: Number(r.rating),
          since: new Date(r.recorded_at).toISOString(),
        });
      }
      return { years: [...years.values()].sort((a, b) => b.year - a.year), totals, skill };
    },

    async mine(playerId: string): Promise<MyProgram[]> {
      const { places, queued } = await data.repos.enrolment.mine(playerId);
      const today = malaysiaTodayIso(now());
      // Each row carries its programme's counts (one query per list, not one per programme).
      const program = (r: (typeof places)[number] | (typeof queued)[number]) => ({
        ...toProgram(r.program, r.enrolled, r.waitlisted),
        kind: r.program.kind,
      });
      const fromPlaces: MyProgram[] = places.map((r) => {
        const isPartner = r.enrolment.partnerPlayerId === playerId;
        const lastDay = cancelUntil(r.program);
        return {
          program: program(r),
          status:
            r.enrolment.status === 'confirmed'
              ? 'enrolled'
              : isPartner
                ? 'partner_request'
                : 'awaiting_partner',
          position: null,
          offerExpiresAt: null,
          partnerName: r.partnerName,
          partnerMemberId: r.partnerMemberId,
          partnerDeadline: r.enrolment.partnerDeadline?.toISOString() ?? null,
          cancelUntil: today <= lastDay ? lastDay : null,
          since: r.enrolment.createdAt.toISOString(),
        };
      });
      const fromQueue: MyProgram[] = queued.map((r) => ({
        program: program(r),
        status: r.entry.status === 'offered' ? 'offered' : 'waitlisted',
        position: r.entry.status === 'waiting' ? r.position : null,
        offerExpiresAt: r.entry.offerExpiresAt?.toISOString() ?? null,
        partnerName: null,
        partnerMemberId: null,
        partnerDeadline: null,
        cancelUntil: null,
        since: r.entry.createdAt.toISOString(),
      }));
      return [...fromPlaces, ...fromQueue].sort((a, b) =>
        a.program.date === b.program.date
          ? a.program.title.localeCompare(b.program.title)
          : a.program.date < b.program.date
            ? -1
            : 1,
      );
    },
  };
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
