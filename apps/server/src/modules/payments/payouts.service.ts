import { addDays, todayInMalaysia } from '@app/shared/membership';
import type {
  FinancePayouts,
  FinanceRangeQuery,
  PayoutEntry,
  PayoutIssueKind,
} from '@app/shared/payments/finance';
import { PAYMENT_MESSAGES } from '@app/shared/payments/schemas';

import { unavailable } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { FinanceRepository } from './finance.repository';
import { financeRange, startOfDay } from './finance.service';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type GatewayBalanceTransaction,
  type GatewayPayout,
  type PaymentGateway,
} from './gateway';

/**
 * How long after the period a payout may still bring its money: a receipt of the period's last
 * day is "not paid out yet" only if no payout arriving up to this many days later covers it.
 */
const PAYOUT_LAG_DAYS = 14;

const CHARGE_TYPES = new Set(['charge', 'payment']);
const REFUND_TYPES = new Set(['refund', 'payment_refund']);

type Issue = PayoutEntry & { kind: PayoutIssueKind };

/**
 * The treasurer's payouts (issue 32): each payout the gateway sent to the bank in the period,
 * its charges matched with receipts and its refunds with credit notes; what does not match is
 * named; and the period's online receipts that no payout has covered yet.
 */
export function createPayoutsService(deps: {
  data: DataAccess<{ finance: FinanceRepository }>;
  gateway: PaymentGateway | null;
  now: () => Date;
}) {
  const repo = deps.data.repos.finance;

  async function fetchPayouts(gateway: PaymentGateway, from: Date, to: Date) {
    try {
      return await gateway.listPayouts({ from, to });
    } catch (err) {
      if (err instanceof GatewayUnavailableError)
        throw unavailable(PAYMENT_MESSAGES.gatewayNotAnswering);
      // A key without access to payouts, say: a clear answer, not a raw error (ADR 028).
      if (err instanceof GatewayRefusedError)
        throw unavailable(PAYMENT_MESSAGES.gatewayRefusedRequest);
      throw err;
    }
  }

  /** Receipts by gateway payment id, credit notes by gateway refund id. */
  async function recordsFor(provider: string, transactions: GatewayBalanceTransaction[]) {
    const paymentIds = new Set<string>();
    const refundIds = new Set<string>();
    for (const tx of transactions) {
      if (CHARGE_TYPES.has(tx.type) && tx.paymentId) paymentIds.add(tx.paymentId);
      if (REFUND_TYPES.has(tx.type) && tx.refundId) refundIds.add(tx.refundId);
    }
    const [receiptRows, noteRows] = await Promise.all([
      repo.receiptsForGatewayPayments(provider, [...paymentIds]),
      repo.creditNotesForGatewayRefunds([...refundIds]),
    ]);
    const receipts = new Map<string, (typeof receiptRows)[number]>();
    for (const row of receiptRows) {
      for (const key of [row.gatewayPaymentId, row.receipt.reference])
        if (key && paymentIds.has(key) && !receipts.has(key)) receipts.set(key, row);
    }
    const notes = new Map(noteRows.map((row) => [row.note.gatewayRefundId!, row]));
    return { receipts, notes };
  }

  function present(
    payout: GatewayPayout,
    records: Awaited<ReturnType<typeof recordsFor>>,
  ): FinancePayouts['payouts'][number] {
    const matched: PayoutEntry[] = [];
    const issues: Issue[] = [];
    let grossSen = 0;
    let feesSen = 0;
    let netSen = 0;
    for (const tx of payout.transactions) {
      grossSen += tx.amountSen;
      feesSen += tx.feeSen;
      netSen += tx.netSen;
      const entry: PayoutEntry = {
        transactionId: tx.id,
        type: tx.type,
        amountSen: tx.amountSen,
        feeSen: tx.feeSen,
        netSen: tx.netSen,
        paymentId: tx.paymentId,
        refundId: tx.refundId,
        receiptNumber: null,
        creditNoteNumber: null,
        memberId: null,
        memberName: null,
        recordedSen: null,
      };
      if (CHARGE_TYPES.has(tx.type)) {
        const found = tx.paymentId ? records.receipts.get(tx.paymentId) : undefined;
        if (!found) {
          issues.push({ ...entry, kind: 'unknown_payment' });
          continue;
        }
        Object.assign(entry, {
          receiptNumber: found.receipt.receiptNumber,
          memberId: found.receipt.memberId,
          memberName: found.memberName,
          recordedSen: found.receipt.amountSen,
        });
      } else if (REFUND_TYPES.has(tx.type)) {
        const found = tx.refundId ? records.notes.get(tx.refundId) : undefined;
        if (!found) {
          issues.push({ ...entry, kind: 'unknown_refund' });
          continue;
        }
        Object.assign(entry, {
          receiptNumber: found.receiptNumber,
          creditNoteNumber: found.note.creditNoteNumber,
          memberId: found.memberId,
          memberName: found.memberName,
          recordedSen: -found.note.amountSen,
        });
      } else {
        issues.push({ ...entry, kind: 'other_entry' });
        continue;
      }
      if (entry.recordedSen !== tx.amountSen) issues.push({ ...entry, kind: 'amount_differs' });
      else matched.push(entry);
    }
    return {
      id: payout.id,
      arrivalDate: todayInMalaysia(payout.arrivalDate),
      status: payout.status,
      currency: payout.currency,
      amountSen: payout.amountSen,
      grossSen,
      feesSen,
      netSen,
      matched,
      issues,
    };
  }

  return {
    async payouts(query: FinanceRangeQuery): Promise<FinancePayouts> {
      const range = financeRange(query, deps.now());
      const gateway = deps.gateway;
      if (!gateway)
        return { online: false, from: range.first, to: range.last, payouts: [], notPaidOut: [] };
      // Payouts arriving after the period may still cover its last receipts.
      const coverTo = startOfDay(addDays(range.last, PAYOUT_LAG_DAYS + 1));
      const [all, receipts] = await Promise.all([
        fetchPayouts(gateway, range.from, new Date(coverTo.getTime() - 1)),
        repo.gatewayReceipts(gateway.id, range.first, range.last),
      ]);
      const shown = all
        .filter((p) => p.arrivalDate >= range.from && p.arrivalDate < range.to)
        .sort(
          (a, b) => a.arrivalDate.getTime() - b.arrivalDate.getTime() || (a.id < b.id ? -1 : 1),
        );
      const records = await recordsFor(
        gateway.id,
        shown.flatMap((p) => p.transactions),
      );
      const paidOut = new Set(
        all.flatMap((p) =>
          p.transactions.filter((tx) => CHARGE_TYPES.has(tx.type)).map((tx) => tx.paymentId),
        ),
      );
      return {
        online: true,
        from: range.first,
        to: range.last,
        payouts: shown.map((p) => present(p, records)),
        notPaidOut: receipts
          .map((row) => ({ row, paymentId: row.gatewayPaymentId ?? row.receipt.reference }))
          .filter(({ paymentId }) => !paidOut.has(paymentId))
          .map(({ row, paymentId }) => ({
            receiptNumber: row.receipt.receiptNumber,
            paidOn: row.receipt.paidOn,
            memberId: row.receipt.memberId,
            memberName: row.memberName,
            amountSen: row.receipt.amountSen,
            refundedSen: row.receipt.refundedSen,
            paymentId,
          })),
      };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
