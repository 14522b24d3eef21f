import { RECEIPT_MESSAGES, type CancelRefundInput } from '@app/shared/membership';

import { noteAudit } from '../../lib/audit-trail';
import { conflict, notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import { CREDIT_NOTE_MESSAGES } from '../payments/index';

import { latestExpiry } from './membership-rules';
import type { MembershipRepos, MembershipService } from './membership.service';

/**
 * Refunds an online receipt's order through the gateway inside the caller's transaction, with
 * a credit note (the payments module's refunds: it locks the order, then the receipt, asks the
 * gateway with a key derived from `idempotencyKey`, and throws 503 when the gateway is down).
 */
export type OnlineRefundPort = (
  repos: MembershipRepos,
  orderId: string,
  amountSen: number,
  reason: string,
  options: { idempotencyKey: string; createdBy: string },
) => Promise<{ creditNoteNumber: string; amountSen: number; refundedSen: number }>;

/**
 * "Cancel latest term" for a term paid online (issue 32): the term is cancelled AND what is
 * left on its receipt goes back through the gateway, with a credit note, in one transaction.
 * The refund comes first: if the gateway refuses or does not answer, the transaction rolls
 * back and the term stays (nothing changed; the answer says to retry). Locks: the member, then
 * (in the refund) the order, then the receipt, the order the finance refund and the gateway's
 * webhook take them in. A retry with the same key finds its credit note and answers as the
 * first did; a second tab (another key) finds the term changed and is refused (409).
 */
export function createCancelRefundService(deps: {
  data: DataAccess<MembershipRepos>;
  membership: MembershipService;
  refund: OnlineRefundPort;
  /** After a committed change: cached card checks are forgotten. */
  onChanged: () => Promise<void>;
  /** After a commit: the payer's refund mail goes out. */
  kickMail: () => void;
}) {
  const { data } = deps;

  async function cancelAndRefund(staffId: string, playerId: string, input: CancelRefundInput) {
    const key = `cancel-refund:${input.idempotencyKey}`;
    await data.withTransaction(async (repos) => {
      const member = await repos.memberships.findMember(playerId, true);
      if (!member) throw notFound('Player');
      const earlier = await repos.creditNotes.findByIdempotencyKey(key);
      if (earlier) {
        const paid = await repos.payments.findById(earlier.receiptId);
        if (paid?.receiptNumber !== input.receiptNumber)
          throw conflict(CREDIT_NOTE_MESSAGES.keyReused);
        return;
      }
      const live = (await repos.memberships.termsOf(member.id)).filter(
        (t) => t.term.status === 'active',
      );
      const latest = live.reduce<(typeof live)[number] | null>(
        (max, t) => (max && max.term.expiresOn > t.term.expiresOn ? max : t),
        null,
      );
      if (!latest) throw conflict('This player has no membership term to cancel');
      const receipt = latest.term.paymentId
        ? await repos.payments.findById(latest.term.paymentId)
        : null;
      if (!receipt || receipt.receiptNumber !== input.receiptNumber)
        throw conflict(RECEIPT_MESSAGES.termChanged);
      if (receipt.provider === 'staff' || !receipt.orderId)
        throw conflict(RECEIPT_MESSAGES.notPaidOnline);
      // What is left now; the refund re-reads it under the receipt's lock and refuses (409)
      // if a refund elsewhere got in between, so nothing is ever given back twice.
      const refunded = await deps.refund(
        repos,
        receipt.orderId,
        receipt.amountSen - receipt.refundedSen,
        input.reason,
        { idempotencyKey: key, createdBy: staffId },
      );
      await repos.memberships.cancelTerm(latest.term.id, input.reason);
      const expiry = latestExpiry(live.filter((t) => t.term.id !== latest.term.id));
      await repos.memberships.updateMember(member.id, {
        membershipExpiresOn: expiry,
        membershipCancelledAt: expiry ? null : new Date(),
      });
      noteAudit({
        targetType: 'players',
        targetId: member.id,
        before: {
          membershipExpiresOn: member.membershipExpiresOn,
          refundedSen: receipt.refundedSen,
        },
        after: {
          membershipExpiresOn: expiry,
          cancelledTerm: latest.term.id,
          receiptNumber: receipt.receiptNumber,
          refundedSen: refunded.refundedSen,
          creditNoteNumber: refunded.creditNoteNumber,
        },
        detail: { reason: input.reason, amountSen: refunded.amountSen },
      });
    });
    deps.kickMail();
    return deps.membership.summary(playerId);
  }

  return {
    cancelAndRefund: async (staffId: string, playerId: string, input: CancelRefundInput) => {
      try {
        return await cancelAndRefund(staffId, playerId, input);
      } finally {
        await deps.onChanged().catch(() => undefined);
      }
    },
  };
}

export type CancelRefundService = ReturnType<typeof createCancelRefundService>;
