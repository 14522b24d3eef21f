import { PAYMENT_MESSAGES } from '@app/shared/payments/schemas';

import { unauthenticated } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { GatewayEvent, PaymentGateway } from './gateway';
import type { PaymentsRepos } from './payments.types';

/** How long a delivery waits for its event to be settled before it is answered anyway. */
const DEFAULT_WAIT_MS = 3000;

/**
 * The gateway's webhooks (ADR 027). The signature is checked over the raw body by the SDK; the
 * event is recorded under its id (a replay, a retry or a second process finds it there and is
 * answered `duplicate`), and the settlement worker is woken. The answer waits for the event's
 * batch to commit, up to a few seconds, so it can say what the event did; past that (or if its
 * settlement failed and will be retried) it answers `pending`: the event is safely recorded, so
 * the gateway need not send it again.
 */
export function createWebhookService(deps: {
  data: DataAccess<PaymentsRepos>;
  gateway: PaymentGateway;
  /** Wakes the settlement worker; resolves when the run that will see the event is over. */
  wake: () => Promise<void>;
  waitMs?: number;
}) {
  const { data, gateway } = deps;
  const waitMs = deps.waitMs ?? DEFAULT_WAIT_MS;
  /** Outcomes reported by the worker for events whose deliveries are still waiting. */
  const waiting = new Map<string, string | null>();

  function parse(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    try {
      return gateway.parseEvent(rawBody, signature);
    } catch {
      throw unauthenticated(PAYMENT_MESSAGES.badSignature);
    }
  }

  async function outcomeOf(eventId: string): Promise<string> {
    const deadline = Date.now() + waitMs;
    waiting.set(eventId, null);
    try {
      for (;;) {
        await deps.wake();
        const told = waiting.get(eventId);
        if (told) return told;
        // Taken by another process's worker: its outcome shows once that batch commits.
        const stored = (await data.repos.paymentEvents.outcomes([eventId])).get(eventId);
        if (stored && stored !== 'pending') return stored;
        if (Date.now() >= deadline) return 'pending';
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      waiting.delete(eventId);
    }
  }

  return {
    async receive(rawBody: Buffer, signature: string | undefined) {
      const event = parse(rawBody, signature);
      if (!(await data.repos.paymentEvents.record(event)))
        return { received: true as const, outcome: 'duplicate' };
      return { received: true as const, outcome: await outcomeOf(event.id) };
    },
    /** The worker's report: what each event of a committed batch did. */
    settled(outcomes: Map<string, string>) {
      for (const [eventId, outcome] of outcomes)
        if (waiting.has(eventId)) waiting.set(eventId, outcome);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
