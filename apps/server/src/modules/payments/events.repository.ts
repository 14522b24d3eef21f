import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { paymentEvents } from '../../db/schema/index';

import type { GatewayEvent } from './gateway';

/** What the settlement worker takes: a recorded event and what the gateway said. */
export interface PendingEvent {
  eventId: string;
  attempts: number;
  event: GatewayEvent | null;
}

/**
 * Gateway events, by id: each is recorded once (whatever the retries and processes) and
 * applied once by the settlement worker (ADR 027).
 */
export function createPaymentEventsRepository(db: DbExecutor) {
  return {
    /**
     * Records a verified event, pending until the worker applies it: true the first time, false
     * for a replay (or a second process's delivery of the same event).
     */
    async record(event: GatewayEvent): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ eventId: event.id, type: event.type, outcome: 'pending', payload: event })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length === 1;
    },
    /**
     * Up to `limit` pending events that are due, oldest first, locked for this transaction:
     * another process's worker skips them (and takes the next ones).
     */
    async lockPending(limit: number, now: Date): Promise<PendingEvent[]> {
      const rows = await db
        .select({
          eventId: paymentEvents.eventId,
          attempts: paymentEvents.attempts,
          payload: paymentEvents.payload,
        })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.outcome, 'pending'),
            or(isNull(paymentEvents.retryAt), lte(paymentEvents.retryAt, now)),
          ),
        )
        .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.eventId))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((r) => ({
        eventId: r.eventId,
        attempts: r.attempts,
        event: (r.payload as GatewayEvent | null) ?? null,
      }));
    },
    /** Locks these pending events (a retry one by one after a batch failed); skips taken ones. */
    async lockThese(eventIds: string[]): Promise<PendingEvent[]> {
      if (eventIds.length === 0) return [];
      const rows = await db
        .select({
          eventId: paymentEvents.eventId,
          attempts: paymentEvents.attempts,
          payload: paymentEvents.payload,
        })
        .from(paymentEvents)
        .where(and(inArray(paymentEvents.eventId, eventIds), eq(paymentEvents.outcome, 'pending')))
        .for('update', { skipLocked: true });
      return rows.map((r) => ({
        eventId: r.eventId,
        attempts: r.attempts,
        event: (r.payload as GatewayEvent | null) ?? null,
      }));
    },
    /** What each event did, in one statement. */
    async settleMany(outcomes: { eventId: string; outcome: string; orderId: string | null }[]) {
      if (outcomes.length === 0) return;
      const rows = sql.join(
        outcomes.map((o) => sql`(${o.eventId}::text, ${o.outcome}::text, ${o.orderId}::uuid)`),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE payment_events AS e
           SET outcome = v.outcome, order_id = v.order_id, settled_at = now(),
               retry_at = NULL
          FROM (VALUES ${rows}) AS v(event_id, outcome, order_id)
         WHERE e.event_id = v.event_id`);
    },
    /** A settlement attempt failed: the event stays pending and is tried again after `retryAt`. */
    async noteFailure(eventId: string, error: string, retryAt: Date) {
      await db
        .update(paymentEvents)
        .set({
          attempts: sql`${paymentEvents.attempts} + 1`,
          lastError: error.slice(0, 2000),
          retryAt,
        })
        .where(and(eq(paymentEvents.eventId, eventId), eq(paymentEvents.outcome, 'pending')));
    },
    async find(eventId: string) {
      const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
      return row ?? null;
    },
    /** The outcomes of these events (pending ones included). */
    async outcomes(eventIds: string[]) {
      if (eventIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ eventId: paymentEvents.eventId, outcome: paymentEvents.outcome })
        .from(paymentEvents)
        .where(inArray(paymentEvents.eventId, eventIds));
      return new Map(rows.map((r) => [r.eventId, r.outcome]));
    },
  };
}

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;
