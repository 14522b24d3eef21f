import { createHmac } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import {
  portalApplication,
  portalWebhookHeaders,
  startFakePortal,
  type FakePortal,
} from '../../../test/fake-portal';

const SECRET = 'webhook-secret-for-tests-0123456789';
const API_KEY = 'portal-api-key-for-tests-0123';

function sign(body: string, secret = SECRET) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

async function until(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('tournaments and the portal', () => {
  let t: TestApp;
  let portal: FakePortal;
  let admin: { authorization: string };

  beforeAll(async () => {
    portal = await startFakePortal();
    t = await buildTestApp(
      {},
      {
        PORTAL_URL: portal.url,
        PORTAL_WEBHOOK_SECRET: SECRET,
        PORTAL_API_KEY: API_KEY,
        PORTAL_SYNC_INTERVAL_MINUTES: '0',
      },
    );
    const a = await createAdmin(t.db);
    admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(async () => {
    await t.close();
    await portal.close();
  });

  const sync = (headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/api/tournaments/sync', headers });

  it('syncs approved applications: created, updated, skipped counts, idempotent, public fields only', async () => {
    const a = portalApplication({
      eventTitle: 'Selangor Open',
      classification: 'National',
      eventStartDate: '2026-12-10',
      eventEndDate: null,
    });
    const b = portalApplication({ eventTitle: 'Johor Cup', state: 'Johor' });
    const broken = { eventTitle: 'No id' };
    portal.applications.set(String(a.applicationId), a);
    portal.applications.set(String(b.applicationId), b);
    portal.applications.set('broken', { ...broken, status: 'approved' });
    portal.applications.set(
      'pending-1',
      portalApplication({ applicationId: 'pending-1', status: 'pending' }),
    );

    const first = await sync();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      created: 2,
      updated: 0,
      skipped: 1,
      total: 3,
    });
    const again = await sync();
    expect(again.json()).toMatchObject({ created: 0, updated: 0, skipped: 1, total: 3 });

    portal.applications.set(String(b.applicationId), { ...b, venue: 'New Venue' });
    expect((await sync()).json()).toMatchObject({ created: 0, updated: 1 });

    const list = await t.app.inject({ method: 'GET', url: '/api/tournaments' });
    const found = list
      .json()
      .find((x: { applicationId: string }) => x.applicationId === a.applicationId);
    expect(found).toMatchObject({
      name: 'Selangor Open',
      type: 'national',
      color: 'blue',
      startDate: '2026-12-10',
      endDate: '2026-12-10',
      organizer: 'KL Pickleball Club',
      phoneNumber: '03-1234 5678',
      contactEmail: 'events@klpc.example',
      status: 'approved',
      eventType: 'Open',
    });
    expect(list.body).not.toMatch(
      /supportingDocuments|registrationNumber|PPM-123-SECRET|private\/doc/,
    );
    expect(
      list.json().some((x: { applicationId: string }) => x.applicationId === 'pending-1'),
    ).toBe(false);
  });

  it('filters by state, type and upcoming, sorted by start date', async () => {
    portal.applications.clear();
    const past = portalApplication({
      eventTitle: 'Past Cup',
      eventStartDate: '2020-01-01',
      eventEndDate: '2020-01-02',
      state: 'Perak',
      classification: 'District',
    });
    const later = portalApplication({
      eventTitle: 'Later Cup',
      eventStartDate: '2099-05-01',
      state: 'Perak',
      classification: 'International',
    });
    for (const x of [past, later]) portal.applications.set(String(x.applicationId), x);
    await sync();
    const perak = (
      await t.app.inject({ method: 'GET', url: '/api/tournaments?state=perak' })
    ).json();
    expect(perak.map((x: { name: string }) => x.name)).toEqual(['Past Cup', 'Later Cup']);
    const intl = (
      await t.app.inject({ method: 'GET', url: '/api/tournaments?state=Perak&type=international' })
    ).json();
    expect(intl.map((x: { name: string }) => x.name)).toEqual(['Later Cup']);
    const upcoming = (
      await t.app.inject({ method: 'GET', url: '/api/tournaments?upcoming=true' })
    ).json();
    expect(upcoming.some((x: { name: string }) => x.name === 'Past Cup')).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tournaments?type=galactic' })).statusCode,
    ).toBe(400);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${later.applicationId}`,
    });
    expect(one.json().name).toBe('Later Cup');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tournaments/${one.json()._id}` })).json()
        .name,
    ).toBe('Later Cup');
    expect((await t.app.inject({ method: 'GET', url: '/api/tournaments/nope' })).statusCode).toBe(
      404,
    );
  });

  it('lets the portal sync with its API key; refuses anonymous and player callers', async () => {
    expect((await sync({ 'x-api-key': API_KEY })).statusCode).toBe(200);
    expect((await sync({ 'x-api-key': 'wrong-key' })).statusCode).toBe(401);
    expect((await sync({})).statusCode).toBe(401);
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    expect((await sync({ authorization: `Bearer ${token}` })).statusCode).toBe(403);
  });

  it('refuses a webhook with a bad or missing signature and changes nothing', async () => {
    const app1 = portalApplication({ eventTitle: 'Webhook Open' });
    portal.applications.set(String(app1.applicationId), app1);
    const body = JSON.stringify({
      tournament: { applicationId: app1.applicationId },
      action: 'created',
    });
    for (const signature of [
      undefined,
      'sha256=00',
      sign(body, 'another-secret-entirely-xx'),
      sign(body).replace('sha256=', 'md5='),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/tournament-updated',
        headers: {
          'content-type': 'application/json',
          'x-portal-timestamp': String(Math.floor(Date.now() / 1000)),
          'x-portal-delivery': `bad-${signature?.length ?? 0}-${Math.random()}`,
          ...(signature ? { 'x-portal-signature': signature } : {}),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tournaments/${app1.applicationId}` }))
        .statusCode,
    ).toBe(404);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/tournament-updated',
      headers: portalWebhookHeaders(body, SECRET),
      payload: body,
    });
    expect(ok.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tournaments/${app1.applicationId}` }))
        .statusCode,
    ).toBe(200);

    // No longer approved at the portal → removed here.
    portal.applications.set(String(app1.applicationId), { ...app1, status: 'rejected' });
    const updated = JSON.stringify({
      tournament: { applicationId: app1.applicationId },
      action: 'updated',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/tournament-updated',
      headers: portalWebhookHeaders(updated, SECRET),
      payload: updated,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tournaments/${app1.applicationId}` }))
        .statusCode,
    ).toBe(404);
  });

  it('admin delete: tombstone, outbox row, delivered to the portal; a resync does not resurrect', async () => {
    const doomed = portalApplication({ eventTitle: 'Doomed Open' });
    portal.applications.set(String(doomed.applicationId), doomed);
    await sync();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/${doomed.applicationId}`,
      headers: admin,
    });
    expect(del.json()).toEqual({ success: true, message: 'Tournament deleted' });
    await until(async () => portal.deletes.includes(String(doomed.applicationId)));
    const outbox = await t.db.execute(
      sql`select status from portal_outbox where application_id = ${doomed.applicationId}`,
    );
    await until(async () => {
      const r = await t.db.execute(
        sql`select status from portal_outbox where application_id = ${doomed.applicationId}`,
      );
      return (r as unknown as { rows: { status: string }[] }).rows[0]?.status === 'delivered';
    });
    expect((outbox as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    portal.applications.set(String(doomed.applicationId), doomed);
    await sync();
    const body = JSON.stringify({
      tournament: { applicationId: doomed.applicationId },
      action: 'updated',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/tournament-updated',
      headers: portalWebhookHeaders(body, SECRET),
      payload: body,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tournaments/${doomed.applicationId}` }))
        .statusCode,
    ).toBe(404);
  });

  it('with the portal down, the deletion waits and is delivered once it returns', async () => {
    const x = portalApplication({ eventTitle: 'Retry Open' });
    portal.applications.set(String(x.applicationId), x);
    await sync();
    portal.failing = true;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/${x.applicationId}`,
      headers: admin,
    });
    await until(async () => {
      const r = await t.db.execute(
        sql`select attempts from portal_outbox where application_id = ${x.applicationId}`,
      );
      return Number((r as unknown as { rows: { attempts: number }[] }).rows[0]?.attempts ?? 0) >= 1;
    });
    const deliveries = await t.app.inject({
      method: 'GET',
      url: '/api/tournaments/deliveries',
      headers: admin,
    });
    expect(
      deliveries
        .json()
        .some(
          (d: { applicationId: string; lastError: string }) =>
            d.applicationId === x.applicationId && d.lastError,
        ),
    ).toBe(true);
    portal.failing = false;
    await t.db.execute(
      sql`update portal_outbox set next_attempt_at = now() where application_id = ${x.applicationId}`,
    );
    const worker = await t.app.inject({
      method: 'DELETE',
      url: '/api/tournaments/not-there',
      headers: admin,
    }); // kicks the worker too
    expect(worker.statusCode).toBe(404);
    await until(async () => portal.deletes.includes(String(x.applicationId)), 15_000);
  });

  it('refuses delete to anonymous (401) and players (403)', async () => {
    const y = portalApplication();
    portal.applications.set(String(y.applicationId), y);
    await sync();
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tournaments/${y.applicationId}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/tournaments/${y.applicationId}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tournaments/deliveries' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tournaments/${y.applicationId}` }))
        .statusCode,
    ).toBe(200);
  });

  it('a deleted player reaches the portal through the same outbox, by member ID', async () => {
    const { player } = await createPlayer(t.db);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/players/${player.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    await until(async () => portal.playerDeletes.includes(player.playerId));
    await until(async () => {
      const r = await t.db.execute(
        sql`select status from portal_outbox where member_id = ${player.playerId}`,
      );
      return (r as unknown as { rows: { status: string }[] }).rows[0]?.status === 'delivered';
    });
    const deliveries = await t.app.inject({
      method: 'GET',
      url: '/api/tournaments/deliveries',
      headers: admin,
    });
    expect(deliveries.json()).not.toContainEqual(
      expect.objectContaining({ memberId: player.playerId }),
    );
  });
});
