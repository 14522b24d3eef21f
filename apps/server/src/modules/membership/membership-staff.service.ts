import { randomUUID } from 'node:crypto';

import {
  RECEIPT_MESSAGES,
  todayInMalaysia,
  type CancelTermInput,
  type ChangeTypeInput,
  type RecordPaymentInput,
  type VoidReceiptInput,
} from '@app/shared/membership';

import { noteAudit } from '../../lib/audit-trail';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DataAccess } from '../../lib/unit-of-work';
import { CREDIT_NOTE_MESSAGES, issueCreditNote } from '../payments/index';

import { assertFitsAgeBand, latestExpiry } from './membership-rules';
import type { MembershipRepos, MembershipService } from './membership.service';
import type { PaymentProvider, StaffPaymentEvidence } from './payment-provider';
import { createStaffPaymentService } from './staff-payment.service';

type PaymentRow = NonNullable<Awaited<ReturnType<MembershipRepos['payments']['findById']>>>;

/**
 * What membership officers do: record payments (staff-payment.service.ts), suspend, change
 * type, cancel a term; and, with treasurers, void a staff-recorded receipt (a credit note,
 * never a deletion).
 */
export function createMembershipStaffService(deps: {
  data: DataAccess<MembershipRepos>;
  membership: MembershipService;
  provider: PaymentProvider<StaffPaymentEvidence>;
  /** After a committed change: cached card checks are forgotten (verify-cache.ts). */
  onChanged: () => Promise<void>;
  now?: () => Date;
}) {
  const { data, membership, now = () => new Date() } = deps;
  const payments = createStaffPaymentService({ ...deps, now });
  /**
   * Runs a change, then tells the card checks (also when it failed: forgetting costs nothing).
   * If other processes cannot be told, their copies still expire within seconds.
   */
  async function changing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      await deps.onChanged().catch(() => undefined);
    }
  }

  async function lockedMember(repos: MembershipRepos, playerId: string) {
    const row = await repos.memberships.findMember(playerId, true);
    if (!row) throw notFound('Player');
    return row;
  }

  return {
    /** Records a payment and the term it buys, in one transaction; a retried call records one. */
    recordPayment: (staffId: string, playerId: string, input: RecordPaymentInput) =>
      changing(() => payments.recordPayment(staffId, playerId, input)),
    suspend: (playerId: string, reason: string) => changing(() => suspend(playerId, reason)),
    unsuspend: (playerId: string, reason: string) => changing(() => unsuspend(playerId, reason)),
    changeType: (playerId: string, input: ChangeTypeInput) =>
      changing(() => changeType(playerId, input)),
    cancelLatestTerm: (staffId: string, playerId: string, input: CancelTermInput) =>
      changing(() => cancelLatestTerm(staffId, playerId, input)),
    voidReceipt: (
      staffId: string,
      playerId: string,
      receiptNumber: string,
      input: VoidReceiptInput,
    ) => changing(() => voidReceipt(staffId, playerId, receiptNumber, input)),
  };

  /**
   * Voids a staff-recorded receipt inside the caller's transaction: marks it, and gives back
   * what is left of it with a credit note of kind 'void'. Returns the credit note's number
   * (null when nothing was left to give back).
   */
  async function voidRow(
    repos: MembershipRepos,
    receipt: PaymentRow,
    input: { staffId: string; reason: string; idempotencyKey: string },
  ): Promise<string | null> {
    if (receipt.provider !== 'staff') throw conflict(RECEIPT_MESSAGES.paidOnline);
    if (!(await repos.payments.markVoided(receipt.id, now())))
      throw conflict(RECEIPT_MESSAGES.alreadyVoided);
    const remaining = receipt.amountSen - receipt.refundedSen;
    if (remaining <= 0) return null;
    const { creditNote } = await issueCreditNote(repos, {
      receiptId: receipt.id,
      orderId: receipt.orderId,
      kind: 'void',
      amountSen: remaining,
      reason: input.reason,
      createdBy: input.staffId,
      idempotencyKey: input.idempotencyKey,
      now: now(),
    });
    return creditNote.creditNoteNumber;
  }

  /** The player's expiry from the terms left active (as after cancelling one). */
  async function settleExpiry(
    repos: MembershipRepos,
    memberId: string,
    live: { term: { id: string; status: string; expiresOn: string } }[],
    cancelledTermId: string,
  ) {
    const expiry = latestExpiry(live.filter((t) => t.term.id !== cancelledTermId));
    await repos.memberships.updateMember(memberId, {
      membershipExpiresOn: expiry,
      membershipCancelledAt: expiry ? null : new Date(),
    });
    return expiry;
  }

  /**
   * Voids a receipt recorded by staff (a mistake, money returned at the desk), with a credit
   * note for it, and cancels the term it bought if that is still active. One transaction; a
   * retry with the same idempotency key answers as the first did.
   */
  async function voidReceipt(
    staffId: string,
    playerId: string,
    receiptNumber: string,
    input: VoidReceiptInput,
  ) {
    try {
      await data.withTransaction(async (repos) => {
        const member = await lockedMember(repos, playerId);
        const receipt = await repos.payments.lockReceipt(receiptNumber);
        if (!receipt || receipt.playerId !== member.id) throw notFound('Receipt');
        const earlier = await repos.creditNotes.findByIdempotencyKey(input.idempotencyKey);
        if (earlier) {
          if (earlier.receiptId !== receipt.id) throw conflict(CREDIT_NOTE_MESSAGES.keyReused);
          return;
        }
        const creditNote = await voidRow(repos, receipt, { staffId, ...input });
        const live = (await repos.memberships.termsOf(member.id)).filter(
          (t) => t.term.status === 'active',
        );
        const bought = live.find((t) => t.term.paymentId === receipt.id);
        let expiry = member.membershipExpiresOn;
        if (bought) {
          await repos.memberships.cancelTerm(bought.term.id, input.reason);
          expiry = await settleExpiry(repos, member.id, live, bought.term.id);
        }
        noteAudit({
          targetType: 'players',
          targetId: member.id,
          before: { membershipExpiresOn: member.membershipExpiresOn, voided: false },
          after: {
            membershipExpiresOn: expiry,
            voided: true,
            receiptNumber: receipt.receiptNumber,
            creditNoteNumber: creditNote,
            ...(bought ? { cancelledTerm: bought.term.id } : {}),
          },
          detail: { reason: input.reason },
        });
      });
    } catch (err) {
      // Two attempts with one key at once: the loser finds the winner's credit note.
      if (!isUniqueViolation(err, 'payment_refunds_idempotency_key')) throw err;
    }
    return membership.summary(playerId);
  }

  async function suspend(playerId: string, reason: string) {
    await data.withTransaction(async (repos) => {
      const member = await lockedMember(repos, playerId);
      if (member.membershipSuspendedAt) throw conflict('This membership is already suspended');
      await repos.memberships.updateMember(member.id, {
        membershipSuspendedAt: new Date(),
        membershipSuspensionReason: reason,
      });
      noteAudit({
        targetType: 'players',
        targetId: member.id,
        before: { membershipSuspended: false },
        after: { membershipSuspended: true, membershipSuspensionReason: reason },
      });
    });
    return membership.summary(playerId);
  }

  async function unsuspend(playerId: string, reason: string) {
    await data.withTransaction(async (repos) => {
      const member = await lockedMember(repos, playerId);
      if (!member.membershipSuspendedAt) throw conflict('This membership is not suspended');
      await repos.memberships.updateMember(member.id, {
        membershipSuspendedAt: null,
        membershipSuspensionReason: null,
      });
      noteAudit({
        targetType: 'players',
        targetId: member.id,
        before: {
          membershipSuspended: true,
          membershipSuspensionReason: member.membershipSuspensionReason,
        },
        after: { membershipSuspended: false },
        detail: { reason },
      });
    });
    return membership.summary(playerId);
  }

  /** Changes the type of the member's current (or latest) term, e.g. a mis-filed junior. */
  async function changeType(playerId: string, input: ChangeTypeInput) {
    await data.withTransaction(async (repos) => {
      const member = await lockedMember(repos, playerId);
      const type = await repos.membershipTypes.find(input.typeId);
      if (!type) throw notFound('Membership type');
      assertFitsAgeBand(type, member.dateOfBirth, now());
      const today = todayInMalaysia(now());
      const live = (await repos.memberships.termsOf(member.id)).filter(
        (t) => t.term.status === 'active',
      );
      const term =
        live.find((t) => t.term.startsOn <= today && today <= t.term.expiresOn) ?? live[0];
      if (!term) throw conflict('This player has no membership term to change');
      await repos.memberships.setTermType(term.term.id, type.id);
      await repos.memberships.updateMember(member.id, {
        membershipTypeId: type.id,
        membershipType: type.name,
      });
      noteAudit({
        targetType: 'players',
        targetId: member.id,
        before: { membershipType: term.typeName },
        after: { membershipType: type.name },
      });
    });
    return membership.summary(playerId);
  }

  /**
   * Cancels the member's latest term (a refund, a mistake); the status follows the rest. With
   * `receipt: 'void'` its staff-recorded receipt is voided in the same transaction.
   */
  async function cancelLatestTerm(staffId: string, playerId: string, input: CancelTermInput) {
    const { reason } = input;
    const key = input.idempotencyKey ?? `cancel-${randomUUID()}`;
    try {
      await data.withTransaction(async (repos) => {
        const member = await lockedMember(repos, playerId);
        // A retry of a cancellation that voided its receipt: already done.
        if (input.idempotencyKey && (await repos.creditNotes.findByIdempotencyKey(key))) return;
        const terms = await repos.memberships.termsOf(member.id);
        const live = terms.filter((t) => t.term.status === 'active');
        const latest = live.reduce<(typeof live)[number] | null>(
          (max, t) => (max && max.term.expiresOn > t.term.expiresOn ? max : t),
          null,
        );
        if (!latest) throw conflict('This player has no membership term to cancel');
        const receipt =
          input.receipt === 'void' && latest.term.paymentId
            ? await repos.payments.findById(latest.term.paymentId)
            : null;
        const locked = receipt ? await repos.payments.lockReceipt(receipt.receiptNumber) : null;
        const creditNote =
          locked && !locked.voidedAt
            ? await voidRow(repos, locked, { staffId, reason, idempotencyKey: key })
            : null;
        await repos.memberships.cancelTerm(latest.term.id, reason);
        const expiry = await settleExpiry(repos, member.id, live, latest.term.id);
        noteAudit({
          targetType: 'players',
          targetId: member.id,
          before: { membershipExpiresOn: member.membershipExpiresOn },
          after: {
            membershipExpiresOn: expiry,
            cancelledTerm: latest.term.id,
            ...(locked && !locked.voidedAt
              ? { voidedReceipt: locked.receiptNumber, creditNoteNumber: creditNote }
              : {}),
          },
          detail: { reason },
        });
      });
    } catch (err) {
      if (!isUniqueViolation(err, 'payment_refunds_idempotency_key')) throw err;
    }
    return membership.summary(playerId);
  }
}

export type MembershipStaffService = ReturnType<typeof createMembershipStaffService>;
