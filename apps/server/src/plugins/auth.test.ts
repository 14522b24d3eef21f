import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../test/factories/admins';
import { createPlayer, playerSession } from '../../test/factories/players';

import { playerActor } from './auth';

/** Test-only routes guarded the way domain routes are: by their policy in the access table. */
function guardedRoutes(app: FastifyInstance) {
  app.post(
    '/api/test/player-only',
    { schema: { body: z.object({ text: z.string().min(1) }) } },
    async (req) => ({
      playerId: playerActor(req).playerId,
      text: (req.body as { text: string }).text,
    }),
  );
  app.get('/api/test/maybe-player', { onRequest: app.optionalPlayer }, async (req) => ({
    actor: req.actor?.kind ?? null,
  }));
}

describe('route guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, {}, guardedRoutes, {
      extraRouteAccess: {
        'POST /api/test/player-only': 'player',
        'GET /api/test/maybe-player': 'public',
      },
    });
  });
  afterAll(() => t.close());

  it('requirePlayer answers 401 before the body is parsed or validated', async () => {
    for (const payload of [undefined, '{broken json', { text: 42 }, { text: 'ok' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/player-only',
        ...(payload === undefined
          ? {}
          : { payload, headers: { 'content-type': 'application/json' } }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Please sign in to continue');
    }
  });

  it('requirePlayer answers 403 to an admin session, whatever the body', async () => {
    const { username, password } = await createAdmin(t.db);
    const { token } = await loginAdmin(t.app, username, password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/player-only',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{broken',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Player access required');
  });

  it('lets an active player through (bearer or cookie) and then validates the body', async () => {
    const { player } = await createPlayer(t.db);
    const { token, cookie } = await playerSession(t, player.id);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/test/player-only',
      headers: { authorization: `Bearer ${token}` },
      payload: { text: 'hello', playerId: 'someone-else' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ playerId: player.id, text: 'hello' });
    const viaCookie = await t.app.inject({
      method: 'POST',
      url: '/api/test/player-only',
      headers: { cookie },
      payload: { text: 'x' },
    });
    expect(viaCookie.statusCode).toBe(200);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/test/player-only',
      headers: { authorization: `Bearer ${token}` },
      payload: { text: '' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a suspended player with 403', async () => {
    const { player } = await createPlayer(t.db, { status: 'suspended' });
    const { token } = await playerSession(t, player.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/player-only',
      headers: { authorization: `Bearer ${token}` },
      payload: { text: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Your account is suspended');
  });

  it('optionalPlayer never refuses and ignores admin or bad tokens', async () => {
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const seen = [];
    for (const authorization of [undefined, 'Bearer junk', `Bearer ${token}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/test/maybe-player',
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(res.statusCode).toBe(200);
      seen.push(res.json().actor);
    }
    expect(seen).toEqual([null, null, 'player']);
  });
});
