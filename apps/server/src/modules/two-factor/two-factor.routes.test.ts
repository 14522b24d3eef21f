import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TWO_FACTOR_MESSAGES } from '@app/shared/security';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';
import { createPlayer } from '../../../test/factories/players';

import { currentTotp } from './totp';

/** A code from the app for the step after `step` (each code is accepted once). */
const codeAt = (secret: string, step: number) => currentTotp(secret, step * 30);
const nowStep = () => Math.floor(Date.now() / 30_000);

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('staff: a role that requires it must enrol first; then code, no replay, recovery code once', async () => {
    const officer = await createAdmin(t.db, { roles: ['membership_officer'], twoFactor: false });
    const first = await post('/api/admin/login', {
      username: officer.username,
      password: officer.password,
    });
    expect(first.json().admin).toMatchObject({ mustEnrolTwoFactor: true, twoFactorRequired: true });
    const auth = { authorization: `Bearer ${first.json().token}` };

    // Only the set-up is open until it is done.
    const refused = await t.app.inject({ method: 'GET', url: '/api/players', headers: auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_ENROLMENT_REQUIRED' });

    const setup = await post('/api/admin/two-factor/setup', {}, auth);
    expect(setup.json().qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.json().otpauthUrl).toContain(`otpauth://totp/`);
    const secret = setup.json().secret as string;
    const wrong = await post('/api/admin/two-factor/enable', { code: '000000' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const step = nowStep();
    const enabled = await post(
      '/api/admin/two-factor/enable',
      { code: await codeAt(secret, step) },
      auth,
    );
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players', headers: auth })).statusCode,
    ).toBe(200);

    // Sign in again: password, then a code of a later step; the same code again is refused.
    const challenge = async () =>
      (
        await post('/api/admin/login', { username: officer.username, password: officer.password })
      ).json();
    const c1 = await challenge();
    expect(c1).toMatchObject({ twoFactorRequired: true });
    expect(c1.token).toBeUndefined();
    const nextCode = await codeAt(secret, step + 1);
    const ok = await post('/api/admin/login/two-factor', {
      challenge: c1.challenge,
      code: nextCode,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().admin.twoFactorEnabled).toBe(true);
    const replay = await post('/api/admin/login/two-factor', {
      challenge: (await challenge()).challenge,
      code: nextCode,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    // The challenge was used: it cannot be used twice either.
    expect(
      (await post('/api/admin/login/two-factor', { challenge: c1.challenge, code: nextCode }))
        .statusCode,
    ).toBe(401);

    // A recovery code works once, whatever its case and dashes.
    const code = recoveryCodes[0]!;
    const viaRecovery = await post('/api/admin/login/two-factor', {
      challenge: (await challenge()).challenge,
      recoveryCode: code.toUpperCase(),
    });
    expect(viaRecovery.statusCode).toBe(200);
    const reused = await post('/api/admin/login/two-factor', {
      challenge: (await challenge()).challenge,
      recoveryCode: code,
    });
    expect(reused.statusCode).toBe(401);

    // Required by the role: it cannot be turned off.
    const off = await post(
      '/api/admin/two-factor/disable',
      { password: officer.password },
      { authorization: `Bearer ${ok.json().token}` },
    );
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(TWO_FACTOR_MESSAGES.requiredForRole);
  });

  it('limits wrong codes: five per 15 minutes, then 429', async () => {
    const a = await createAdmin(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const c = await post('/api/admin/login', { username: a.username, password: a.password });
      statuses.push(
        (
          await post('/api/admin/login/two-factor', {
            challenge: c.json().challenge,
            code: '123456',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('refuses an unknown or expired challenge', async () => {
    const res = await post('/api/admin/login/two-factor', { challenge: 'nope', code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('players: optional, turned on in the portal and off with the password', async () => {
    const { player, password } = await createPlayer(t.db);
    const login = await post('/api/players/login', { username: player.username, password });
    const auth = { authorization: `Bearer ${login.json().token}` };
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/players/me/two-factor', headers: auth })
      ).json(),
    ).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = await post('/api/players/me/two-factor/setup', {}, auth);
    const step = nowStep();
    await post(
      '/api/players/me/two-factor/enable',
      { code: await codeAt(setup.json().secret, step) },
      auth,
    );
    const challenge = await post('/api/players/login', { username: player.username, password });
    expect(challenge.json()).toMatchObject({ twoFactorRequired: true });
    const signedIn = await post('/api/players/login/two-factor', {
      challenge: challenge.json().challenge,
      code: await codeAt(setup.json().secret, step + 1),
    });
    expect(signedIn.json().player.username).toBe(player.username);
    const wrongPassword = await post(
      '/api/players/me/two-factor/disable',
      { password: 'nope' },
      auth,
    );
    expect(wrongPassword.statusCode).toBe(401);
    const off = await post('/api/players/me/two-factor/disable', { password }, auth);
    expect(off.statusCode).toBe(200);
    expect(
      (await post('/api/players/login', { username: player.username, password })).json().token,
    ).toBeTruthy();
  });
});
