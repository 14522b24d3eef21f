import { paymentEvents } from '../src/db/schema/index';
import { createStripeGateway } from '../src/modules/payments/stripe-gateway';

import type { TestApp } from './build-test-app';
import {
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeEvent,
  type FakeStripe,
} from './fake-stripe';
import { newCharge } from './fake-stripe-objects';

/**
 * Records gateway events as the webhook does, without waking a settlement worker: events another
 * process recorded before it stopped, which the next wake-up (or poll) settles. The payload is
 * what the real Stripe adapter reads from the signed event.
 */
export function pendingEvents(t: Pick<TestApp, 'db'>, fake: FakeStripe) {
  const gateway = createStripeGateway({
    secretKey: FAKE_STRIPE_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    apiUrl: fake.url,
    methods: ['card'],
  });
  return {
    /** The events, received one millisecond apart in the order given. */
    async record(events: FakeEvent[], receivedFrom = new Date()) {
      await t.db.insert(paymentEvents).values(
        events.map((event, i) => {
          const { body, signature } = fake.signed(event);
          const payload = gateway.parseEvent(Buffer.from(body), signature);
          return {
            eventId: event.id,
            type: payload.type,
            outcome: 'pending',
            payload,
            receivedAt: new Date(receivedFrom.getTime() + i),
          };
        }),
      );
    },
    /** A verified event we do not act on (a charge's description changed): it wakes the worker. */
    nudge: () =>
      fake.event(
        'charge.updated',
        newCharge({
          paymentIntent: 'pi_test_nudge',
          amount: 1000,
          currency: 'myr',
          how: 'card',
          email: null,
          metadata: {},
        }),
      ),
  };
}
