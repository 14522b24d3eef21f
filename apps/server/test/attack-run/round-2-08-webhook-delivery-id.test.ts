import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import {
  portalApplication,
  portalWebhookHeaders,
  startFakePortal,
  type FakePortal,
} from '../fake-portal';

const SECRET = 'webhook-secret-for-delivery-id-tests';
const URL_PATH = '/api/webhooks/tournament-updated';

const hmac = (signed: string) =>
  `sha256=${createHmac('sha256', SECRET).update(signed).digest('hex')}`;

/**
 * Round 2, item 8: the portal webhook's HMAC covered `<timestamp>.<body>` but not
 * `X-Portal-Delivery`, so a captured call replayed within five minutes under a fresh delivery id
 * was accepted again. Now the signature covers `<timestamp>.<delivery id>.<body>`
 * (api-compat.md); the older `<timestamp>.<body>` and body-only forms pass only with
 * PORTAL_WEBHOOK_LEGACY_SIGNATURE=true.
 */
describe('round 2, item 8 — a captured webhook cannot be replayed under a new delivery id', () => {
  let portal: FakePortal;
  let t: TestApp;
  let legacy: TestApp;

  beforeAll(async () => {
    portal = await startFakePortal();
    const env = {
      PORTAL_URL: portal.url,
      PORTAL_WEBHOOK_SECRET: SECRET,
      PORTAL_SYNC_INTERVAL_MINUTES: '0',
    };
    t = await buildTestApp({}, env);
    legacy = await buildTestApp({}, { ...env, PORTAL_WEBHOOK_LEGACY_SIGNATURE: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await legacy.close();
    await portal.close();
  });

  function newApplication() {
    const app = portalApplication();
    portal.applications.set(String(app.applicationId), app);
    return JSON.stringify({ tournament: { applicationId: app.applicationId }, action: 'created' });
  }
  const post = (target: TestApp, body: string, headers: Record<string, string>) =>
    target.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers,
      payload: body,
      remoteAddress: '198.51.100.80',
    });
  /** A call signed the previous way: `<timestamp>.<body>`, the delivery id not covered. */
  function oldFormHeaders(body: string, deliveryId: string) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    return {
      'content-type': 'application/json',
      'x-portal-signature': hmac(`${timestamp}.${body}`),
      'x-portal-timestamp': timestamp,
      'x-portal-delivery': deliveryId,
    };
  }

  it('the new form is accepted once; the captured call under a fresh delivery id is refused', async () => {
    const body = newApplication();
    const headers = portalWebhookHeaders(body, SECRET, { deliveryId: 'delivery-a-1' });
    expect(headers['x-portal-signature']).toBe(
      hmac(`${headers['x-portal-timestamp']}.delivery-a-1.${body}`),
    );
    const first = await post(t, body, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect((await post(t, body, headers)).statusCode).toBe(401);

    // The attacker swaps in a new delivery id: the signature no longer matches.
    for (const deliveryId of ['delivery-a-2', 'delivery-a-3']) {
      const replay = await post(t, body, { ...headers, 'x-portal-delivery': deliveryId });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error).toBe('Invalid or missing webhook signature');
    }
  });

  it('refuses the old `<timestamp>.<body>` form without the legacy flag', async () => {
    const body = newApplication();
    const res = await post(t, body, oldFormHeaders(body, 'delivery-b-1'));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Invalid or missing webhook signature');
  });

  it('with PORTAL_WEBHOOK_LEGACY_SIGNATURE=true the old forms still pass, each delivery id once', async () => {
    const body = newApplication();
    const old = oldFormHeaders(body, 'delivery-c-1');
    expect((await post(legacy, body, old)).json()).toEqual({ success: true });
    expect((await post(legacy, body, old)).statusCode).toBe(401);
    const bodyOnly = { 'content-type': 'application/json', 'x-portal-signature': hmac(body) };
    expect((await post(legacy, body, bodyOnly)).statusCode).toBe(200);
    // The new form works there too, once.
    const signed = portalWebhookHeaders(body, SECRET, { deliveryId: 'delivery-c-2' });
    expect((await post(legacy, body, signed)).statusCode).toBe(200);
    expect((await post(legacy, body, signed)).statusCode).toBe(401);
    // A new-form call with its delivery id swapped is refused even with the legacy flag.
    const swapped = { ...signed, 'x-portal-delivery': 'delivery-c-3' };
    expect((await post(legacy, body, swapped)).statusCode).toBe(401);
  });

  it('the fake portal signs the new way', async () => {
    const app = portalApplication({ eventTitle: 'Delivery Id Open' });
    portal.applications.set(String(app.applicationId), app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const payload = { tournament: { applicationId: app.applicationId }, action: 'created' };
    expect(await portal.pushWebhook(`${address}${URL_PATH}`, SECRET, payload)).toEqual({
      status: 200,
      body: { success: true },
    });
  });
});
