import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROFILE_MESSAGES } from '@app/shared/players';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin, loginAdmin } from '../factories/admins';
import { createPlayer, playerSession } from '../factories/players';

/**
 * Round 2, item 7: a player renamed themselves with `PATCH /api/players/<own id>` (the profile
 * form sent the name along), although the portal says names are checked by the association;
 * the card check then showed the new name and nothing was audited. Now the player's own edit
 * refuses a changed name (400, pointing to "Correct my data"), while the unchanged name an old
 * client's form sends back is still accepted. Staff may still change it, audited.
 */
describe('round 2, item 7 — a player cannot rename themselves', () => {
  let t: TestApp;
  let officer: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const o = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
  });
  afterAll(() => t.close());

  async function member() {
    const { player } = await createPlayer(t.db, {
      fullName: 'Nurul Aisyah binti Ahmad',
      membershipExpiresOn: '2099-12-31',
    });
    const { token } = await playerSession(t, player.id);
    const auth = { authorization: `Bearer ${token}` };
    const form = {
      fullName: player.fullName,
      email: player.email,
      phoneNumber: player.phoneNumber,
      gender: player.gender,
      addressLine1: player.addressLine1,
      city: player.city,
      state: player.state,
    };
    return { player, auth, form };
  }

  const patch = (id: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/players/${id}`,
      headers,
      remoteAddress: '198.51.100.7',
      payload,
    });

  async function cardName(auth: Record<string, string>) {
    const card = await t.app.inject({ method: 'GET', url: '/api/players/me/card', headers: auth });
    expect(card.statusCode).toBe(200);
    const token = new URL(card.json().verifyUrl as string).pathname.split('/').pop()!;
    const verified = await t.app.inject({ method: 'GET', url: `/api/verify/${token}` });
    expect(verified.statusCode).toBe(200);
    return verified.json().fullName as string;
  }

  it('refuses a changed name on the own profile edit, by the member id too; the card keeps the checked name', async () => {
    const { player, auth, form } = await member();
    for (const id of [player.id, player.playerId]) {
      const res = await patch(id, auth, { ...form, fullName: 'Someone Else' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/Correct my data/);
    }
    const ms = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${player.id}`,
      headers: { ...auth, 'x-language': 'ms' },
      payload: { ...form, fullName: 'Someone Else' },
    });
    expect(ms.statusCode).toBe(400);
    expect(ms.json().error).toMatch(/Betulkan data saya/);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/players/${player.id}`,
      headers: auth,
    });
    expect(me.json().fullName).toBe('Nurul Aisyah binti Ahmad');
    expect(await cardName(auth)).toBe('Nurul Aisyah binti Ahmad');
  });

  it('still saves the rest of the form when the unchanged name is sent back, or no name at all', async () => {
    const { player, auth, form } = await member();
    const same = await patch(player.id, auth, { ...form, city: 'Ipoh' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ fullName: player.fullName, city: 'Ipoh' });
    const { fullName: _name, ...withoutName } = form;
    const none = await patch(player.id, auth, { ...withoutName, city: 'Melaka' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ fullName: player.fullName, city: 'Melaka' });
    // The IC number (and the date of birth it gives) are not the player's to edit either: a
    // different one is refused (issue 39), nothing saved.
    const ic = await patch(player.id, auth, {
      ...form,
      city: 'Kuantan',
      icNumber: '900101105555',
      dateOfBirth: '1990-01-01',
    });
    expect(ic.statusCode).toBe(400);
    expect(ic.json().error).toBe(PROFILE_MESSAGES.birthChecked);
    const now = await t.app.inject({ method: 'GET', url: '/api/players/me', headers: auth });
    expect(now.json()).toMatchObject({
      city: 'Melaka',
      dateOfBirth: player.dateOfBirth,
      icNumber: same.json().icNumber,
    });
  });

  it('lets staff correct the name, audited before → after', async () => {
    const { player, auth, form } = await member();
    const res = await patch(player.id, officer, {
      ...form,
      fullName: 'Nurul Aisyah binti Ahmad Zaki',
      status: 'active',
    });
    expect(res.statusCode).toBe(200);
    expect(await cardName(auth)).toBe('Nurul Aisyah binti Ahmad Zaki');
    const audit = await createAdmin(t.db);
    const boss = {
      authorization: `Bearer ${(await loginAdmin(t.app, audit.username, audit.password)).token}`,
    };
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?targetId=${player.id}&action=players.update`,
        headers: boss,
      })
    ).json();
    expect(page.entries[0].changes.fullName).toEqual({
      before: 'Nurul Aisyah binti Ahmad',
      after: 'Nurul Aisyah binti Ahmad Zaki',
    });
  });
});
