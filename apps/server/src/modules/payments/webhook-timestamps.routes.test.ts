import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType } from '../../../test/factories/membership';
import { payMembershipOnline } from '../../../test/factories/online-membership';
import {
  deliverEvent,
  startFakeStripe,
  stripeEnv,
  type FakeStripe,
} from '../../../test/fake-stripe';
import { paymentEvents } from '../../db/schema/index';

/**
 * A correctly signed event is taken only within the SDK's tolerance (5 minutes) of our clock,
 * either way (issue 39): the SDK refuses old timestamps itself; one from the future is refused
 * too, as a bad signature is, and nothing is recorded.
 */
describe('webhook timestamps: within the tolerance, either way', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let typeId: string;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake));
    typeId = (await createMembershipType(t.db, { feeSen: 8000 })).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('refuses a signed event an hour (or 6 minutes) ahead or 6 minutes old, in both languages; takes one a minute ahead', async () => {
    const paid = await payMembershipOnline(t, fake, typeId, { webhook: false });
    const [completed] = fake.events.filter(
      (e) =>
        e.type === 'checkout.session.completed' &&
        (e.data.object as { id: string }).id === paid.sessionId,
    );
    const now = Math.floor(Date.now() / 1000);
    const recorded = async () => (await t.db.select().from(paymentEvents)).length;
    const before = await recorded();
    for (const timestamp of [now + 3600, now + 360, now - 360]) {
      const res = await deliverEvent(t.app, fake, completed!, { timestamp });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('The webhook signature is not valid');
    }
    const { body, signature } = fake.signed(completed!, undefined, now + 3600);
    const ms = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature,
        'x-language': 'ms',
      },
      payload: body,
    });
    expect(ms.statusCode).toBe(401);
    expect(ms.json().error).toBe('Tandatangan webhook tidak sah');
    expect(await recorded()).toBe(before);
    // A clock a minute apart is within the tolerance.
    const ok = await deliverEvent(t.app, fake, completed!, { timestamp: now + 60 });
    expect(ok.json()).toEqual({ received: true, outcome: 'paid' });
  });
});
