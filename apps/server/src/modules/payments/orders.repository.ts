import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { membershipPayments, paymentOrders, paymentRefunds, players } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type NewOrder = typeof paymentOrders.$inferInsert;

/** Payment orders: one row per thing a player pays for online. */
export function createOrdersRepository(db: DbExecutor) {
  /** The order matching `where`, locked until the transaction ends when `lock`. */
  async function one(where: SQL, lock: boolean): Promise<OrderRow | null> {
    const query = db.select().from(paymentOrders).where(where).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  return {
    async insert(values: NewOrder) {
      const [row] = await db.insert(paymentOrders).values(values).returning();
      return row!;
    },
    /** `lock` holds the row until the transaction ends: one change to an order at a time. */
    find: (id: string, lock = false) =>
      isUuid(id) ? one(eq(paymentOrders.id, id), lock) : Promise.resolve(null),
    findByCheckout: (checkoutId: string, lock = false) =>
      one(eq(paymentOrders.checkoutId, checkoutId), lock),
    findByGatewayPayment: (paymentId: string, lock = false) =>
      one(eq(paymentOrders.gatewayPaymentId, paymentId), lock),
    /**
     * The orders a batch of gateway events is about (by id, checkout or payment), locked in id
     * order (two batches lock shared orders in the same order: no deadlock).
     */
    async lockForEvents(keys: { ids: string[]; checkoutIds: string[]; paymentIds: string[] }) {
      const ids = keys.ids.filter(isUuid);
      const where = [
        ids.length ? inArray(paymentOrders.id, ids) : undefined,
        keys.checkoutIds.length ? inArray(paymentOrders.checkoutId, keys.checkoutIds) : undefined,
        keys.paymentIds.length
          ? inArray(paymentOrders.gatewayPaymentId, keys.paymentIds)
          : undefined,
      ].filter((w): w is SQL => w !== undefined);
      if (where.length === 0) return [];
      return db
        .select()
        .from(paymentOrders)
        .where(or(...where))
        .orderBy(asc(paymentOrders.id))
        .for('update');
    },
    /** Orders paid in one statement: each gets its receipt and gateway payment. */
    async markPaid(rows: { id: string; receiptId: string; paymentId: string | null }[], at: Date) {
      if (rows.length === 0) return [];
      const values = sql.join(
        rows.map((r) => sql`(${r.id}::uuid, ${r.receiptId}::uuid, ${r.paymentId}::text)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        UPDATE payment_orders AS o
           SET status = 'paid', progress = NULL, paid_at = ${at.toISOString()}::timestamptz,
               updated_at = ${at.toISOString()}::timestamptz,
               gateway_payment_id = COALESCE(v.payment_id, o.gateway_payment_id),
               receipt_id = v.receipt_id
          FROM (VALUES ${values}) AS v(id, receipt_id, payment_id)
         WHERE o.id = v.id
        RETURNING o.id`);
      const paidIds = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      return db.select().from(paymentOrders).where(inArray(paymentOrders.id, paidIds));
    },
    async findByKey(playerId: string, idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.playerId, playerId),
            eq(paymentOrders.idempotencyKey, idempotencyKey),
          ),
        );
      return row ?? null;
    },
    /** The player's open order for one thing (a second tab finds the first tab's). */
    async findOpenFor(playerId: string, purpose: OrderRow['purpose'], subjectId: string) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.playerId, playerId),
            eq(paymentOrders.purpose, purpose),
            eq(paymentOrders.subjectId, subjectId),
            eq(paymentOrders.status, 'open'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async listForPlayer(playerId: string, limit = 100) {
      return db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.playerId, playerId))
        .orderBy(desc(paymentOrders.createdAt))
        .limit(limit);
    },
    async update(id: string, values: Partial<NewOrder>) {
      const [row] = await db
        .update(paymentOrders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(paymentOrders.id, id))
        .returning();
      return row!;
    },
    /**
     * Open orders untouched since `before` (each run touches what it asked about), locked for this worker (others skip them): the
     * reconciliation asks the gateway about each.
     */
    async claimStale(before: Date, limit: number) {
      return db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.status, 'open'), lt(paymentOrders.updatedAt, before)))
        .orderBy(paymentOrders.updatedAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    /**
     * Who pays: for the receipt and the notices (null once the account is deleted). `lock`
     * serialises one player's orders (NO KEY UPDATE: rows that only reference the player, such
     * as a partner's enrolment, do not wait on it).
     */
    async payer(playerId: string, lock = false) {
      const query = db
        .select({
          id: players.id,
          memberId: players.playerId,
          fullName: players.fullName,
          email: players.email,
          language: players.language,
        })
        .from(players)
        .where(eq(players.id, playerId));
      const [row] = lock ? await query.for('no key update') : await query;
      return row ?? null;
    },
    /** Who pays, for several orders at once (receipts and notices of a batch). */
    async payers(playerIds: string[]) {
      if (playerIds.length === 0) return new Map<string, PayerRow>();
      const rows = await db
        .select({
          id: players.id,
          memberId: players.playerId,
          fullName: players.fullName,
          email: players.email,
          language: players.language,
        })
        .from(players)
        .where(inArray(players.id, playerIds));
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** Receipt numbers by receipt id. */
    async receiptNumbers(receiptIds: string[]) {
      if (receiptIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: membershipPayments.id, number: membershipPayments.receiptNumber })
        .from(membershipPayments)
        .where(inArray(membershipPayments.id, receiptIds));
      return new Map(rows.map((r) => [r.id, r.number]));
    },
    /** Credit notes on orders' receipts, for the player's Payments list. */
    async creditNotesOf(receiptIds: string[]) {
      if (receiptIds.length === 0) return [];
      return db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.receiptId, receiptIds))
        .orderBy(paymentRefunds.createdAt);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
type PayerRow = NonNullable<Awaited<ReturnType<OrdersRepository['payer']>>>;
