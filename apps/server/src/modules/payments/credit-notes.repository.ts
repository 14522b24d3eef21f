import { and, asc, eq, gte, inArray, isNull, lt, sql, sum } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { creditNoteCounters, membershipPayments, paymentRefunds } from '../../db/schema/index';

export type NewCreditNote = typeof paymentRefunds.$inferInsert;
export type CreditNoteRow = typeof paymentRefunds.$inferSelect;

/** Credit note numbers: CN-<year>-<6 digits>, one gap-free sequence per year. */
export function creditNoteNumber(year: number, seq: number): string {
  return `CN-${year}-${String(seq).padStart(6, '0')}`;
}

/** Refunds and voids (payment_refunds), each with a gap-free credit note number. */
export function createCreditNotesRepository(db: DbExecutor) {
  return {
    /**
     * The next credit note number of `year`. As with receipts, the counter row stays locked
     * until the caller's transaction ends: no gaps, no duplicates. Call inside its transaction.
     */
    async nextSeq(year: number): Promise<number> {
      const [row] = await db
        .insert(creditNoteCounters)
        .values({ year, lastSeq: 1 })
        .onConflictDoUpdate({
          target: creditNoteCounters.year,
          set: { lastSeq: sql`${creditNoteCounters.lastSeq} + 1` },
        })
        .returning({ seq: creditNoteCounters.lastSeq });
      return row!.seq;
    },
    async insert(values: NewCreditNote) {
      const [row] = await db.insert(paymentRefunds).values(values).returning();
      return row!;
    },
    /**
     * The gateway's refund behind a credit note failed or was cancelled: the note keeps its
     * number and says so. Null when it was already marked (a replay).
     */
    async markFailed(id: string, reason: string, at: Date) {
      const [row] = await db
        .update(paymentRefunds)
        .set({ failedAt: at, failureReason: reason })
        .where(and(eq(paymentRefunds.id, id), isNull(paymentRefunds.failedAt)))
        .returning();
      return row ?? null;
    },
    async findByIdempotencyKey(key: string) {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.idempotencyKey, key));
      return row ?? null;
    },
    /** A credit note with the receipt it belongs to (whose player may read it). */
    async findByNumber(number: string) {
      const [row] = await db
        .select({ creditNote: paymentRefunds, receipt: membershipPayments })
        .from(paymentRefunds)
        .innerJoin(membershipPayments, eq(membershipPayments.id, paymentRefunds.receiptId))
        .where(eq(paymentRefunds.creditNoteNumber, number));
      return row ?? null;
    },
    async listForReceipt(receiptId: string) {
      return db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.receiptId, receiptId))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.creditNoteSeq));
    },
    /** Every credit note on the player's receipts, oldest first. */
    async listForPlayer(playerId: string) {
      const receipts = db
        .select({ id: membershipPayments.id })
        .from(membershipPayments)
        .where(eq(membershipPayments.playerId, playerId));
      return db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.receiptId, receipts))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.creditNoteSeq));
    },
    /**
     * Money given back by credit notes issued within [from, to): what revenue subtracts, of
     * every purpose and for membership receipts alone.
     */
    async revenue(from: Date, to: Date): Promise<{ allSen: number; membershipSen: number }> {
      const [row] = await db
        .select({
          total: sum(paymentRefunds.amountSen),
          membership: sql<
            string | null
          >`sum(${paymentRefunds.amountSen}) filter (where ${membershipPayments.purpose} = 'membership')`,
        })
        .from(paymentRefunds)
        .innerJoin(membershipPayments, eq(membershipPayments.id, paymentRefunds.receiptId))
        .where(
          and(
            gte(paymentRefunds.createdAt, from),
            lt(paymentRefunds.createdAt, to),
            // A refund that failed at the gateway gave nothing back.
            isNull(paymentRefunds.failedAt),
          ),
        );
      return { allSen: Number(row?.total ?? 0), membershipSen: Number(row?.membership ?? 0) };
    },
  };
}

export type CreditNotesRepository = ReturnType<typeof createCreditNotesRepository>;
