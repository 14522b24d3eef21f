import { inArray, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { gatewayPaymentMethods } from '../../db/schema/index';

/** How one gateway payment was paid (ADR 028). */
export interface PaymentMethodNote {
  paymentId: string;
  method: string;
  detail: string | null;
}

/**
 * How gateway payments were paid, as `charge.succeeded` says, by payment id. The event may come
 * before the order is settled (the receipt takes the method from here) or after (the receipt
 * is updated): both in set-based statements, once per settlement batch.
 */
export function createPaymentMethodsRepository(db: DbExecutor) {
  return {
    /** Notes the methods and writes them on the receipts of orders already paid. */
    async record(notes: PaymentMethodNote[]) {
      if (notes.length === 0) return;
      // One note per payment (the last one of the batch counts).
      const latest = [...new Map(notes.map((n) => [n.paymentId, n])).values()];
      await db
        .insert(gatewayPaymentMethods)
        .values(
          latest.map((n) => ({ paymentId: n.paymentId, method: n.method, methodDetail: n.detail })),
        )
        .onConflictDoUpdate({
          target: gatewayPaymentMethods.paymentId,
          set: {
            method: sql`excluded.method`,
            methodDetail: sql`excluded.method_detail`,
            recordedAt: sql`now()`,
          },
        });
      const rows = sql.join(
        latest.map((n) => sql`(${n.paymentId}::text, ${n.method}::text, ${n.detail}::text)`),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE membership_payments AS r
           SET online_method = v.method, online_method_detail = v.detail
          FROM (VALUES ${rows}) AS v(payment_id, method, detail)
          JOIN payment_orders AS o ON o.gateway_payment_id = v.payment_id
         WHERE r.id = o.receipt_id`);
    },
    /** The methods known for these payments. */
    async find(paymentIds: string[]): Promise<Map<string, PaymentMethodNote>> {
      if (paymentIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(gatewayPaymentMethods)
        .where(inArray(gatewayPaymentMethods.paymentId, paymentIds));
      return new Map(
        rows.map((r) => [
          r.paymentId,
          { paymentId: r.paymentId, method: r.method, detail: r.methodDetail },
        ]),
      );
    },
  };
}

export type PaymentMethodsRepository = ReturnType<typeof createPaymentMethodsRepository>;
