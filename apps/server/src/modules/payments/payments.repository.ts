import { and, desc, eq, gte, isNull, lte, sql, sum } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { membershipPayments, receiptCounters } from '../../db/schema/index';

export type NewPayment = typeof membershipPayments.$inferInsert;

/** Payments and their gap-free receipt numbers. */
export function createPaymentsRepository(db: DbExecutor) {
  return {
    /**
     * A deleted player's receipts stay as financial records, kept minimal: receipt number,
     * amount, date and member ID. The payer's reference goes; the foreign key then detaches
     * them from the person (ON DELETE SET NULL).
     */
    async redactForDeletion(playerId: string) {
      await db
        .update(membershipPayments)
        .set({ reference: '' })
        .where(eq(membershipPayments.playerId, playerId));
    },

    /**
     * The next receipt number of `year`. The counter row stays locked until the caller's
     * transaction ends, so numbers are handed out one at a time and a rollback returns its
     * number: no gaps, no duplicates. Call inside the payment's transaction.
     */
    async nextReceiptSeq(year: number): Promise<number> {
      const [row] = await db
        .insert(receiptCounters)
        .values({ year, lastSeq: 1 })
        .onConflictDoUpdate({
          target: receiptCounters.year,
          set: { lastSeq: sql`${receiptCounters.lastSeq} + 1` },
        })
        .returning({ seq: receiptCounters.lastSeq });
      return row!.seq;
    },
    /**
     * `count` numbers at once (a batch of settled payments): the last one is returned, the batch
     * has `last - count + 1 … last`. Same lock as `nextReceiptSeq`, held until the commit.
     */
    async takeReceiptSeqs(year: number, count: number): Promise<number> {
      const [row] = await db
        .insert(receiptCounters)
        .values({ year, lastSeq: count })
        .onConflictDoUpdate({
          target: receiptCounters.year,
          set: { lastSeq: sql`${receiptCounters.lastSeq} + ${count}` },
        })
        .returning({ seq: receiptCounters.lastSeq });
      return row!.seq;
    },
    /** Several receipts in one statement, returned in the order given. */
    async insertMany(list: NewPayment[]) {
      if (list.length === 0) return [];
      const rows = await db.insert(membershipPayments).values(list).returning();
      const byKey = new Map(rows.map((r) => [r.idempotencyKey, r]));
      return list.map((v) => byKey.get(v.idempotencyKey)!);
    },
    async insert(values: NewPayment) {
      const [row] = await db.insert(membershipPayments).values(values).returning();
      return row!;
    },
    async findByIdempotencyKey(key: string) {
      const [row] = await db
        .select()
        .from(membershipPayments)
        .where(eq(membershipPayments.idempotencyKey, key));
      return row ?? null;
    },
    async findByReceipt(receiptNumber: string) {
      const [row] = await db
        .select()
        .from(membershipPayments)
        .where(eq(membershipPayments.receiptNumber, receiptNumber));
      return row ?? null;
    },
    /** The receipt's row, locked until the transaction ends (voids and refunds take turns). */
    async lockReceipt(receiptNumber: string) {
      const [row] = await db
        .select()
        .from(membershipPayments)
        .where(eq(membershipPayments.receiptNumber, receiptNumber))
        .for('update');
      return row ?? null;
    },
    async findById(id: string) {
      const [row] = await db.select().from(membershipPayments).where(eq(membershipPayments.id, id));
      return row ?? null;
    },
    /**
     * The latest receipt of this player, not voided and recorded since `since`, whose reference
     * is this one (trimmed, any case). Reads the (player_id, reference) index by player.
     */
    async findRecentByReference(playerId: string, reference: string, since: Date) {
      const [row] = await db
        .select()
        .from(membershipPayments)
        .where(
          and(
            eq(membershipPayments.playerId, playerId),
            sql`lower(btrim(${membershipPayments.reference})) = lower(btrim(${reference}))`,
            isNull(membershipPayments.voidedAt),
            gte(membershipPayments.createdAt, since),
          ),
        )
        .orderBy(desc(membershipPayments.createdAt))
        .limit(1);
      return row ?? null;
    },
    /**
     * Adds to what was given back, never beyond the amount paid: null when it would be (the
     * row is unchanged then).
     */
    async addRefunded(id: string, amountSen: number) {
      const [row] = await db
        .update(membershipPayments)
        .set({ refundedSen: sql`${membershipPayments.refundedSen} + ${amountSen}` })
        .where(
          and(
            eq(membershipPayments.id, id),
            sql`${membershipPayments.refundedSen} + ${amountSen} <= ${membershipPayments.amountSen}`,
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Marks a receipt voided; false when it already was. */
    async markVoided(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(membershipPayments)
        .set({ voidedAt: at })
        .where(and(eq(membershipPayments.id, id), isNull(membershipPayments.voidedAt)))
        .returning({ id: membershipPayments.id });
      return rows.length > 0;
    },
    async listForPlayer(playerId: string) {
      return db
        .select()
        .from(membershipPayments)
        .where(eq(membershipPayments.playerId, playerId))
        .orderBy(desc(membershipPayments.createdAt));
    },
    /** Sum of payments dated within [first, last] (Malaysia calendar days). */
    /** Receipts paid within [first, last]: of every purpose, and for memberships alone. */
    async revenueBetween(
      first: string,
      last: string,
    ): Promise<{ allSen: number; membershipSen: number }> {
      const [row] = await db
        .select({
          total: sum(membershipPayments.amountSen),
          membership: sql<
            string | null
          >`sum(${membershipPayments.amountSen}) filter (where ${membershipPayments.purpose} = 'membership')`,
        })
        .from(membershipPayments)
        .where(and(gte(membershipPayments.paidOn, first), lte(membershipPayments.paidOn, last)));
      return { allSen: Number(row?.total ?? 0), membershipSen: Number(row?.membership ?? 0) };
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
