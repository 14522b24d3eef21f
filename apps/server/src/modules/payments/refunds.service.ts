import type { FastifyBaseLogger } from 'fastify';

import {
  FINANCE_MESSAGES,
  type RefundInput,
  type RefundResult,
} from '@app/shared/payments/finance';
import { refundFailureText } from '@app/shared/payments/refund-reasons';
import { PAYMENT_MESSAGES } from '@app/shared/payments/schemas';

import { noteAudit } from '../../lib/audit-trail';
import { conflict, notFound, unavailable } from '../../lib/errors';
import type { MailSite } from '../../lib/mail-language';
import type { DataAccess } from '../../lib/unit-of-work';

import type { CreditNotesRepository } from './credit-notes.repository';
import { issueCreditNote } from './credit-notes.service';
import type { FinanceRepository } from './finance.repository';
import { GatewayUnavailableError, type GatewayEvent, type PaymentGateway } from './gateway';
import type { OrderRow } from './orders.repository';
import { paymentNotice } from './payments.mail';
import type { PaymentsRepository } from './payments.repository';
import type { PaymentsRepos, ReceiptRow } from './payments.types';

/** What refunds use: the payments module's repositories, receipts and credit notes. */
export type RefundRepos = Omit<PaymentsRepos, 'payments'> & {
  payments: PaymentsRepository;
  creditNotes: CreditNotesRepository;
  finance: FinanceRepository;
};

/** Who asked for a refund and how a retry of the same request is recognised. */
export interface RefundRequest {
  /** Left out: all that is left on the receipt. */
  amountSen?: number;
  reason: string;
  /** The credit note's idempotency key; the gateway's is derived from it. */
  idempotencyKey: string;
  /** The staff member; null for a player's own withdrawal or the gateway. */
  createdBy: string | null;
}

const KEY_REUSED = 'This idempotency key was already used for another receipt';

/**
 * Money given back through the gateway, with a credit note (issue 32). The order's row is
 * locked before the gateway is asked and until the credit note is written, so a double click,
 * a second process and the gateway's own `charge.refunded` webhook (which locks the same row)
 * meet one at a time: the refund is made once and recorded once. If the gateway does not
 * answer, the transaction rolls back and nothing is recorded (503); a retry with the same key
 * reaches the gateway with the same idempotency key, so it cannot refund twice either.
 */
export function createRefundsService(deps: {
  data: DataAccess<RefundRepos>;
  gateway: PaymentGateway | null;
  site: MailSite;
  now: () => Date;
  kickMail: () => void;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { data, now } = deps;

  async function notifyRefund(
    repos: RefundRepos,
    order: OrderRow,
    creditNote: string,
    amountSen: number,
  ) {
    if (!order.playerId) return;
    const payer = await repos.orders.payer(order.playerId);
    if (!payer) return;
    const notice = paymentNotice(deps.site, payer, order, 'refunded', { creditNote, amountSen });
    await repos.messages.insert(notice.inbox);
    await repos.mailOutbox.insert(notice.mail);
  }

  /** Writes the credit note of a refund the gateway made, and the order's running total. */
  async function record(
    repos: RefundRepos,
    order: OrderRow,
    receipt: ReceiptRow,
    refund: { id: string | null; amountSen: number },
    meta: { reason: string; idempotencyKey: string; createdBy: string | null },
  ) {
    const { creditNote, created } = await issueCreditNote(repos, {
      receiptId: receipt.id,
      orderId: order.id,
      kind: 'refund',
      amountSen: refund.amountSen,
      reason: meta.reason,
      createdBy: meta.createdBy,
      idempotencyKey: meta.idempotencyKey,
      gatewayRefundId: refund.id,
      now: now(),
    });
    if (!created) return { creditNote, created, order };
    const updated = await repos.orders.update(order.id, {
      refundedSen: order.refundedSen + refund.amountSen,
    });
    await notifyRefund(repos, updated, creditNote.creditNoteNumber, refund.amountSen);
    return { creditNote, created, order: updated };
  }

  /**
   * Refunds an order's receipt inside `repos`' transaction: locks the order, then its receipt,
   * asks the gateway (idempotency key derived from the request's), records the credit note.
   */
  async function refundIn(repos: RefundRepos, orderId: string, request: RefundRequest) {
    const order = await repos.orders.find(orderId, true);
    if (!order || !order.receiptId) throw notFound('Receipt');
    const found = await repos.payments.findById(order.receiptId);
    const receipt = found ? await repos.payments.lockReceipt(found.receiptNumber) : null;
    if (!receipt) throw notFound('Receipt');
    const earlier = await repos.creditNotes.findByIdempotencyKey(request.idempotencyKey);
    if (earlier) {
      if (earlier.receiptId !== receipt.id) throw conflict(KEY_REUSED);
      return { creditNote: earlier, created: false, order, receipt };
    }
    if (receipt.voidedAt) throw conflict(FINANCE_MESSAGES.voided);
    const left = receipt.amountSen - receipt.refundedSen;
    if (left <= 0) throw conflict(FINANCE_MESSAGES.nothingLeft);
    const amountSen = request.amountSen ?? left;
    if (amountSen > left) throw conflict(FINANCE_MESSAGES.tooMuch);
    if (!order.gatewayPaymentId) throw conflict(FINANCE_MESSAGES.noGatewayPayment);
    if (!deps.gateway) throw unavailable(PAYMENT_MESSAGES.refundGatewayDown);
    let refund;
    try {
      refund = await deps.gateway.refund({
        paymentId: order.gatewayPaymentId,
        amountSen,
        idempotencyKey: `refund-${receipt.id}-${request.idempotencyKey}`,
      });
    } catch (err) {
      if (err instanceof GatewayUnavailableError)
        throw unavailable(PAYMENT_MESSAGES.refundGatewayDown);
      throw conflict(FINANCE_MESSAGES.gatewayRefused);
    }
    // Recorded meanwhile (a crash after the gateway answered, then the gateway's webhook).
    const known = await repos.finance.findByGatewayRefund(refund.id);
    if (known) return { creditNote: known, created: false, order, receipt };
    const done = await record(repos, order, receipt, refund, request);
    return { ...done, receipt: (await repos.payments.findById(receipt.id))! };
  }

  const answer = (
    receipt: ReceiptRow,
    creditNote: { creditNoteNumber: string; amountSen: number },
    created: boolean,
  ): RefundResult => ({
    receiptNumber: receipt.receiptNumber,
    creditNoteNumber: creditNote.creditNoteNumber,
    amountSen: creditNote.amountSen,
    refundedSen: receipt.refundedSen,
    remainingSen: receipt.amountSen - receipt.refundedSen,
    created,
  });

  /**
   * `charge.refund.updated` from the gateway, with the order locked: a refund that failed or was
   * cancelled after it was made. Its credit note is marked failed (it keeps its number, and says
   * why); the receipt and the order no longer count its amount as refunded (so revenue and a
   * later refund see the money as kept), the payer is told, and staff see it in the credit notes
   * list and the log. Other changes, refunds we never recorded, and replays change nothing.
   */
  async function onRefundUpdated(repos: RefundRepos, order: OrderRow, event: GatewayEvent) {
    if (event.type !== 'refund.updated') return 'ignored';
    const { refund } = event;
    if (refund.status !== 'failed' && refund.status !== 'canceled') return 'refund-updated';
    const note = await repos.finance.findByGatewayRefund(refund.id);
    if (!note || note.orderId !== order.id) return 'refund-unknown';
    const found = await repos.payments.findById(note.receiptId);
    if (!found || !(await repos.payments.lockReceipt(found.receiptNumber))) return 'refund-unknown';
    const reason = refundFailureText(
      refund.status === 'canceled' ? 'cancelled' : 'failed',
      refund.failureReason,
    );
    const failed = await repos.creditNotes.markFailed(note.id, reason, now());
    if (!failed) return 'ignored:refund-failed';
    await repos.payments.addRefunded(note.receiptId, -note.amountSen);
    const updated = await repos.orders.update(order.id, {
      refundedSen: Math.max(0, order.refundedSen - note.amountSen),
    });
    if (updated.playerId) {
      const payer = await repos.orders.payer(updated.playerId);
      if (payer) {
        const notice = paymentNotice(deps.site, payer, updated, 'refundFailed', {
          creditNote: note.creditNoteNumber,
          amountSen: note.amountSen,
        });
        await repos.messages.insert(notice.inbox);
        await repos.mailOutbox.insert(notice.mail);
      }
    }
    deps.log?.warn(
      { orderId: order.id, creditNote: note.creditNoteNumber, refundId: refund.id, reason },
      'a gateway refund failed: the money stayed with the association and the payer is owed it',
    );
    return 'refund-failed';
  }

  return {
    onRefundUpdated,
    /**
     * A treasurer refunds an online receipt, in full (no amount) or in part. Staff-recorded
     * receipts are voided instead (409). Audited; the payer is told in their language.
     */
    async refundReceipt(
      staffId: string,
      receiptNumber: string,
      input: RefundInput,
    ): Promise<RefundResult> {
      const result = await data.withTransaction(async (repos) => {
        const receipt = await repos.payments.findByReceipt(receiptNumber);
        if (!receipt) throw notFound('Receipt');
        if (receipt.method !== 'online' || !receipt.orderId)
          throw conflict(FINANCE_MESSAGES.staffReceipt);
        const before = receipt.refundedSen;
        const done = await refundIn(repos, receipt.orderId, {
          amountSen: input.amountSen,
          reason: input.reason,
          idempotencyKey: `refund:${input.idempotencyKey}`,
          createdBy: staffId,
        });
        noteAudit({
          targetType: done.receipt.playerId ? 'players' : 'finance',
          targetId: done.receipt.playerId ?? done.receipt.receiptNumber,
          before: { refundedSen: before },
          after: {
            receiptNumber: done.receipt.receiptNumber,
            refundedSen: done.receipt.refundedSen,
            creditNoteNumber: done.creditNote.creditNoteNumber,
          },
          detail: {
            reason: input.reason,
            amountSen: done.creditNote.amountSen,
            retried: !done.created,
          },
        });
        return answer(done.receipt, done.creditNote, done.created);
      });
      deps.kickMail();
      return result;
    },

    /**
     * The port for self-service withdrawals (programs, entries): refunds `amountSen` of an
     * order's receipt through the gateway. With `repos`, inside the caller's transaction (its
     * rollback undoes the record; the gateway's idempotency key makes a retry safe); with null,
     * in a transaction of its own. The default key allows one such refund per order.
     */
    async refundOrder(
      repos: RefundRepos | null,
      orderId: string,
      amountSen: number,
      reason: string,
      options: { idempotencyKey?: string; createdBy?: string | null } = {},
    ) {
      const request: RefundRequest = {
        amountSen,
        reason,
        idempotencyKey: options.idempotencyKey ?? `order-refund:${orderId}`,
        createdBy: options.createdBy ?? null,
      };
      if (repos) {
        const done = await refundIn(repos, orderId, request);
        return answer(done.receipt, done.creditNote, done.created);
      }
      const done = await data.withTransaction((tx) => refundIn(tx, orderId, request));
      deps.kickMail();
      return answer(done.receipt, done.creditNote, done.created);
    },

    /**
     * `charge.refunded` from the gateway, with the order locked: refunds made at the gateway
     * (its dashboard) that we have not recorded get a credit note; ours are known by their
     * gateway refund id (or, when the event lists no refunds, by the total refunded).
     */
    async onExternalRefund(repos: RefundRepos, order: OrderRow, event: GatewayEvent) {
      if (event.type !== 'charge.refunded' || !order.receiptId) return;
      const found = await repos.payments.findById(order.receiptId);
      if (!found || !(await repos.payments.lockReceipt(found.receiptNumber))) return;
      const meta = { reason: FINANCE_MESSAGES.externalRefund, createdBy: null };
      let current = order;
      for (const refund of event.refunds) {
        if (refund.status === 'failed' || refund.status === 'canceled') continue;
        if (await repos.finance.findByGatewayRefund(refund.id)) continue;
        const receipt = (await repos.payments.findById(order.receiptId))!;
        if (refund.amountSen <= 0 || refund.amountSen > receipt.amountSen - receipt.refundedSen)
          continue;
        current = (
          await record(repos, current, receipt, refund, {
            ...meta,
            idempotencyKey: `gateway-refund:${refund.id}`,
          })
        ).order;
      }
      const receipt = (await repos.payments.findById(order.receiptId))!;
      const gap = Math.min(
        event.amountRefundedSen - current.refundedSen,
        receipt.amountSen - receipt.refundedSen,
      );
      if (event.refunds.length === 0 && gap > 0) {
        await record(
          repos,
          current,
          receipt,
          { id: null, amountSen: gap },
          { ...meta, idempotencyKey: `gateway-total:${order.id}:${event.amountRefundedSen}` },
        );
      }
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
