import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STAFF_MESSAGES } from '@app/shared/staff';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { waitForMail } from '../../../test/mail';

describe('staff management (super admins)', () => {
  let t: TestApp;
  let superAdmin: { authorization: string };
  let superAdminId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createAdmin(t.db);
    superAdminId = a.admin.id;
    superAdmin = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    headers = superAdmin,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function invite(email: string, roles: string[]) {
    const res = await call('POST', '/api/admin/staff/invitations', {
      email,
      fullName: 'Siti Rahman',
      roles,
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitForMail(t, (m) => m.to === email);
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]!);
    return { invite: res.json(), mail, token };
  }

  it('invites by e-mail with a one-time link (never a password) the invitee accepts', async () => {
    const {
      invite: created,
      mail,
      token,
    } = await invite('siti@staff.example.test', ['content_editor']);
    expect(created).toMatchObject({ email: 'siti@staff.example.test', roles: ['content_editor'] });
    expect(mail.text).toContain('/admin/invitation?token=');
    expect(mail.text).not.toMatch(/password:/i);
    expect(mail.text).toContain('expires in 48 hours');

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invitations/${encodeURIComponent(token)}`,
    });
    expect(shown.json()).toMatchObject({
      email: 'siti@staff.example.test',
      fullName: 'Siti Rahman',
    });
    const pending = await call('GET', '/api/admin/staff/invitations');
    expect(pending.json().map((i: { email: string }) => i.email)).toContain(
      'siti@staff.example.test',
    );

    const accept = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/invitations/accept',
        payload: {
          token,
          username,
          password: 'a-long-staff-password',
          confirmPassword: 'a-long-staff-password',
        },
      });
    expect((await accept('siti.rahman')).json()).toEqual({
      success: true,
      message: 'Welcome! You can now sign in.',
    });
    // One-time: the same link is refused afterwards.
    const again = await accept('siti.again');
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(STAFF_MESSAGES.inviteInvalid);

    const signedIn = await loginAdmin(t.app, 'siti.rahman', 'a-long-staff-password');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(me.json()).toMatchObject({
      username: 'siti.rahman',
      roles: ['content_editor'],
      email: 'siti@staff.example.test',
    });
  });

  it('refuses an expired invitation and an e-mail that is already staff', async () => {
    const { token } = await invite('late@staff.example.test', ['moderator']);
    await t.db.execute(
      sql`update staff_invites set expires_at = now() - interval '1 minute' where email = 'late@staff.example.test'`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, username: 'late.one', password: 'a-long-staff-password' },
    });
    expect(res.statusCode).toBe(404);
    const existing = await createAdmin(t.db, { roles: ['moderator'] });
    const dup = await call('POST', '/api/admin/staff/invitations', {
      email: existing.admin.email,
      fullName: 'Someone',
      roles: ['moderator'],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(STAFF_MESSAGES.emailTaken);
    const noRoles = await call('POST', '/api/admin/staff/invitations', {
      email: 'x@y.test',
      fullName: 'X Y',
      roles: [],
    });
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().error).toBe(STAFF_MESSAGES.rolesRequired);
  });

  it('changes roles, and the change applies to the next request', async () => {
    const member = await createAdmin(t.db, { roles: ['content_editor'] });
    const their = {
      authorization: `Bearer ${(await loginAdmin(t.app, member.username, member.password)).token}`,
    };
    expect((await call('GET', '/api/reports', undefined, their)).statusCode).toBe(403);
    const res = await call('PUT', `/api/admin/staff/${member.admin.id}/roles`, {
      roles: ['moderator'],
    });
    expect(res.json()).toMatchObject({ roles: ['moderator'] });
    expect((await call('GET', '/api/reports', undefined, their)).statusCode).toBe(200);
    expect((await call('POST', '/api/news', {}, their)).statusCode).toBe(403);
  });

  it('disabling ends their sessions at once; enabling lets them sign in again', async () => {
    const member = await createAdmin(t.db, { roles: ['tournament_officer'] });
    const their = {
      authorization: `Bearer ${(await loginAdmin(t.app, member.username, member.password)).token}`,
    };
    expect((await call('GET', '/api/admin/me', undefined, their)).statusCode).toBe(200);
    const res = await call('POST', `/api/admin/staff/${member.admin.id}/disable`);
    expect(res.json()).toMatchObject({ status: 'disabled' });
    expect((await call('GET', '/api/admin/me', undefined, their)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: member.username, password: member.password },
    });
    expect(login.statusCode).toBe(403);
    await call('POST', `/api/admin/staff/${member.admin.id}/enable`);
    await loginAdmin(t.app, member.username, member.password);
  });

  it('never leaves the association without an active super admin', async () => {
    const t2 = await buildTestApp();
    try {
      const only = await createAdmin(t2.db);
      const auth = {
        authorization: `Bearer ${(await loginAdmin(t2.app, only.username, only.password)).token}`,
      };
      const demote = await t2.app.inject({
        method: 'PUT',
        url: `/api/admin/staff/${only.admin.id}/roles`,
        headers: auth,
        payload: { roles: ['content_editor'] },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error).toBe(STAFF_MESSAGES.lastSuperAdmin);
      const self = await t2.app.inject({
        method: 'POST',
        url: `/api/admin/staff/${only.admin.id}/disable`,
        headers: auth,
      });
      expect(self.statusCode).toBe(400);
      // With a second super admin, either may be demoted, but not both.
      const second = await createAdmin(t2.db);
      const first = await t2.app.inject({
        method: 'PUT',
        url: `/api/admin/staff/${second.admin.id}/roles`,
        headers: auth,
        payload: { roles: ['moderator'] },
      });
      expect(first.statusCode).toBe(200);
      const disable = await t2.app.inject({
        method: 'POST',
        url: `/api/admin/staff/${second.admin.id}/disable`,
        headers: auth,
      });
      expect(disable.statusCode).toBe(200);
      const last = await t2.app.inject({
        method: 'PUT',
        url: `/api/admin/staff/${only.admin.id}/roles`,
        headers: auth,
        payload: { roles: ['moderator', 'content_editor'] },
      });
      expect(last.statusCode).toBe(409);
    } finally {
      await t2.close();
    }
  });

  it('resets a lost authenticator (audited), ending that person’s sessions', async () => {
    const officer = await createAdmin(t.db, { roles: ['membership_officer'] });
    const their = {
      authorization: `Bearer ${(await loginAdmin(t.app, officer.username, officer.password)).token}`,
    };
    const res = await call('POST', `/api/admin/staff/${officer.admin.id}/reset-two-factor`);
    expect(res.json()).toEqual({ success: true, message: 'Two-factor sign-in reset' });
    expect((await call('GET', '/api/admin/me', undefined, their)).statusCode).toBe(401);
    const entries = await t.db.execute(
      sql`select action, actor_id from audit_log where target_id = ${officer.admin.id} order by id`,
    );
    const actions = (entries as unknown as { rows: { action: string; actor_id: string }[] }).rows;
    expect(actions).toContainEqual({ action: 'two-factor.reset', actor_id: superAdminId });
    // At the next sign-in they must set up an authenticator again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: officer.username, password: officer.password },
    });
    expect(login.json().admin).toMatchObject({ mustEnrolTwoFactor: true, twoFactorEnabled: false });
  });

  it('lists staff with roles, status and whether two-factor is on', async () => {
    const res = await call('GET', '/api/admin/staff');
    const me = res.json().find((s: { _id: string }) => s._id === superAdminId);
    expect(me).toMatchObject({ roles: ['super_admin'], status: 'active', twoFactorEnabled: true });
    expect(JSON.stringify(res.json())).not.toMatch(/password|secret/i);
  });
});
