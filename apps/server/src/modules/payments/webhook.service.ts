import { PAYMENT_MESSAGES } from '@app/shared/payments/schemas';

import { unauthenticated } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { GatewayEvent, PaymentGateway } from './gateway';
import type { PaymentsRepos } from './payments.types';

/**
 * The gateway's webhooks (ADR 027). The signature is checked over the raw body by the SDK; the
 * event is recorded under its id (a replay, a retry or a second process finds it there and is
 * answered `duplicate`), and the settlement worker is woken. The answer is `pending` at once
 * (Stripe's advice: acknowledge, then process): the event is safely recorded, so the gateway
 * need not send it again. With `waitMs` the answer waits up to that long for the event's batch
 * to commit and says what the event did (tests read it); past that, or if its settlement failed
 * and will be retried, it is `pending` too.
 */
export function createWebhookService(deps: {
  data: DataAccess<PaymentsRepos>;
  gateway: PaymentGateway;
  /** Wakes the settlement worker; resolves when the run that will see the event is over. */
  wake: () => Promise<void>;
  waitMs: number;
}) {
  const { data, gateway, waitMs } = deps;
  /** Deliveries waiting for their event's outcome, told by the worker once its batch commits. */
  const waiting = new Map<string, (outcome: string) => void>();

  function parse(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    try {
      return gateway.parseEvent(rawBody, signature);
    } catch {
      throw unauthenticated(PAYMENT_MESSAGES.badSignature);
    }
  }

  async function outcomeOf(eventId: string): Promise<string> {
    const deadline = Date.now() + waitMs;
    const told = new Promise<string>((resolve) => waiting.set(eventId, resolve));
    try {
      for (;;) {
        // Answered as soon as the batch holding the event commits, not when the worker idles.
        const outcome = await Promise.race([told, deps.wake().then(() => null)]);
        if (outcome) return outcome;
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
      if (waitMs <= 0) {
        void deps.wake();
        return { received: true as const, outcome: 'pending' };
      }
      return { received: true as const, outcome: await outcomeOf(event.id) };
    },
    /** The worker's report: what each event of a committed batch did. */
    settled(outcomes: Map<string, string>) {
      for (const [eventId, outcome] of outcomes) waiting.get(eventId)?.(outcome);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
