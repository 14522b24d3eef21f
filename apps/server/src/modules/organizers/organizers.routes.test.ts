import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { TEST_DATA_KEYS } from '../../../test/data-keys';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { portalOrganization, startFakePortal, type FakePortal } from '../../../test/fake-portal';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../../db/client';

interface LiveClient {
  messages: { type: string; [key: string]: unknown }[];
  next(type: string, timeoutMs?: number): Promise<{ type: string; [key: string]: unknown }>;
  close(): void;
}

async function connect(app: FastifyInstance): Promise<LiveClient> {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/organizers/ws`);
  const messages: LiveClient['messages'] = [];
  socket.on('message', (data) =>
    messages.push(JSON.parse(String(data)) as LiveClient['messages'][number]),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    async next(type, timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.type === type);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no ${type} within ${timeoutMs} ms; got ${messages.map((m) => m.type).join(', ')}`,
          );
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => socket.close(),
  };
}

describe('organizers', () => {
  let t: TestApp;
  let portal: FakePortal;
  let admin: { authorization: string };

  beforeAll(async () => {
    portal = await startFakePortal();
    t = await buildTestApp({}, { PORTAL_URL: portal.url, PORTAL_SYNC_INTERVAL_MINUTES: '0' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await createAdmin(t.db);
    admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(async () => {
    await t.close();
    await portal.close();
  });

  it('syncs organizations by organizationId with mapped statuses, never cached, no private contacts', async () => {
    const active = portalOrganization({ organizationName: 'Ipoh Smashers' });
    const suspended = portalOrganization({
      organizationName: 'Kuching Dinks',
      status: 'suspended',
    });
    portal.organizations.set(String(active.organizationId), active);
    portal.organizations.set(String(suspended.organizationId), suspended);
    await t.app.inject({ method: 'POST', url: '/api/tournaments/sync', headers: admin });

    const res = await t.app.inject({ method: 'GET', url: '/api/organizers' });
    expect(res.headers['cache-control']).toBe('no-store');
    const byName = Object.fromEntries(
      res.json().map((o: { organizationName: string }) => [o.organizationName, o]),
    );
    expect(byName['Ipoh Smashers']).toMatchObject({
      status: 'Active',
      city: 'Ipoh',
      state: 'Perak',
      registrationDate: '2025-05-01',
    });
    expect(byName['Kuching Dinks'].status).toBe('Inactive');
    expect(res.body).not.toMatch(/private@club|Private Person|012-0000000/);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/organizers/${byName['Ipoh Smashers']._id}`,
    });
    expect(one.json().organizationName).toBe('Ipoh Smashers');
    expect((await t.app.inject({ method: 'GET', url: '/api/organizers/missing' })).statusCode).toBe(
      404,
    );
  });

  it('tells live clients CONNECTED, then ADDED, UPDATED and REFRESH after a sync', async () => {
    const client = await connect(t.app);
    try {
      expect((await client.next('CONNECTED')).message).toBeTruthy();
      const org = portalOrganization({ organizationName: 'Melaka Volley' });
      portal.organizations.set(String(org.organizationId), org);
      await t.app.inject({ method: 'POST', url: '/api/tournaments/sync', headers: admin });
      const added = await client.next('ORGANIZER_ADDED');
      expect((added.organizer as { organizationName: string }).organizationName).toBe(
        'Melaka Volley',
      );
      expect(typeof added.timestamp).toBe('string');
      await client.next('ORGANIZERS_REFRESH');

      portal.organizations.set(String(org.organizationId), { ...org, status: 'suspended' });
      await t.app.inject({ method: 'POST', url: '/api/tournaments/sync', headers: admin });
      const updated = await client.next('ORGANIZER_UPDATED');
      expect((updated.organizer as { status: string }).status).toBe('Inactive');
    } finally {
      client.close();
    }
  });
});

// Two processes need a shared server database: on the embedded engine this suite is not defined.
(process.env.TEST_DATABASE_URL ? describe : () => undefined)(
  'live channel across two server processes',
  () => {
    it('a client of process A hears ORGANIZER_ADDED within 2 s of a sync run on process B', async () => {
      const portal = await startFakePortal();
      const t = await buildTestApp(
        {},
        { PORTAL_URL: portal.url, PORTAL_SYNC_INTERVAL_MINUTES: '0' },
      );
      // Process B: a second app on the same PostgreSQL database.
      const dbB = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
      const appB = await buildApp({
        dataKeys: TEST_DATA_KEYS,
        config: {
          ...t.config,
          ...loadConfig({
            NODE_ENV: 'test',
            DATA_DIR: t.dataDir,
            LOG_LEVEL: 'silent',
            PORTAL_URL: portal.url,
            PORTAL_SYNC_INTERVAL_MINUTES: '0',
          }),
        },
        database: dbB,
        logger: false,
      });
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        await appB.ready();
        const client = await connect(t.app);
        await client.next('CONNECTED');
        // LISTEN needs a moment to be registered on A's dedicated connection.
        await new Promise((r) => setTimeout(r, 300));
        const a = await createAdmin(t.db);
        const { token } = await loginAdmin(appB, a.username, a.password);
        portal.organizations.set(
          'ORG-two-processes',
          portalOrganization({
            organizationId: 'ORG-two-processes',
            organizationName: 'Cross Process Club',
          }),
        );
        const started = Date.now();
        const res = await appB.inject({
          method: 'POST',
          url: '/api/tournaments/sync',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(200);
        const added = await client.next('ORGANIZER_ADDED', 2_000);
        expect((added.organizer as { organizationName: string }).organizationName).toBe(
          'Cross Process Club',
        );
        expect(Date.now() - started).toBeLessThan(2_000);
        client.close();
      } finally {
        await appB.close();
        await dbB.close();
        await t.close();
        await portal.close();
      }
    });
  },
);
