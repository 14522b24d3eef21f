import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { registrationRequest } from '../../../test/factories/registration';
import { waitForMail } from '../../../test/mail';

// A reader's language (issue 17): chosen at registration (the page they registered on) or with
// the switcher while signed in, kept on the profile, remembered in the `lang` cookie at sign-in,
// and used for every mail they get, with links to pages in that language.
describe("a player's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('registers in Malay: profile, welcome mail and inbox message in Malay', async () => {
    const { fields, request } = registrationRequest({ language: 'ms' });
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(201);
    expect(res.json().language).toBe('ms');
    const mail = await waitForMail(t, (m) => m.to === fields.email);
    expect(mail.subject).toBe('Selamat datang ke Persatuan Pickleball Malaysia');
    expect(mail.text).toContain('Terima kasih kerana mendaftar');
    expect(mail.text).toContain(`${t.config.siteUrl}/ms/player/login`);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: fields.username, password: fields.password },
    });
    expect(login.json().player.language).toBe('ms');
    expect(String(login.headers['set-cookie'])).toMatch(/(^|,\s*)lang=ms;/);
    const inbox = await t.app.inject({
      method: 'GET',
      url: `/api/players/${res.json()._id}/messages`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(inbox.json()[0].subject).toBe('Selamat datang ke Persatuan Pickleball Malaysia!');
  });

  it('registers in English when an older client sends no language, and refuses an unknown one', async () => {
    const english = registrationRequest();
    expect((await t.app.inject(english.request)).json().language).toBe('en');
    const unknown = registrationRequest({ language: 'fr' });
    const res = await t.app.inject(unknown.request);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Language must be en (English) or ms (Bahasa Malaysia)');
  });

  it('changes with the switcher: profile and cookie; mail follows', async () => {
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const auth = { authorization: `Bearer ${token}` };
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/players/me/language',
      headers: auth,
      payload: { language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/players/me/language',
      headers: auth,
      payload: { language: 'ms' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('ms');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^lang=ms; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );

    await t.app.inject({
      method: 'POST',
      url: '/api/players/forgot-password',
      payload: { email: player.email },
    });
    const mail = await waitForMail(t, (m) => m.to === player.email);
    expect(mail.subject).toBe('Tetapkan semula kata laluan Persatuan Pickleball Malaysia anda');
    expect(mail.text).toContain(`${t.config.siteUrl}/ms/player/reset-password?token=`);

    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/players/me/language',
      payload: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers errors in Malay to a client that asks with X-Language: ms, in English otherwise', async () => {
    const bad = { username: '', password: '' };
    const malay = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      headers: { 'x-language': 'ms' },
      payload: bad,
    });
    expect(malay.statusCode).toBe(400);
    expect(malay.json().error).toBe('Nama pengguna diperlukan');
    expect(malay.json().details[0].message).toBe('Nama pengguna diperlukan');
    const english = await t.app.inject({ method: 'POST', url: '/api/players/login', payload: bad });
    expect(english.json().error).toBe('Username is required');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/players/me',
      headers: { 'x-language': 'ms' },
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toBe('Sila daftar masuk untuk meneruskan');
  });

  it('broadcasts each player the version in their language', async () => {
    const admin = await createAdmin(t.db);
    const { token } = await loginAdmin(t.app, admin.username, admin.password);
    const malay = await createPlayer(t.db, { language: 'ms' });
    const english = await createPlayer(t.db, { language: 'en' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/players/all/send-message',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        subject: 'Courts closed',
        message: 'The courts close on Friday.',
        subjectMs: 'Gelanggang ditutup',
        messageMs: 'Gelanggang ditutup pada hari Jumaat.',
      },
    });
    expect(sent.statusCode).toBe(200);
    const inboxOf = async (playerId: string) => {
      const session = await playerSession(t, playerId);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/players/${playerId}/messages`,
        headers: { authorization: `Bearer ${session.token}` },
      });
      return (res.json() as { subject: string; message: string }[])[0];
    };
    expect(await inboxOf(malay.player.id)).toMatchObject({
      subject: 'Gelanggang ditutup',
      message: 'Gelanggang ditutup pada hari Jumaat.',
    });
    expect(await inboxOf(english.player.id)).toMatchObject({
      subject: 'Courts closed',
      message: 'The courts close on Friday.',
    });
  });

  it("keeps a staff member's language, and invites in the language chosen", async () => {
    const admin = await createAdmin(t.db);
    const { token } = await loginAdmin(t.app, admin.username, admin.password);
    const auth = { authorization: `Bearer ${token}` };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/language',
      headers: auth,
      payload: { language: 'ms' },
    });
    expect(res.json().language).toBe('ms');
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: auth });
    expect(me.json().language).toBe('ms');

    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: auth,
      payload: {
        email: 'siti@example.test',
        fullName: 'Siti Aminah',
        roles: ['content_editor'],
        language: 'ms',
      },
    });
    expect(invite.statusCode).toBe(201);
    const mail = await waitForMail(t, (m) => m.to === 'siti@example.test');
    expect(mail.subject).toBe('Anda dijemput ke ruang pentadbir Persatuan Pickleball Malaysia');
    expect(mail.text).toContain('sebagai: Editor kandungan');
    expect(mail.text).toContain(`${t.config.siteUrl}/ms/admin/invitation?token=`);
  });
});
