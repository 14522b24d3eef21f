import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';

import type { FinancePaymentsFilter } from '@app/shared/payments/finance';
import type { PaymentPurpose } from '@app/shared/payments/schemas';
import { memberIdOf } from '@app/shared/search-text';

import type { DbExecutor } from '../../db/client';
import {
  admins,
  membershipPayments,
  paymentOrders,
  paymentRefunds,
  players,
} from '../../db/schema/index';

const receipts = membershipPayments;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The Malaysia calendar day (UTC+8, no daylight saving) of a timestamp column. */
const malaysiaDay = (column: SQL | typeof paymentRefunds.createdAt) =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

function paymentsWhere(filter: FinancePaymentsFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.purpose) conditions.push(eq(receipts.purpose, filter.purpose));
  if (filter.method === 'card')
    // Card payments staff recorded and online card payments alike (ADR 028).
    conditions.push(
      or(
        eq(receipts.method, 'card'),
        and(eq(receipts.method, 'online'), eq(receipts.onlineMethod, 'card')),
      ),
    );
  else if (filter.method === 'fpx' || filter.method === 'grabpay')
    conditions.push(and(eq(receipts.method, 'online'), eq(receipts.onlineMethod, filter.method)));
  else if (filter.method) conditions.push(eq(receipts.method, filter.method));
  if (filter.status === 'voided') conditions.push(isNotNull(receipts.voidedAt));
  if (filter.status === 'refunded')
    conditions.push(and(isNull(receipts.voidedAt), gt(receipts.refundedSen, 0)));
  if (filter.status === 'paid')
    conditions.push(and(isNull(receipts.voidedAt), eq(receipts.refundedSen, 0)));
  if (filter.from) conditions.push(gte(receipts.paidOn, filter.from));
  if (filter.to) conditions.push(lte(receipts.paidOn, filter.to));
  if (filter.memberId) {
    // Typed as on the card or not ('mpa 000123'): the stored ID is upper case, in one piece.
    const memberId = memberIdOf(filter.memberId) ?? filter.memberId.trim();
    conditions.push(sql`upper(${receipts.memberId}) = upper(${memberId})`);
  }
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    // A member ID typed in the search box finds that member's payments, however it is typed.
    const memberId = memberIdOf(q);
    conditions.push(
      or(
        ilike(receipts.receiptNumber, pattern),
        ilike(receipts.reference, pattern),
        ilike(players.fullName, pattern),
        ilike(receipts.memberId, pattern),
        memberId ? like(receipts.memberId, `${memberId}%`) : undefined,
      ),
    );
  }
  return and(...conditions);
}

const paymentColumns = {
  receipt: receipts,
  memberName: players.fullName,
};

/** What the finance view reads: receipts, credit notes and orders across every purpose. */
export function createFinanceRepository(db: DbExecutor) {
  const paymentsQuery = (filter: FinancePaymentsFilter) =>
    db
      .select(paymentColumns)
      .from(receipts)
      .leftJoin(players, eq(players.id, receipts.playerId))
      .where(paymentsWhere(filter));

  /** Receipts with their payer's name and the gateway payment their order was for. */
  const receiptsWithPayment = () =>
    db
      .select({
        receipt: receipts,
        memberName: players.fullName,
        gatewayPaymentId: paymentOrders.gatewayPaymentId,
      })
      .from(receipts)
      .leftJoin(paymentOrders, eq(paymentOrders.id, receipts.orderId))
      .leftJoin(players, eq(players.id, receipts.playerId));

  return {
    /** Newest receipts first (by receipt number), one page, with how many match. */
    async listPayments(filter: FinancePaymentsFilter, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        paymentsQuery(filter)
          .orderBy(desc(receipts.receiptYear), desc(receipts.receiptSeq))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(receipts)
          .leftJoin(players, eq(players.id, receipts.playerId))
          .where(paymentsWhere(filter)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The export's next batch in receipt-number order, after `after` (year, seq). */
    async paymentsBatch(
      filter: FinancePaymentsFilter,
      limit: number,
      after: { year: number; seq: number } | null,
    ) {
      const cursor = after
        ? or(
            gt(receipts.receiptYear, after.year),
            and(eq(receipts.receiptYear, after.year), gt(receipts.receiptSeq, after.seq)),
          )
        : undefined;
      return db
        .select(paymentColumns)
        .from(receipts)
        .leftJoin(players, eq(players.id, receipts.playerId))
        .where(and(paymentsWhere(filter), cursor))
        .orderBy(asc(receipts.receiptYear), asc(receipts.receiptSeq))
        .limit(limit);
    },

    /**
     * Receipts paid within [first, last] (Malaysia days), by day, method and purpose; of one
     * purpose only when `purpose` is given.
     */
    async receiptsByDay(first: string, last: string, purpose?: PaymentPurpose) {
      const rows = await db
        .select({
          date: receipts.paidOn,
          method: receipts.method,
          purpose: receipts.purpose,
          n: count(),
          total: sum(receipts.amountSen),
        })
        .from(receipts)
        .where(
          and(
            gte(receipts.paidOn, first),
            lte(receipts.paidOn, last),
            purpose ? eq(receipts.purpose, purpose) : undefined,
          ),
        )
        .groupBy(receipts.paidOn, receipts.method, receipts.purpose);
      return rows.map((r) => ({ ...r, total: Number(r.total ?? 0) }));
    },

    /**
     * Credit notes issued within [from, to), by Malaysia day, receipt method, receipt purpose
     * and kind; of one purpose only when `purpose` is given.
     */
    async creditNotesByDay(from: Date, to: Date, purpose?: PaymentPurpose) {
      const day = malaysiaDay(paymentRefunds.createdAt);
      const rows = await db
        .select({
          date: day,
          method: receipts.method,
          purpose: receipts.purpose,
          kind: paymentRefunds.kind,
          total: sum(paymentRefunds.amountSen),
        })
        .from(paymentRefunds)
        .innerJoin(receipts, eq(receipts.id, paymentRefunds.receiptId))
        .where(
          and(
            gte(paymentRefunds.createdAt, from),
            lt(paymentRefunds.createdAt, to),
            // A refund that failed at the gateway gave nothing back (the note says so).
            isNull(paymentRefunds.failedAt),
            purpose ? eq(receipts.purpose, purpose) : undefined,
          ),
        )
        .groupBy(day, receipts.method, receipts.purpose, paymentRefunds.kind);
      return rows.map((r) => ({ ...r, total: Number(r.total ?? 0) }));
    },

    /** Credit notes issued within [from, to), newest first, with their receipt and payer. */
    async listCreditNotes(
      range: { from: Date; to: Date; kind?: 'refund' | 'void'; purpose?: PaymentPurpose },
      limit: number,
      offset: number,
    ) {
      const where = and(
        gte(paymentRefunds.createdAt, range.from),
        lt(paymentRefunds.createdAt, range.to),
        range.kind ? eq(paymentRefunds.kind, range.kind) : undefined,
        range.purpose ? eq(receipts.purpose, range.purpose) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            note: paymentRefunds,
            receiptNumber: receipts.receiptNumber,
            method: receipts.method,
            memberId: receipts.memberId,
            memberName: players.fullName,
            createdBy: sql<string | null>`coalesce(${admins.fullName}, ${admins.username})`,
          })
          .from(paymentRefunds)
          .innerJoin(receipts, eq(receipts.id, paymentRefunds.receiptId))
          .leftJoin(players, eq(players.id, receipts.playerId))
          .leftJoin(admins, eq(admins.id, paymentRefunds.createdBy))
          .where(where)
          .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.creditNoteSeq))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(paymentRefunds)
          .innerJoin(receipts, eq(receipts.id, paymentRefunds.receiptId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A credit note by the gateway's refund id (each gateway refund is recorded once). */
    async findByGatewayRefund(gatewayRefundId: string) {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.gatewayRefundId, gatewayRefundId));
      return row ?? null;
    },

    /** Orders paid within [from, to), with the receipt that names each (if any). */
    async paidOrdersWithReceipts(from: Date, to: Date) {
      return db
        .select({ order: paymentOrders, receipt: receipts })
        .from(paymentOrders)
        .leftJoin(receipts, eq(receipts.orderId, paymentOrders.id))
        .where(
          and(
            eq(paymentOrders.status, 'paid'),
            gte(paymentOrders.paidAt, from),
            lt(paymentOrders.paidAt, to),
          ),
        )
        .orderBy(asc(paymentOrders.paidAt));
    },

    /** Receipts paid within [first, last] for an order, with the order (if it exists). */
    async orderReceipts(first: string, last: string) {
      return db
        .select({ receipt: receipts, order: paymentOrders })
        .from(receipts)
        .leftJoin(paymentOrders, eq(paymentOrders.id, receipts.orderId))
        .where(
          and(isNotNull(receipts.orderId), gte(receipts.paidOn, first), lte(receipts.paidOn, last)),
        )
        .orderBy(asc(receipts.receiptYear), asc(receipts.receiptSeq));
    },

    /**
     * Online receipts for these gateway payments: by the payment id kept as the receipt's
     * reference, or through the order that names it.
     */
    async receiptsForGatewayPayments(provider: string, paymentIds: string[]) {
      if (paymentIds.length === 0) return [];
      return receiptsWithPayment().where(
        or(
          and(eq(receipts.provider, provider), inArray(receipts.reference, paymentIds)),
          inArray(paymentOrders.gatewayPaymentId, paymentIds),
        ),
      );
    },

    /** Credit notes for these gateway refunds, with their receipt and payer. */
    async creditNotesForGatewayRefunds(refundIds: string[]) {
      if (refundIds.length === 0) return [];
      return db
        .select({
          note: paymentRefunds,
          receiptNumber: receipts.receiptNumber,
          memberId: receipts.memberId,
          memberName: players.fullName,
        })
        .from(paymentRefunds)
        .innerJoin(receipts, eq(receipts.id, paymentRefunds.receiptId))
        .leftJoin(players, eq(players.id, receipts.playerId))
        .where(inArray(paymentRefunds.gatewayRefundId, refundIds));
    },

    /** Receipts paid through the gateway within [first, last], with the payment each was for. */
    async gatewayReceipts(provider: string, first: string, last: string) {
      return receiptsWithPayment()
        .where(
          and(
            eq(receipts.provider, provider),
            gte(receipts.paidOn, first),
            lte(receipts.paidOn, last),
          ),
        )
        .orderBy(asc(receipts.receiptYear), asc(receipts.receiptSeq));
    },

    /** Orders opened within [from, to) and still open before `staleBefore`. */
    async staleOpenOrders(from: Date, to: Date, staleBefore: Date) {
      return db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.status, 'open'),
            gte(paymentOrders.createdAt, from),
            lt(paymentOrders.createdAt, to),
            lt(paymentOrders.createdAt, staleBefore),
          ),
        )
        .orderBy(asc(paymentOrders.createdAt));
    },
  };
}

export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
