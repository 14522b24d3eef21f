import { RECEIPT_MESSAGES, todayInMalaysia, type RecordPaymentInput } from '@app/shared/membership';
import { receiptNumber } from '@app/shared/payments/numbers';

import { noteAudit } from '../../lib/audit-trail';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DataAccess } from '../../lib/unit-of-work';

import {
  assertFee,
  assertFitsAgeBand,
  latestExpiry,
  nextTermStart,
  termEnd,
} from './membership-rules';
import type { MembershipRepos, MembershipService } from './membership.service';
import type { PaymentProvider, StaffPaymentEvidence } from './payment-provider';

/** How far back the same reference for the same member asks "record again?". */
const DUPLICATE_WINDOW_DAYS = 90;

/**
 * A payment taken by staff (cash, a bank transfer seen in the account): its receipt and the
 * term it buys, in one transaction, confirming a pending renewal request when it answers one.
 */
export function createStaffPaymentService(deps: {
  data: DataAccess<MembershipRepos>;
  membership: MembershipService;
  provider: PaymentProvider<StaffPaymentEvidence>;
  now: () => Date;
}) {
  const { data, membership, provider, now } = deps;

  async function settlePayment(staffId: string, playerId: string, input: RecordPaymentInput) {
    return data.withTransaction(async (repos) => {
      const member = await repos.memberships.findMember(playerId, true);
      if (!member) throw notFound('Player');
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

      // The same money recorded twice (a second click, a second officer): ask first.
      if (!input.confirmDuplicate) {
        const since = new Date(now().getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);
        const same = await repos.payments.findRecentByReference(member.id, input.reference, since);
        if (same)
          throw new AppError(
            'DUPLICATE_PAYMENT_REFERENCE',
            RECEIPT_MESSAGES.duplicateReference(same.receiptNumber, same.paidOn),
          );
      }

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

  return {
    /** Records a payment and the term it buys; a retried call records one. */
    recordPayment,
  };
}
