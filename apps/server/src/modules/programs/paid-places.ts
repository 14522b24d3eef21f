import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { malaysiaTodayIso } from '@app/shared/calendar';
import type { EnrolResult, WithdrawResult } from '@app/shared/enrolment';
import { SYSTEM_REFUND_REASONS } from '@app/shared/payments/refund-reasons';
import { describeRefundRule, refundableSen } from '@app/shared/payments/refund-rule';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema } from '@app/shared/staff';

import { AppError } from '../../lib/errors';
import { mailWords } from '../../lib/mail-language';
import type { NotifyInput } from '../notifications/index';
import {
  checkoutNeverOpened,
  refundRuleOf,
  type OrderRow,
  type PaymentsApi,
  type PaymentsRepos,
} from '../payments/index';
import type { SettingsRepository } from '../settings/index';

import type {
  Change,
  EnrolmentChanges,
  EnrolmentDeps,
  EnrolmentRepos,
  PlaceHold,
} from './enrolment-change';
import { refundRuleOfProgram } from './programs.presenter';
import type { ProgramKind } from './programs.repository';
import type { WaitlistOffers } from './waitlist-offers';

/** Every repository bound to the order's transaction (the unit of work binds them all). */
export type PaidPlaceRepos = EnrolmentRepos &
  PaymentsRepos & { settings: Pick<SettingsRepository, 'all'> };

/**
 * Refunds a withdrawal through the gateway (wired by the composition once refunds exist): runs
 * in the withdrawal's transaction with the programme locked, `order` locked and paid.
 */
export type ProgramRefundPort = (
  repos: PaidPlaceRepos,
  order: OrderRow,
  amountSen: number,
  reason: string,
) => Promise<void>;

/** What the order notes when money arrived for a place that could not be given. */
export const REFUND_NEEDED_NOTE =
  'The place was released before the payment arrived and could not be given again: refund the payment.';

/** What the order notes when a paid doubles place ended without its partner and was not refunded. */
export const PAIR_REFUND_NEEDED_NOTE =
  'The doubles place was paid online and given up because the partner did not join: refund the payment.';

const KIND_MS = { course: 'Kursus', clinic: 'Klinik' } as const;
const KIND_EN = { course: 'Course', clinic: 'Clinic' } as const;

/**
 * Courses and clinics with a fee, paid online (issue 32). Enrolling opens the gateway's
 * checkout and holds the place in the order's transaction, with the programme locked, so the
 * cap is checked and the place held as one (a held place counts as taken). The payment
 * confirms the place; an order that ends unpaid releases it once and offers it to the waitlist.
 */
export interface PaidPlacesDeps extends EnrolmentDeps {
  changes: EnrolmentChanges;
  offers: WaitlistOffers;
  /** Online payment; absent or without gateway keys: bank transfer as before. */
  payments?: PaymentsApi;
  /** Refunds through the gateway for withdrawals; absent: nothing is refunded here (0). */
  refunds?: ProgramRefundPort;
  log?: FastifyBaseLogger;
}

export function createPaidPlaces(deps: PaidPlacesDeps) {
  const { data, now, changes, offers, payments } = deps;
  /** Notices (waitlist offers) of an order's release, sent once its transaction committed. */
  const pending = new Map<string, NotifyInput[]>();

  function noticesOf(orderId: string) {
    const list = pending.get(orderId) ?? [];
    pending.set(orderId, list);
    return list;
  }

  /**
   * The order's programme, locked, in a change of the order's transaction. The claim window is
   * read through the transaction too (a second connection could wait for this one).
   */
  async function orderChange(repos: PaidPlaceRepos, order: OrderRow): Promise<Change | null> {
    const program = await repos.programs.lockForEnrollment(order.subjectId);
    if (!program) return null;
    const stored = Object.fromEntries((await repos.settings.all()).map((r) => [r.key, r.value]));
    const saved = siteSettingsSchema.partial().safeParse(stored);
    const claimWindowHours =
      (saved.success ? saved.data.waitlistClaimHours : undefined) ??
      DEFAULT_SITE_SETTINGS.waitlistClaimHours;
    return {
      repos,
      program,
      // Not used here: the place is paid (no instructions) and eligibility was checked.
      graceDays: 0,
      paymentInstructions: { en: '', ms: '' },
      claimWindowHours,
      notices: noticesOf(order.id),
    };
  }

  /** Money arrived for a place that cannot be given: kept on the order for the treasurer. */
  async function refundNeeded(repos: PaidPlaceRepos, order: OrderRow, why: string) {
    await repos.orders.update(order.id, {
      details: { ...order.details, refundNeeded: REFUND_NEEDED_NOTE, refundNeededWhy: why },
    });
    deps.log?.warn(
      { orderId: order.id, programId: order.subjectId, playerId: order.playerId, why },
      'course or clinic paid after its place was released: a refund is needed',
    );
  }

  /**
   * Before the receipt number is taken (reads and locks): the programme locked, the held place,
   * and for a late payment whether a place is still free.
   */
  async function prepare(repos: PaidPlaceRepos, order: OrderRow) {
    const c = await orderChange(repos, order);
    if (!c || !order.playerId) return null;
    const me = await repos.enrolment.playerFacts(order.playerId);
    const place = await repos.enrolment.placeOfOrder(order.id);
    const partner = place?.partnerPlayerId
      ? await repos.enrolment.playerFacts(place.partnerPlayerId)
      : null;
    const { program } = c;
    const open = program.status === 'active' && program.date >= malaysiaTodayIso(now());
    const taken = await repos.enrolment.takenPlaces(program.id);
    const already = await repos.enrolment.enrolmentOf(program.id, order.playerId);
    const entry = await repos.enrolment.openEntryOf(program.id, order.playerId);
    const lateProblem = already
      ? 'the player already has a place'
      : !open
        ? 'the programme is not open any more'
        : program.doubles
          ? 'a doubles place needs its partner again'
          : taken >= program.maxParticipants
            ? 'no place is left'
            : null;
    return { c, me, place, partner, lateProblem, entry };
  }
  type Prepared = Awaited<ReturnType<typeof prepare>>;

  /** The payment arrived: the held place stands; a late one takes a place if there is room. */
  async function fulfil(
    repos: PaidPlaceRepos,
    order: OrderRow,
    receipt: { receiptNumber: string },
    prepared: Prepared,
  ) {
    if (!prepared) return refundNeeded(repos, order, 'the programme was deleted');
    const { c, me, place, partner, lateProblem, entry } = prepared;
    if (place?.status === 'awaiting_payment') {
      await repos.enrolment.confirmHeld(place.id, {
        status: partner ? 'awaiting_partner' : 'confirmed',
        partnerDeadline: partner
          ? new Date(now().getTime() + c.claimWindowHours * 3_600_000)
          : null,
        paidAt: now(),
        paymentReference: receipt.receiptNumber,
      });
      if (me) await changes.confirmPlace(c, me, partner, receipt.receiptNumber);
      return;
    }
    if (place) return;
    // Late (an FPX answer after the hold was released): a place again if there is room.
    if (!me || lateProblem) return refundNeeded(repos, order, lateProblem ?? 'no player');
    await repos.enrolment.insertEnrolment({
      programId: c.program.id,
      playerId: me.id,
      status: 'confirmed',
      paidAt: now(),
      paymentReference: receipt.receiptNumber,
      orderId: order.id,
    });
    if (entry) await repos.enrolment.setEntryStatus(entry.id, 'claimed');
    await changes.confirmPlace(c, me, null, receipt.receiptNumber);
  }

  /** The order ended unpaid: the held place goes, once, and the waitlist moves on. */
  async function release(repos: PaidPlaceRepos, order: OrderRow) {
    const c = await orderChange(repos, order);
    const place = await repos.enrolment.placeOfOrder(order.id);
    if (!place || place.status !== 'awaiting_payment' || place.paidAt) return;
    await repos.enrolment.deleteEnrolment(place.id);
    // A claimed offer whose checkout could not even open (the gateway was down or refused): the
    // player keeps the offer until it would have lapsed, rather than losing it to the next in line.
    if (checkoutNeverOpened(order)) {
      const entry = await repos.enrolment.claimedEntryOf(place.programId, place.playerId);
      if (entry?.offerExpiresAt && entry.offerExpiresAt > now()) {
        await repos.enrolment.setEntryStatus(entry.id, 'offered');
        return;
      }
    }
    if (c) await offers.offerFreedPlaces(repos, c.program, c.claimWindowHours, c.notices);
  }

  /** The notices an order's release collected, sent once (after its commit). */
  async function sendReleaseNotices(orderId: string) {
    const notices = pending.get(orderId) ?? [];
    pending.delete(orderId);
    await changes.after(notices);
  }

  for (const purpose of ['course', 'clinic'] as const)
    payments?.payments.registerPurpose<PaidPlaceRepos, Prepared>(purpose, {
      prepare,
      fulfil,
      release,
      settled: (order) => sendReleaseNotices(order.id),
    });

  /**
   * A doubles place paid online ends without its partner (declined, or not confirmed in time),
   * in the transaction that deletes it (programme locked): the payment is refunded in full through
   * `refunds` (credit note, payer told). Without the port, or if the gateway refuses, the order
   * is marked for the treasurer instead. A gateway that does not answer undoes the change (503;
   * the lapse job tries again on its next run): the place is not given up unrefunded.
   */
  async function pairEnded(
    enrolmentRepos: EnrolmentRepos,
    place: { orderId: string | null; paidAt: Date | null },
    why: 'declined' | 'lapsed',
  ) {
    if (!place.orderId || !place.paidAt) return;
    const repos = enrolmentRepos as PaidPlaceRepos;
    const order = await repos.orders.find(place.orderId, true);
    if (!order || order.status !== 'paid') return;
    const left = order.amountSen - order.refundedSen;
    if (left <= 0) return;
    const reason =
      why === 'declined'
        ? SYSTEM_REFUND_REASONS.partnerDeclined
        : SYSTEM_REFUND_REASONS.partnerLapsed;
    if (deps.refunds) {
      try {
        await deps.refunds(repos, order, left, reason);
        return;
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'CONFLICT') throw err;
        deps.log?.warn(
          { orderId: order.id, err: err.message },
          'the gateway refused the refund of a doubles place given up',
        );
      }
    }
    await repos.orders.update(order.id, {
      details: {
        ...order.details,
        refundNeeded: PAIR_REFUND_NEEDED_NOTE,
        refundNeededWhy: `the partner ${why === 'declined' ? 'declined' : 'did not confirm in time'}`,
      },
    });
    deps.log?.warn(
      { orderId: order.id, programId: order.subjectId, playerId: order.playerId, why },
      'doubles place paid online given up without its partner: a refund is needed',
    );
  }

  function online() {
    return payments && payments.payments.enabled() ? payments : null;
  }

  function result(
    program: Awaited<ReturnType<EnrolmentChanges['current']>>,
    order: OrderRow,
    checkoutUrl: string,
  ): EnrolResult {
    return {
      ...program,
      enrolmentStatus: 'awaiting_payment',
      holdExpiresAt: order.expiresAt.toISOString(),
      orderId: order.id,
      checkoutUrl,
    };
  }

  return {
    /**
     * Paid online: opens the checkout and, in its order's transaction with the programme
     * locked, runs `take` (the same checks as a free place, then the held place). Null when the
     * programme is free or online payment is not offered: the caller goes on as before.
     */
    async checkout(
      kind: ProgramKind,
      id: string,
      playerId: string,
      idempotencyKey: string | undefined,
      take: (c: Change, hold: PlaceHold) => Promise<void>,
    ): Promise<EnrolResult | null> {
      const gateway = online();
      if (!gateway) return null;
      const row = await data.repos.programs.findById(kind, id);
      if (!row || row.program.kind !== kind || row.program.price <= 0) return null;
      const program = row.program;
      // A place already held for this player: the same checkout again.
      const held = await data.repos.enrolment.enrolmentOf(id, playerId);
      if (held?.status === 'awaiting_payment' && held.orderId && held.playerId === playerId) {
        const order = await gateway.payments.findFor(playerId, held.orderId);
        if (order.status === 'open' && order.checkoutUrl)
          return result(await changes.current(kind, id), order, order.checkoutUrl);
      }
      const settings = await changes.changeSettings();
      const notices: NotifyInput[] = [];
      let heldFor: string | null = null;
      const opening = gateway.payments.open<PaidPlaceRepos>(
        playerId,
        {
          purpose: kind,
          subjectId: id,
          amountSen: Math.round(program.price * 100),
          // The day as each reader writes it: '27 December 2026', '27 Disember 2026'.
          description: `${KIND_EN[kind]}: ${program.title} (${mailWords(deps.site, 'en').day(program.date)})`,
          descriptionMs: `${KIND_MS[kind]}: ${program.titleMs.trim() || program.title} (${mailWords(deps.site, 'ms').day(program.date)})`,
          details: {
            programId: id,
            refundRule: refundRuleOfProgram(program),
          },
          idempotencyKey: idempotencyKey ?? `${kind}:${id}:${randomUUID()}`,
        },
        (repos, order) => {
          heldFor = order.id;
          return changes.changeIn(repos, settings, notices, kind, id, true, (c) =>
            take(c, { orderId: order.id, expiresAt: order.expiresAt }),
          );
        },
      );
      let opened: Awaited<typeof opening>;
      try {
        opened = await opening;
      } catch (err) {
        // The gateway did not answer after the hold was committed: the order was closed and
        // its place released (offered to the waitlist) in a transaction of their own, whose
        // notices wait here since no `settled` follows that close.
        if (heldFor) await sendReleaseNotices(heldFor);
        throw err;
      }
      await changes.after(notices);
      return result(await changes.current(kind, id), opened.order, opened.checkoutUrl);
    },

    pairEnded,

    /** Backing out of a held place: its checkout is ended (the release frees the place). */
    async backOut(playerId: string, orderId: string) {
      const gateway = online();
      if (!gateway) return false;
      await gateway.payments.cancel(playerId, orderId);
      return true;
    },

    /**
     * Withdrawing from a place paid online (in the withdrawal's change): what the fee's rule
     * (as shown when paying) refunds today. Refunded through `refunds` when wired; otherwise
     * nothing is refunded here (0) and the rule is said.
     */
    async withdrawRefund(c: Change, orderId: string): Promise<WithdrawResult['refund']> {
      const repos = c.repos as PaidPlaceRepos;
      const order = await repos.orders.find(orderId, true);
      if (!order || order.status !== 'paid') return undefined;
      const rule = refundRuleOf(order);
      const due = refundableSen(rule, order.amountSen, malaysiaTodayIso(now()));
      let amountSen = 0;
      if (deps.refunds && due > 0) {
        await deps.refunds(repos, order, due, SYSTEM_REFUND_REASONS.withdrawal);
        amountSen = due;
      }
      return {
        amountSen,
        paidSen: order.amountSen,
        rule,
        ruleText: describeRefundRule(rule, 'en'),
        ruleTextMs: describeRefundRule(rule, 'ms'),
      };
    },
  };
}

export type PaidPlaces = ReturnType<typeof createPaidPlaces>;
