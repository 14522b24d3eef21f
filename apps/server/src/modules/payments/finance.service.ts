import { addDays, daysBetween, monthBounds, todayInMalaysia } from '@app/shared/membership';
import {
  FINANCE_MAX_DAYS,
  FINANCE_MESSAGES,
  type FinanceCreditNotesPage,
  type FinanceCreditNotesQuery,
  type FinancePaymentsFilter,
  type FinancePaymentsPage,
  type FinancePaymentsQuery,
  type FinanceRangeQuery,
  type FinanceSummary,
  type FinanceSummaryQuery,
  type Reconciliation,
} from '@app/shared/payments/finance';
import { PAYMENT_PURPOSES, type PaymentPurpose } from '@app/shared/payments/schemas';

import { csvLine } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import { FINANCE_CSV_HEADER, financeCsvLine, toFinancePayment } from './finance.presenter';
import type { FinanceRepository } from './finance.repository';

type Totals = FinanceSummary['totals'];
type Method = FinanceSummary['days'][number]['method'];

const EXPORT_BATCH = 500;
/** An order still open this long after it was opened is listed by the reconciliation. */
const OPEN_TOO_LONG_MS = 60 * 60_000;

const emptyTotals = (): Totals => ({
  receiptCount: 0,
  receiptsSen: 0,
  refundsSen: 0,
  voidsSen: 0,
  revenueSen: 0,
});

/** The start of a Malaysia day (UTC+8) as an instant. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The range asked for (Malaysia days, both included); the current month when left out. */
export function financeRange(query: FinanceRangeQuery, now: Date) {
  const month = monthBounds(todayInMalaysia(now));
  const first = query.from ?? (query.to ? `${query.to.slice(0, 8)}01` : month.first);
  const last = query.to ?? (query.from ? monthBounds(query.from).last : month.last);
  if (first > last) throw badRequest(FINANCE_MESSAGES.badRange);
  if (daysBetween(first, last) >= FINANCE_MAX_DAYS) throw badRequest(FINANCE_MESSAGES.rangeTooLong);
  return { first, last, from: startOfDay(first), to: startOfDay(addDays(last, 1)) };
}

/**
 * The treasurer's view of the money (issue 32): receipts of every purpose, credit notes,
 * daily totals, the reconciliation of gateway orders with receipts, the accountant's CSV.
 * Revenue is always receipts (by the day paid) less refunds and voids (by the day their credit
 * note was issued): the membership dashboard counts it the same way.
 */
export function createFinanceService(deps: {
  data: DataAccess<{ finance: FinanceRepository }>;
  now: () => Date;
}) {
  const repo = deps.data.repos.finance;

  const rangeOf = (query: FinanceRangeQuery) => financeRange(query, deps.now());

  function filterOf(query: FinancePaymentsQuery): FinancePaymentsFilter {
    const { limit: _limit, offset: _offset, ...filter } = query;
    if (filter.from && filter.to && filter.from > filter.to)
      throw badRequest(FINANCE_MESSAGES.badRange);
    return filter;
  }

  return {
    async listPayments(query: FinancePaymentsQuery): Promise<FinancePaymentsPage> {
      const { rows, total } = await repo.listPayments(filterOf(query), query.limit, query.offset);
      return { payments: rows.map(toFinancePayment), total };
    },

    /** The payments list as CSV, streamed in batches (receipt-number order). */
    async *exportCsv(query: FinancePaymentsQuery): AsyncGenerator<string> {
      const filter = filterOf(query);
      yield csvLine(FINANCE_CSV_HEADER);
      let after: { year: number; seq: number } | null = null;
      for (;;) {
        const rows = await repo.paymentsBatch(filter, EXPORT_BATCH, after);
        for (const row of rows) yield financeCsvLine(toFinancePayment(row));
        if (rows.length < EXPORT_BATCH) return;
        const last = rows.at(-1)!.receipt;
        after = { year: last.receiptYear, seq: last.receiptSeq };
      }
    },

    async summary(query: FinanceSummaryQuery): Promise<FinanceSummary> {
      const range = rangeOf(query);
      const [paid, notes] = await Promise.all([
        repo.receiptsByDay(range.first, range.last, query.purpose),
        repo.creditNotesByDay(range.from, range.to, query.purpose),
      ]);
      // What the money was for: the same receipts and credit notes, by purpose.
      const byPurpose = new Map<PaymentPurpose, FinanceSummary['byPurpose'][number]>();
      const purposeRow = (purpose: PaymentPurpose) => {
        let found = byPurpose.get(purpose);
        if (!found) byPurpose.set(purpose, (found = { purpose, ...emptyTotals() }));
        return found;
      };
      for (const r of paid) {
        const row = purposeRow(r.purpose);
        row.receiptCount += r.n;
        row.receiptsSen += r.total;
      }
      for (const n of notes) {
        const row = purposeRow(n.purpose);
        if (n.kind === 'refund') row.refundsSen += n.total;
        else row.voidsSen += n.total;
      }
      for (const row of byPurpose.values())
        row.revenueSen = row.receiptsSen - row.refundsSen - row.voidsSen;
      const days = new Map<string, FinanceSummary['days'][number]>();
      const row = (date: string, method: Method) => {
        const key = `${date}|${method}`;
        let found = days.get(key);
        if (!found) days.set(key, (found = { date, method, ...emptyTotals() }));
        return found;
      };
      for (const r of paid) {
        const day = row(r.date, r.method);
        day.receiptCount += r.n;
        day.receiptsSen += r.total;
      }
      for (const n of notes) {
        const day = row(n.date, n.method);
        if (n.kind === 'refund') day.refundsSen += n.total;
        else day.voidsSen += n.total;
      }
      const byMethod = new Map<Method, FinanceSummary['byMethod'][number]>();
      const totals = emptyTotals();
      const sorted = [...days.values()].sort(
        (a, b) => a.date.localeCompare(b.date) || a.method.localeCompare(b.method),
      );
      for (const day of sorted) {
        day.revenueSen = day.receiptsSen - day.refundsSen - day.voidsSen;
        let method = byMethod.get(day.method);
        if (!method) byMethod.set(day.method, (method = { method: day.method, ...emptyTotals() }));
        for (const target of [method, totals]) {
          target.receiptCount += day.receiptCount;
          target.receiptsSen += day.receiptsSen;
          target.refundsSen += day.refundsSen;
          target.voidsSen += day.voidsSen;
          target.revenueSen += day.revenueSen;
        }
      }
      return {
        from: range.first,
        to: range.last,
        days: sorted,
        byMethod: [...byMethod.values()].sort((a, b) => a.method.localeCompare(b.method)),
        byPurpose: PAYMENT_PURPOSES.flatMap((purpose) => byPurpose.get(purpose) ?? []),
        totals,
      };
    },

    async creditNotes(query: FinanceCreditNotesQuery): Promise<FinanceCreditNotesPage> {
      const range = rangeOf(query);
      const { rows, total } = await repo.listCreditNotes(
        { from: range.from, to: range.to, kind: query.kind, purpose: query.purpose },
        query.limit,
        query.offset,
      );
      return {
        creditNotes: rows.map((r) => ({
          number: r.note.creditNoteNumber,
          kind: r.note.kind,
          amountSen: r.note.amountSen,
          reason: r.note.reason,
          createdAt: r.note.createdAt.toISOString(),
          receiptNumber: r.receiptNumber,
          method: r.method,
          memberId: r.memberId,
          memberName: r.memberName,
          createdBy: r.createdBy,
          gatewayRefundId: r.note.gatewayRefundId,
          failedAt: r.note.failedAt?.toISOString() ?? null,
          failureReason: r.note.failureReason,
        })),
        total,
      };
    },

    /**
     * Orders the gateway was paid for against receipts, for the range: each paid order has
     * exactly one receipt of the same amount and the same refunds; every receipt for an order
     * names a paid order; no order stays open for more than an hour.
     */
    async reconciliation(query: FinanceRangeQuery): Promise<Reconciliation> {
      const range = rangeOf(query);
      const staleBefore = new Date(deps.now().getTime() - OPEN_TOO_LONG_MS);
      const [paid, receipts, open] = await Promise.all([
        repo.paidOrdersWithReceipts(range.from, range.to),
        repo.orderReceipts(range.first, range.last),
        repo.staleOpenOrders(range.from, range.to, staleBefore),
      ]);
      const mismatches: Reconciliation['mismatches'] = [];
      type Order = (typeof paid)[number]['order'];
      type Receipt = NonNullable<(typeof paid)[number]['receipt']>;
      const entry = (
        kind: Reconciliation['mismatches'][number]['kind'],
        order: Order | null,
        receipt: Receipt | null,
        at: Date,
      ) => ({
        kind,
        orderId: order?.id ?? null,
        orderStatus: order?.status ?? null,
        receiptNumber: receipt?.receiptNumber ?? null,
        orderAmountSen: order?.amountSen ?? null,
        receiptAmountSen: receipt?.amountSen ?? null,
        orderRefundedSen: order?.refundedSen ?? null,
        receiptRefundedSen: receipt?.refundedSen ?? null,
        gatewayPaymentId: order?.gatewayPaymentId ?? null,
        at: at.toISOString(),
      });
      let matched = 0;
      for (const { order, receipt } of paid) {
        const at = order.paidAt ?? order.updatedAt;
        if (!receipt || order.receiptId !== receipt.id)
          mismatches.push(entry('paid_without_receipt', order, receipt, at));
        else if (order.amountSen !== receipt.amountSen || order.refundedSen !== receipt.refundedSen)
          mismatches.push(entry('amount_differs', order, receipt, at));
        else matched += 1;
      }
      for (const { receipt, order } of receipts) {
        if (!order || order.status !== 'paid')
          mismatches.push(entry('receipt_without_paid_order', order, receipt, receipt.createdAt));
      }
      for (const order of open)
        mismatches.push(entry('open_too_long', order, null, order.createdAt));
      return {
        from: range.first,
        to: range.last,
        paidOrders: paid.length,
        onlineReceipts: receipts.length,
        matched,
        mismatches,
      };
    },
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
