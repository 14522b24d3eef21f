import { eq } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { paymentEvents } from '../../db/schema/index';

/** Gateway events handled, by id: each is applied once, whatever the retries and processes. */
export function createPaymentEventsRepository(db: DbExecutor) {
  return {
    /**
     * Claims an event inside the caller's transaction: true the first time. A second process
     * with the same event waits on the key until the first commits, then gets false; if the
     * first rolls back, the second claims it.
     */
    async claim(eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ eventId, type, outcome: 'pending' })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length === 1;
    },
    async settle(eventId: string, outcome: string, orderId: string | null) {
      await db
        .update(paymentEvents)
        .set({ outcome, orderId })
        .where(eq(paymentEvents.eventId, eventId));
    },
    async find(eventId: string) {
      const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
      return row ?? null;
    },
  };
}

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;
