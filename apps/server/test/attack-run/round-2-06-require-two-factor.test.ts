import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { currentTotp } from '../../src/modules/two-factor/index';
import { buildTestApp, type TestApp } from '../build-test-app';
import { TEST_DATA_KEYS } from '../data-keys';
import { createAdmin, loginAdmin } from '../factories/admins';

/**
 * Round 2, item 6: turning on "Require two-factor for all staff" left the sessions of staff
 * who had signed in without two-factor working (they created a clinic and read the inbox), and
 * so did gaining a role that requires it. The session's stage was fixed at sign-in. Now the
 * stage is decided from current data on every request (the setting, the roles, whether an
 * authenticator is set up), so such a session can only set up two-factor from its very next
 * request, whichever instance serves it.
 */
describe('round 2, item 6 — requiring two-factor applies to sessions already signed in', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDb: DatabaseHandle | null = null;
  let superAdmin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    // A second app instance on the same database (its own caches; on PostgreSQL, its own pool).
    secondDb = t.database.url
      ? await openDatabase({ kind: 'postgres', url: t.database.url })
      : null;
    second = await buildApp({
      config: t.config,
      dataKeys: t.config.dataKeys ?? TEST_DATA_KEYS,
      database: secondDb ?? t.database,
      logger: false,
    });
    await second.ready();
    const boss = await createAdmin(t.db);
    superAdmin = {
      authorization: `Bearer ${(await loginAdmin(t.app, boss.username, boss.password)).token}`,
    };
  });
  afterAll(async () => {
    await second.close();
    await secondDb?.close();
    await t.close();
  });

  const clinic = {
    title: 'Dinking clinic',
    description: 'Soft game drills.',
    date: `${new Date().getUTCFullYear() + 1}-04-05`,
    time: '8:00 PM',
    location: 'Ipoh',
    coach: 'Coach Wong',
    maxParticipants: 8,
    price: 30,
    status: 'active',
  };

  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, remoteAddress: '198.51.100.6', payload });

  async function signedInEditor() {
    const editor = await createAdmin(t.db, { roles: ['content_editor'] });
    const auth = {
      authorization: `Bearer ${(await loginAdmin(t.app, editor.username, editor.password)).token}`,
    };
    expect((await call(second, 'POST', '/api/clinics', auth, clinic)).statusCode).toBe(201);
    expect((await call(second, 'GET', '/api/admin/enquiries', auth)).statusCode).toBe(200);
    return { editor, auth };
  }

  async function expectEnrolmentOnly(auth: Record<string, string>) {
    for (const app of [t.app, second]) {
      const created = await call(app, 'POST', '/api/clinics', auth, clinic);
      expect(created.statusCode).toBe(403);
      expect(created.json()).toMatchObject({ code: 'TWO_FACTOR_ENROLMENT_REQUIRED' });
      const inbox = await call(app, 'GET', '/api/admin/enquiries', auth);
      expect(inbox.statusCode).toBe(403);
      expect(inbox.json()).toMatchObject({ code: 'TWO_FACTOR_ENROLMENT_REQUIRED' });
      const me = await call(app, 'GET', '/api/admin/me', auth);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ mustEnrolTwoFactor: true, twoFactorRequired: true });
    }
  }

  async function enrol(auth: Record<string, string>) {
    const setup = await call(second, 'POST', '/api/admin/two-factor/setup', auth, {});
    expect(setup.statusCode).toBe(200);
    const enabled = await call(second, 'POST', '/api/admin/two-factor/enable', auth, {
      code: await currentTotp(setup.json().secret as string),
    });
    expect(enabled.statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/clinics', auth, clinic)).statusCode).toBe(201);
    expect((await call(second, 'GET', '/api/admin/enquiries', auth)).statusCode).toBe(200);
  }

  it('the all-staff setting drops a signed-in staff member without two-factor to set-up only, on either instance', async () => {
    const { auth } = await signedInEditor();
    const turnedOn = await call(t.app, 'PUT', '/api/admin/settings', superAdmin, {
      requireTwoFactorForAllStaff: true,
    });
    expect(turnedOn.statusCode).toBe(200);
    try {
      await expectEnrolmentOnly(auth);
      await enrol(auth);
    } finally {
      await call(t.app, 'PUT', '/api/admin/settings', superAdmin, {
        requireTwoFactorForAllStaff: false,
      });
    }
  });

  it('gaining a role that requires two-factor drops the session to set-up only', async () => {
    const { editor, auth } = await signedInEditor();
    const promoted = await call(
      t.app,
      'PUT',
      `/api/admin/staff/${editor.admin.id}/roles`,
      superAdmin,
      {
        roles: ['content_editor', 'membership_officer'],
      },
    );
    expect(promoted.statusCode).toBe(200);
    await expectEnrolmentOnly(auth);
    await enrol(auth);
  });
});
