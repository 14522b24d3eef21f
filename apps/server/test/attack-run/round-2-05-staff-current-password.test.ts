import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LANGUAGE_HEADER } from '@app/shared/locale';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin, loginAdmin } from '../factories/admins';

/**
 * Round 2, item 5: the staff routes that ask for the current password again (username change,
 * password change, two-factor off) had no limit: 45 wrong guesses, then the right one was
 * accepted. Now they share the players' limit: 5 wrong tries in 15 minutes per staff member,
 * across the three routes, then 429 with Retry-After; each try is counted before the check, so
 * parallel guesses cannot pass it either.
 */
describe('round 2, item 5 — staff current-password checks are limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedInStaff() {
    const staff = await createAdmin(t.db, { roles: ['content_editor'], twoFactor: true });
    const { token } = await loginAdmin(t.app, staff.username, staff.password);
    return { ...staff, auth: { authorization: `Bearer ${token}` } };
  }

  /** The three routes that check the current password, each with `password` as it. */
  const attempts = (auth: Record<string, string>) => [
    (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/me/username',
        headers: auth,
        payload: {
          username: `renamed_${randomBytes(4).toString('hex')}`,
          currentPassword: password,
        },
      }),
    (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        headers: auth,
        payload: { currentPassword: password, newPassword: 'a-brand-new-password-1' },
      }),
    (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/two-factor/disable',
        headers: auth,
        payload: { password },
      }),
  ];

  it('45 wrong guesses across the routes: 5 are checked, then 429, and the right one waits too', async () => {
    const { password, auth } = await signedInStaff();
    const routes = attempts(auth);
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await routes[i % 3]!(`guess-${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);

    for (const route of routes) {
      const right = await route(password);
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(right.json().error).toMatch(
        /^Too many wrong passwords\. Try again in \d+ minutes?\.$/,
      );
    }
    const malay = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: { ...auth, [LANGUAGE_HEADER]: 'ms' },
      payload: { currentPassword: password, newPassword: 'a-brand-new-password-1' },
    });
    expect(malay.statusCode).toBe(429);
    expect(malay.json().error).toMatch(
      /^Terlalu banyak kata laluan yang salah\. Cuba lagi dalam \d+ minit\.$/,
    );
  });

  it('100 parallel wrong guesses: at most 5 are checked', async () => {
    const { auth } = await signedInStaff();
    const routes = attempts(auth);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => routes[i % 3]!(`guess-${i}`)),
    );
    const wrong = responses.filter((r) => r.statusCode === 401).length;
    const limited = responses.filter((r) => r.statusCode === 429).length;
    expect(wrong).toBeGreaterThan(0);
    expect(wrong).toBeLessThanOrEqual(5);
    expect(wrong + limited).toBe(100);
  });

  it('the right password is not counted: the owner can keep changing their settings', async () => {
    const { password, auth } = await signedInStaff();
    const [renameWith] = attempts(auth);
    for (let i = 0; i < 8; i++) expect((await renameWith!(password)).statusCode).toBe(200);
    expect((await renameWith!('wrong')).statusCode).toBe(401);
  });
});
