import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalEventBus } from './event-bus';
import { createResponseCache } from './response-cache';

/** A cached route that counts how often its handler really ran, per page. */
async function cachedApp() {
  const app = Fastify();
  const cache = createResponseCache({ bus: createLocalEventBus(), log: app.log });
  const computed = new Map<string, number>();
  const hooks = cache.route('rankings');
  app.get('/pages/:n', { onRequest: hooks.onRequest, onSend: hooks.onSend }, async (req) => {
    const { n } = req.params as { n: string };
    computed.set(n, (computed.get(n) ?? 0) + 1);
    return { page: n };
  });
  await app.ready();
  const read = async (n: number) => {
    const res = await app.inject({ method: 'GET', url: `/pages/${n}` });
    expect(res.json()).toEqual({ page: String(n) });
  };
  return { app, cache, read, computed: (n: number) => computed.get(String(n)) ?? 0 };
}

describe('the response cache when full', () => {
  let t: Awaited<ReturnType<typeof cachedApp>>;
  beforeAll(async () => {
    t = await cachedApp();
  });
  afterAll(async () => {
    t.cache.close();
    await t.app.close();
  });

  it('drops the page read least recently, not the one kept longest', async () => {
    // A hundred pages fill the domain; page 0, kept first, is then read again (a busy page).
    for (let n = 0; n < 100; n++) await t.read(n);
    await t.read(0);
    expect(t.computed(0)).toBe(1);
    // A new page makes room by dropping page 1, the one unread longest.
    await t.read(100);
    await t.read(0);
    expect(t.computed(0)).toBe(1);
    await t.read(1);
    expect(t.computed(1)).toBe(2);
    // Pages still kept are answered from the cache.
    await t.read(50);
    expect(t.computed(50)).toBe(1);
  });
});
