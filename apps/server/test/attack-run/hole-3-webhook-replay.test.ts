import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import {
  portalApplication,
  portalWebhookHeaders,
  startFakePortal,
  type FakePortal,
} from '../fake-portal';

const SECRET = 'webhook-secret-for-replay-tests-01';
const URL_PATH = '/api/webhooks/tournament-updated';

function bodyOnlySignature(body: string) {
  return `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
}

/**
 * Hole 3: the webhook's HMAC covered only the body, so a captured call could be replayed at
 * will. Now the signature covers `timestamp.body`, old timestamps and seen delivery ids are
 * refused, and a body-only signature passes only with PORTAL_WEBHOOK_LEGACY_SIGNATURE=true.
 */
describe('hole 3 — a captured portal webhook cannot be replayed', () => {
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
    target.app.inject({ method: 'POST', url: URL_PATH, headers, payload: body });

  it('accepts a fresh delivery once and refuses the same delivery replayed', async () => {
    const body = newApplication();
    const headers = portalWebhookHeaders(body, SECRET);
    expect((await post(t, body, headers)).json()).toEqual({ success: true });
    const replay = await post(t, body, headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('This webhook delivery was already received');
  });

  it('refuses a timestamp older (or further ahead) than five minutes', async () => {
    const body = newApplication();
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 301, now + 301, 0]) {
      const res = await post(t, body, portalWebhookHeaders(body, SECRET, { timestamp }));
      expect(res.statusCode).toBe(401);
    }
    const fresh = await post(t, body, portalWebhookHeaders(body, SECRET, { timestamp: now - 60 }));
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a signature that does not cover the timestamp', async () => {
    const body = newApplication();
    const headers = portalWebhookHeaders(body, SECRET);
    // The attacker moves a captured call's timestamp forward: the signature no longer matches.
    const moved = {
      ...headers,
      'x-portal-timestamp': String(Number(headers['x-portal-timestamp']) + 1),
    };
    expect((await post(t, body, moved)).statusCode).toBe(401);
    const bodyOnly = { ...headers, 'x-portal-signature': bodyOnlySignature(body) };
    expect((await post(t, body, bodyOnly)).statusCode).toBe(401);
  });

  it('refuses the old body-only signature unless PORTAL_WEBHOOK_LEGACY_SIGNATURE=true', async () => {
    const body = newApplication();
    const headers = {
      'content-type': 'application/json',
      'x-portal-signature': bodyOnlySignature(body),
    };
    const refused = await post(t, body, headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('Invalid or missing webhook signature');
    expect((await post(legacy, body, headers)).json()).toEqual({ success: true });
    // The legacy switch does not weaken the new form: its replays are still refused.
    const signed = portalWebhookHeaders(body, SECRET);
    expect((await post(legacy, body, signed)).statusCode).toBe(200);
    expect((await post(legacy, body, signed)).statusCode).toBe(401);
  });

  it('the fake portal signs the new way, and a failed delivery may be retried', async () => {
    const app = portalApplication({ eventTitle: 'Fake Portal Push Open' });
    portal.applications.set(String(app.applicationId), app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const payload = { tournament: { applicationId: app.applicationId }, action: 'created' };
    expect(await portal.pushWebhook(`${address}${URL_PATH}`, SECRET, payload)).toEqual({
      status: 200,
      body: { success: true },
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${app.applicationId}`,
    });
    expect(listed.statusCode).toBe(200);

    // The portal is down while we apply a delivery: refused with 503, and its retry goes through.
    const body = newApplication();
    const headers = portalWebhookHeaders(body, SECRET);
    portal.failing = true;
    expect((await post(t, body, headers)).statusCode).toBe(503);
    portal.failing = false;
    expect((await post(t, body, headers)).statusCode).toBe(200);
  });
});
