import { malaysiaTodayIso } from '@app/shared/calendar';

import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailOutboxRepository } from '../mail/index';
import type { MessagesRepository } from '../messages/index';
import type { Notify, NotifyInput } from '../notifications/index';
import type { RelationsRepository } from '../posts/index';

import {
  assertEligible,
  assertOpen,
  mailProgram,
  PROGRAM_LABEL,
  type ProgramRow,
} from './enrolment-rules';
import {
  enrolmentConfirmation,
  enrolmentConfirmationMail,
  partnerRequestMail,
  type EnrolmentMailSite,
  type PaymentInstructions,
} from './enrolment.mail';
import type { EligibilityFacts, EnrolmentRepository } from './enrolment.repository';
import { toProgram } from './programs.presenter';
import type { ProgramKind, ProgramsRepository } from './programs.repository';

export interface EnrolmentRepos {
  programs: ProgramsRepository;
  enrolment: EnrolmentRepository;
  mailOutbox: MailOutboxRepository;
  /** The player's inbox: the enrolment confirmation is kept there too. */
  messages: Pick<MessagesRepository, 'insert'>;
  /** Players' blocks (PickleZone): a blocked pair cannot name each other as partner. */
  relations: Pick<RelationsRepository, 'blockedEitherWay'>;
}

/** What the enrolment, waitlist and partner services are built from. */
export interface EnrolmentDeps {
  data: DataAccess<EnrolmentRepos>;
  invalidate: InvalidateCache;
  now: () => Date;
  /** Days after expiry a membership still counts, and the claim window (site settings). */
  settings: () => Promise<{
    graceDays: number;
    claimWindowHours: number;
    /** How to pay the association (a site setting), quoted for paid courses and clinics. */
    paymentInstructions?: string;
    /** The same in Bahasa Malaysia ('' when not translated: the English is quoted). */
    paymentInstructionsMs?: string;
  }>;
  mail: { kick(): void };
  site: EnrolmentMailSite;
  /** The bell: offers and partner requests are notices too (sent after the commit). */
  notify?: Notify;
}

/** One change under way to a programme's places (see `change`). */
export interface Change {
  repos: EnrolmentRepos;
  program: ProgramRow;
  /** Site settings read once for the change. */
  graceDays: number;
  claimWindowHours: number;
  paymentInstructions: PaymentInstructions;
  /** Notices to send once the change is committed. */
  notices: NotifyInput[];
}

/** A place held for an online payment: its order, until the checkout expires. */
export interface PlaceHold {
  orderId: string;
  expiresAt: Date;
}

/** What a change reads from the site settings. */
export type ChangeSettings = Pick<Change, 'graceDays' | 'claimWindowHours' | 'paymentInstructions'>;

/**
 * How every change to a programme's places is made: the programme row is locked first, so
 * concurrent requests and processes see one order; what follows the commit (mail, cached
 * lists, notices) happens once it is committed.
 */
export function createEnrolmentChanges(deps: EnrolmentDeps) {
  const { data, invalidate, now } = deps;

  /** After a commit: the mail is kicked, lists refreshed and notices sent. */
  async function after(notices: NotifyInput[] = []) {
    deps.mail.kick();
    await invalidate('programs');
    for (const notice of notices) await deps.notify?.(notice);
  }

  /** The programme as it now stands (with its counts). */
  async function current(kind: ProgramKind, id: string) {
    const row = await data.repos.programs.findById(kind, id);
    return toProgram(row!.program, row!.enrolled, row!.waitlisted);
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
    const settings = await changeSettings();
    const notices: NotifyInput[] = [];
    const result = await data.withTransaction((repos) =>
      changeIn(repos, settings, notices, kind, id, mustBeOpen, work),
    );
    await after(notices);
    return result;
  }

  /** The site settings a change reads once (before its transaction). */
  async function changeSettings(): Promise<ChangeSettings> {
    const {
      graceDays,
      claimWindowHours,
      paymentInstructions = '',
      paymentInstructionsMs = '',
    } = await deps.settings();
    return {
      graceDays,
      claimWindowHours,
      paymentInstructions: { en: paymentInstructions, ms: paymentInstructionsMs },
    };
  }

  /**
   * `change` inside a transaction someone else opened (an online payment's order): the
   * programme is locked in it and `work` runs; the caller sends `notices` after its commit.
   */
  async function changeIn<T>(
    repos: EnrolmentRepos,
    settings: ChangeSettings,
    notices: NotifyInput[],
    kind: ProgramKind,
    id: string,
    mustBeOpen: boolean,
    work: (c: Change) => Promise<T>,
  ): Promise<T> {
    const program = await repos.programs.lockForEnrollment(id);
    if (mustBeOpen) assertOpen(program, kind, malaysiaTodayIso(now()));
    else if (!program || program.kind !== kind) throw notFound(PROGRAM_LABEL[kind]);
    return work({ repos, program: program!, ...settings, notices });
  }

  /** The signed-in player's facts, checked against the programme's rules. */
  async function eligibleMe(c: Change, playerId: string) {
    const me = await c.repos.enrolment.playerFacts(playerId);
    if (!me) throw notFound('Player');
    assertEligible(me, c.program, c.graceDays, 'you', malaysiaTodayIso(now()));
    return me;
  }

  /**
   * Creates the player's place (with a partner to confirm, for doubles: asked by mail). With
   * `hold` (paid online) the place is held for the order until it expires, and the
   * confirmation and the partner's request wait for the payment (`confirmPaid`).
   */
  async function takePlace(
    c: Change,
    me: EligibilityFacts,
    partner: EligibilityFacts | null,
    hold?: PlaceHold,
  ) {
    const { repos, program, claimWindowHours } = c;
    try {
      await repos.enrolment.insertEnrolment({
        programId: program.id,
        playerId: me.id,
        ...(hold
          ? {
              status: 'awaiting_payment' as const,
              partnerPlayerId: partner?.id ?? null,
              holdExpiresAt: hold.expiresAt,
              orderId: hold.orderId,
            }
          : partner
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
    if (hold) return;
    // The confirmation (with how and when to pay, for a paid one) to the inbox and by mail, in
    // the same transaction as the place: a retry or a second click that finds the place taken
    // writes neither again.
    await confirmPlace(c, me, partner);
  }

  /**
   * The place stands: the confirmation to the inbox and by mail (for one paid online, the
   * receipt instead of how to pay), and the partner's request for a pair.
   */
  async function confirmPlace(
    c: Change,
    me: EligibilityFacts,
    partner: EligibilityFacts | null,
    receiptNumber?: string,
  ) {
    const { repos, program, claimWindowHours } = c;
    const confirmation = enrolmentConfirmation(
      deps.site,
      me,
      mailProgram(program),
      c.paymentInstructions,
      receiptNumber,
    );
    await repos.messages.insert({
      playerId: me.id,
      subject: confirmation.subject,
      body: confirmation.text.join('\n'),
    });
    await repos.mailOutbox.insert(
      enrolmentConfirmationMail(
        deps.site,
        me,
        mailProgram(program),
        c.paymentInstructions,
        receiptNumber,
      ),
    );
    if (partner) {
      await repos.mailOutbox.insert(
        partnerRequestMail(deps.site, partner, me, mailProgram(program), claimWindowHours),
      );
      c.notices.push({
        playerId: partner.id,
        type: 'partner_request',
        subjectKey: program.id,
        data: { actor: me.fullName, title: program.title, titleMs: program.titleMs },
      });
    }
  }

  return {
    after,
    current,
    change,
    changeIn,
    changeSettings,
    confirmPlace,
    eligibleMe,
    takePlace,
  };
}

export type EnrolmentChanges = ReturnType<typeof createEnrolmentChanges>;
