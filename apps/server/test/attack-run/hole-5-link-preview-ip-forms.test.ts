import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isPublicAddress } from '../../src/modules/link-preview/address-policy';
import type { Resolver } from '../../src/modules/link-preview/safe-fetch';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createPlayer, playerSession } from '../factories/players';

/** Loopback and private addresses written in every way the attack run tried. */
const HIDDEN_LOOPBACK_V6 = [
  '::7f00:1', // IPv4-compatible ::127.0.0.1
  '::127.0.0.1',
  '0:0:0:0:0:0:7f00:1',
  '::a00:1', // ::10.0.0.1
  '::a9fe:a9fe', // ::169.254.169.254
  '::ffff:7f00:1',
  '0:0:0:0:0:ffff:7f00:1',
  '::ffff:a9fe:a9fe',
  '64:ff9b::7f00:1', // NAT64
  '2002:7f00:1::', // 6to4 of 127.0.0.1
  '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
  '100::1', // discard
  '::',
];

/** Hole 5: the link preview accepted IPv4-compatible IPv6 such as [::7f00:1]. */
describe('hole 5 — link preview refuses every non-public address however it is written', () => {
  it.each(HIDDEN_LOOPBACK_V6)('the address policy refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(isPublicAddress(`[${address}]`)).toBe(false);
  });

  it('still accepts public addresses', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2001:4860:4860::8888')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  describe('POST /api/link-preview', () => {
    let t: TestApp;
    let auth: { authorization: string };
    const dns: Resolver = async (hostname) => {
      if (hostname === 'compat.example.com') return [{ address: '::7f00:1', family: 6 }];
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    beforeAll(async () => {
      t = await buildTestApp({}, {}, undefined, { resolveHost: dns });
      const { player } = await createPlayer(t.db);
      auth = { authorization: `Bearer ${(await playerSession(t, player.id)).token}` };
    });
    afterAll(() => t.close());

    it.each([
      ...HIDDEN_LOOPBACK_V6.map((a) => `http://[${a}]/`),
      'http://2130706433/', // 127.0.0.1 as one decimal number
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://compat.example.com/',
    ])('refuses %s', async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/link-preview',
        headers: auth,
        payload: { url },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('This link cannot be previewed');
    });
  });
});
