import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession, randomIcNumber } from '../../../test/factories/players';
import { auditLog, players } from '../../db/schema/index';

describe('correct my data', () => {
  let t: TestApp;
  let officer: { authorization: string };
  let moderator: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const o = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
    const m = await createAdmin(t.db, { roles: ['moderator'] });
    moderator = {
      authorization: `Bearer ${(await loginAdmin(t.app, m.username, m.password)).token}`,
    };
  });
  afterAll(() => t.close());

  async function player() {
    const { player: row } = await createPlayer(t.db, { fullName: 'Nur Aisyah' });
    const { token } = await playerSession(t, row.id);
    return { row, auth: { authorization: `Bearer ${token}` } };
  }
  const ask = (auth: { authorization: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/players/me/corrections', headers: auth, payload });

  it('a name change waits for an officer, who approves it (audited); the player sees the outcome', async () => {
    const me = await player();
    const asked = await ask(me.auth, {
      field: 'fullName',
      value: 'Nur Aisyah binti Ahmad',
      reason: 'My full name as on my IC',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ field: 'fullName', status: 'pending' });
    // Due within the PDPA's 21 days.
    const due = new Date(`${asked.json().dueOn}T00:00:00Z`).getTime();
    expect(Math.round((due - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(20);
    const twice = await ask(me.auth, { field: 'fullName', value: 'Other', reason: 'Again please' });
    expect(twice.statusCode).toBe(409);

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/privacy/corrections',
      headers: moderator,
    });
    expect(refused.statusCode).toBe(403);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/privacy/corrections',
      headers: officer,
    });
    const mine = pending.json().find((r: { _id: string }) => r._id === asked.json()._id);
    expect(mine).toMatchObject({ currentValue: 'Nur Aisyah', value: 'Nur Aisyah binti Ahmad' });

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${asked.json()._id}/approve`,
      headers: officer,
      payload: { note: 'Checked against IC' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decisionNote: 'Checked against IC',
    });
    const [row] = await t.db.select().from(players).where(eq(players.id, me.row.id));
    expect(row?.fullName).toBe('Nur Aisyah binti Ahmad');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.correction-approved'));
    expect(entries.some((e) => e.targetId === me.row.id)).toBe(true);
    // Decided once: a second decision finds nothing pending.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${asked.json()._id}/reject`,
      headers: officer,
    });
    expect(again.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/players/me/corrections',
      headers: me.auth,
    });
    expect(own.json()[0]).toMatchObject({ status: 'approved' });
  });

  it('an IC number change is sealed, masked everywhere, and applied with its date of birth', async () => {
    const me = await player();
    const ic = randomIcNumber(1988, 3, 14);
    const asked = await ask(me.auth, {
      field: 'icNumber',
      value: ic,
      reason: 'Typo at registration',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().value).toBe(`******-**-${ic.slice(-4)}`);
    expect(asked.body).not.toContain(ic);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${asked.json()._id}/approve`,
      headers: officer,
    });
    expect(approved.statusCode).toBe(200);
    const revealed = await t.app.inject({
      method: 'POST',
      url: `/api/players/${me.row.id}/ic-number/reveal`,
      headers: me.auth,
    });
    expect(revealed.json().icNumber).toBe(ic);
    const [row] = await t.db.select().from(players).where(eq(players.id, me.row.id));
    expect(row?.dateOfBirth).toBe('1988-03-14');

    // Someone else's number is accepted like any other (no oracle), but cannot be approved.
    const other = await player();
    const taken = await ask(other.auth, { field: 'icNumber', value: ic, reason: 'Mine really' });
    expect(taken.statusCode).toBe(201);
    const clash = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${taken.json()._id}/approve`,
      headers: officer,
    });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses bad input, a rejection keeps the data, and players cannot decide', async () => {
    const me = await player();
    for (const payload of [
      {},
      { field: 'email', value: 'x@example.test', reason: 'Because' },
      { field: 'icNumber', value: '12345', reason: 'Because' },
      { field: 'icNumber', value: '991399019999', reason: 'Because' },
      { field: 'fullName', value: '', reason: 'Because' },
      { field: 'fullName', value: 'A name', reason: 'no' },
      { field: 'fullName', value: 'x'.repeat(151), reason: 'Because it is long' },
    ]) {
      const res = await ask(me.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const asked = await ask(me.auth, {
      field: 'fullName',
      value: 'Someone Else',
      reason: 'Want a new name',
    });
    const byPlayer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${asked.json()._id}/approve`,
      headers: me.auth,
    });
    expect(byPlayer.statusCode).toBe(403);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${asked.json()._id}/reject`,
      headers: officer,
      payload: { note: 'Please send a copy of your IC' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const [row] = await t.db.select().from(players).where(eq(players.id, me.row.id));
    expect(row?.fullName).toBe('Nur Aisyah');
  });
});
