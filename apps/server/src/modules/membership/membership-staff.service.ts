import {
  todayInMalaysia,
  type ChangeTypeInput,
  type RecordPaymentInput,
} from '@app/shared/membership';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DataAccess } from '../../lib/unit-of-work';

import { assertFee, assertFitsAgeBand, nextTermStart, termEnd } from './membership-rules';
import { receiptNumber } from './membership.presenter';
import type { MembershipRepos, MembershipService } from './membership.service';
import type { PaymentProvider, StaffPaymentEvidence } from './payment-provider';

/** The latest expiry among terms that are not cancelled, or null. */
function latestExpiry(terms: { term: { status: string; expiresOn: string } }[]): string | null {
  return terms
    .filter((t) => t.term.status === 'active')
    .reduce<string | null>(
      (max, t) => (max && max > t.term.expiresOn ? max : t.term.expiresOn),
      null,
    );
}

/** What membership officers do: record payments, suspend, change type, cancel a term. */
export function createMembershipStaffService(deps: {
  data: DataAccess<MembershipRepos>;
  membership: MembershipService;
  provider: PaymentProvider<StaffPaymentEvidence>;
  /** After a committed change: cached card checks are forgotten (verify-cache.ts). */
  onChanged: () => Promise<void>;
  now?: () => Date;
}) {
  const { data, membership, provider, now = () => new Date() } = deps;
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

  async function settlePayment(staffId: string, playerId: string, input: RecordPaymentInput) {
    return data.withTransaction(async (repos) => {
      const member = await lockedMember(repos, playerId);
      // A retry (double-click, lost answer) finds the payment the first attempt recorded.
      const earlier = await repos.payments.findByIdempotencyKey(input.idempotencyKey);
      if (earlier) {
        if (earlier.playerId !== member.id) throw conflict('This payment was already recorded');
        return { payment: earlier, created: false };
      }
      const renewal = input.renewalId ? await repos.renewals.find(input.renewalId) : null;
      if (input.renewalId && (!renewal || renewal.renewal.playerId !== member.id))
        throw notFound('Renewal request');
      if (renewal && renewal.renewal.status !== 'pending')
        throw conflict('This renewal request is no longer pending');
      const type = await repos.membershipTypes.find(input.typeId);
      if (!type) throw notFound('Membership type');
      // A closed type takes no new terms, except the one a player asked for before it closed.
      if (!type.active && renewal?.renewal.typeId !== type.id)
        throw badRequest(`${type.name} is closed to new terms`);
      assertFee(type, input.amountSen);
      assertFitsAgeBand(type, member.dateOfBirth, now());
      const today = todayInMalaysia(now());
      if (input.paidOn > today) throw badRequest('Payment date cannot be in the future');

      const settled = await provider.settle({ staffId, ...input });
      const year = Number(today.slice(0, 4));
      const seq = await repos.payments.nextReceiptSeq(year);
      const payment = await repos.payments.insert({
        playerId: member.id,
        memberId: member.memberId,
        typeName: type.name,
        typeNameMs: type.nameMs,
        receiptYear: year,
        receiptSeq: seq,
        receiptNumber: receiptNumber(year, seq),
        amountSen: settled.amountSen,
        provider: settled.provider,
        method: settled.method,
        reference: settled.reference,
        paidOn: settled.paidOn,
        recordedBy: settled.recordedBy,
        idempotencyKey: input.idempotencyKey,
      });

      const terms = await repos.memberships.termsOf(member.id);
      const startsOn = nextTermStart(today, latestExpiry(terms));
      const expiresOn = termEnd(type, startsOn);
      if ((await repos.memberships.countOverlapping(member.id, startsOn, expiresOn)) > 0)
        throw conflict('This term would overlap another term of this member');
      const term = await repos.memberships.insertTerm({
        playerId: member.id,
        typeId: type.id,
        startsOn,
        expiresOn,
        paymentId: payment.id,
      });
      await repos.memberships.updateMember(member.id, {
        membershipTypeId: type.id,
        membershipType: type.name,
        membershipExpiresOn: expiresOn,
        membershipCancelledAt: null,
      });
      if (renewal) await repos.renewals.settle(renewal.renewal.id, 'confirmed', payment.id);
      noteAudit({
        targetType: 'players',
        targetId: member.id,
        before: { membershipExpiresOn: member.membershipExpiresOn },
        after: {
          membershipExpiresOn: expiresOn,
          receiptNumber: payment.receiptNumber,
          amountSen: payment.amountSen,
          membershipType: type.name,
          termStartsOn: term.startsOn,
        },
      });
      return { payment, created: true };
    });
  }

  return {
    /** Records a payment and the term it buys, in one transaction; a retried call records one. */
    recordPayment: (staffId: string, playerId: string, input: RecordPaymentInput) =>
      changing(() => recordPayment(staffId, playerId, input)),
    suspend: (playerId: string, reason: string) => changing(() => suspend(playerId, reason)),
    unsuspend: (playerId: string, reason: string) => changing(() => unsuspend(playerId, reason)),
    changeType: (playerId: string, input: ChangeTypeInput) =>
      changing(() => changeType(playerId, input)),
    cancelLatestTerm: (playerId: string, reason: string) =>
      changing(() => cancelLatestTerm(playerId, reason)),
  };

  async function recordPayment(staffId: string, playerId: string, input: RecordPaymentInput) {
    let result;
    try {
      result = await settlePayment(staffId, playerId, input);
    } catch (err) {
      // Two attempts with one key at once: the loser's insert fails; answer with the winner's.
      if (!isUniqueViolation(err, 'membership_payments_idempotency_key')) throw err;
      const earlier = await data.repos.payments.findByIdempotencyKey(input.idempotencyKey);
      if (!earlier) throw err;
      result = { payment: earlier, created: false };
    }
    return {
      receiptNumber: result.payment.receiptNumber,
      created: result.created,
      membership: await membership.summary(playerId),
    };
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

  /** Cancels the member's latest term (a refund, a mistake); the status follows the rest. */
  async function cancelLatestTerm(playerId: string, reason: string) {
    await data.withTransaction(async (repos) => {
      const member = await lockedMember(repos, playerId);
      const terms = await repos.memberships.termsOf(member.id);
      const live = terms.filter((t) => t.term.status === 'active');
      const latest = live.reduce<(typeof live)[number] | null>(
        (max, t) => (max && max.term.expiresOn > t.term.expiresOn ? max : t),
        null,
      );
      if (!latest) throw conflict('This player has no membership term to cancel');
      await repos.memberships.cancelTerm(latest.term.id, reason);
      const rest = live.filter((t) => t.term.id !== latest.term.id);
      const expiry = latestExpiry(rest);
      await repos.memberships.updateMember(member.id, {
        membershipExpiresOn: expiry,
        membershipCancelledAt: expiry ? null : new Date(),
      });
      noteAudit({
        targetType: 'players',
        targetId: member.id,
        before: { membershipExpiresOn: member.membershipExpiresOn },
        after: { membershipExpiresOn: expiry, cancelledTerm: latest.term.id },
        detail: { reason },
      });
    });
    return membership.summary(playerId);
  }
}

export type MembershipStaffService = ReturnType<typeof createMembershipStaffService>;
