import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createPlayer, playerSession } from '../factories/players';

/**
 * Round 2, info: the live notification channel (`GET /api/notifications/ws`) took the player's
 * session cookie from a page on another site, which could then read the player's unread count.
 * The origin check now treats a WebSocket handshake like a write: a browser's `Origin` (or
 * `Sec-Fetch-Site`) must name this site or a trusted one; a client that sends neither (not a
 * browser, so no ambient cookie) is let through, as for HTTP writes.
 */
describe('round 2, info — WebSockets check the Origin like HTTP writes', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const { player } = await createPlayer(t.db, { fullName: 'Socket Owner' });
    cookie = (await playerSession(t, player.id)).cookie;
  });
  afterAll(() => t.close());

  /** The handshake's status: 101 when the socket opened. */
  function connect(path: string, headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
      socket.on('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      socket.on('open', () => {
        resolve(101);
        socket.terminate();
      });
      socket.on('error', reject);
    });
  }

  const notices = '/api/notifications/ws';

  it('refuses the player cookie from another site', async () => {
    expect(await connect(notices, { cookie, origin: 'http://evil.test' })).toBe(403);
    expect(await connect(notices, { cookie, origin: 'null' })).toBe(403);
    expect(await connect(notices, { cookie, origin: `http://127.0.0.1:${port}.evil.test` })).toBe(
      403,
    );
    expect(await connect(notices, { cookie, 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await connect(notices, { cookie, 'sec-fetch-site': 'same-site' })).toBe(403);
  });

  it('refuses a foreign page on the public organizer channel too', async () => {
    expect(await connect('/api/organizers/ws', { origin: 'http://evil.test' })).toBe(403);
  });

  it('still opens for this site and for clients that are not browsers', async () => {
    expect(await connect(notices, { cookie, origin: `http://127.0.0.1:${port}` })).toBe(101);
    expect(await connect(notices, { cookie, 'sec-fetch-site': 'same-origin' })).toBe(101);
    expect(await connect(notices, { cookie })).toBe(101);
    expect(await connect(notices, { origin: `http://127.0.0.1:${port}` })).toBe(401);
  });
});
