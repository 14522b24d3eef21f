import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_SITE_SETTINGS } from '@app/shared/staff';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { registrationRequest } from '../../../test/factories/registration';

type Rows<T> = { rows: T[] };

describe('consents: the policy version and association news', () => {
  let t: TestApp;
  let superAdmin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createAdmin(t.db);
    superAdmin = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
  });
  afterAll(() => t.close());

  async function registeredPlayer(overrides: Record<string, string> = { newsOptIn: 'true' }) {
    const { fields, request } = registrationRequest(overrides);
    expect((await t.app.inject(request)).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: fields.username, password: fields.password },
    });
    return { authorization: `Bearer ${login.json().token as string}` };
  }
  const consents = (headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/players/me/consents', headers });

  it('records the policy accepted at registration; a new version must be accepted again', async () => {
    const player = await registeredPlayer();
    const first = (await consents(player)).json();
    expect(first).toMatchObject({
      policyVersion: DEFAULT_SITE_SETTINGS.policyVersion,
      acceptedVersion: DEFAULT_SITE_SETTINGS.policyVersion,
      needsAcceptance: false,
      marketingOptIn: true,
    });
    expect(first.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'policy',
          version: DEFAULT_SITE_SETTINGS.policyVersion,
          granted: true,
          source: 'registration',
        }),
        expect.objectContaining({ kind: 'marketing', granted: true, source: 'registration' }),
      ]),
    );
    expect(first.history).toHaveLength(2);

    const published = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: superAdmin,
      payload: { policyVersion: '2027-01-15' },
    });
    expect(published.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: superAdmin,
      payload: { policyVersion: 'next week' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('YYYY-MM-DD');

    expect((await consents(player)).json()).toMatchObject({
      policyVersion: '2027-01-15',
      needsAcceptance: true,
    });
    // A page still showing the old version cannot accept the new one.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/consents/policy',
      headers: player,
      payload: { version: DEFAULT_SITE_SETTINGS.policyVersion },
    });
    expect(stale.statusCode).toBe(409);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/consents/policy',
      headers: player,
      payload: { version: '2027-01-15' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      acceptedVersion: '2027-01-15',
      needsAcceptance: false,
    });
    expect(accepted.json().history[0]).toMatchObject({
      kind: 'policy',
      version: '2027-01-15',
      source: 'portal prompt',
    });
    expect(accepted.json().history).toHaveLength(3);
  });

  it('association news is off unless the registration form ticked it (older clients send nothing)', async () => {
    for (const overrides of [{}, { newsOptIn: 'false' }] as Record<string, string>[]) {
      const player = await registeredPlayer(overrides);
      const mine = (await consents(player)).json();
      expect(mine.marketingOptIn).toBe(false);
      expect(mine.history).toContainEqual(
        expect.objectContaining({ kind: 'marketing', granted: false, source: 'registration' }),
      );
    }
  });

  it('records marketing opt-out and back in, refusing anything but a boolean', async () => {
    const player = await registeredPlayer();
    const out = await t.app.inject({
      method: 'PUT',
      url: '/api/players/me/consents/marketing',
      headers: player,
      payload: { optIn: false },
    });
    expect(out.json()).toMatchObject({ marketingOptIn: false });
    expect(out.json().history[0]).toMatchObject({ kind: 'marketing', granted: false });
    for (const payload of [{ optIn: 'no' }, {}, { optIn: null }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/players/me/consents/marketing',
        headers: player,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await consents(player)).json().marketingOptIn).toBe(false);
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/players/me/consents/marketing',
      headers: player,
      payload: { optIn: true },
    });
    expect(back.json().marketingOptIn).toBe(true);
    expect(
      back.json().history.filter((h: { kind: string }) => h.kind === 'marketing'),
    ).toHaveLength(3);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players/me/consents' })).statusCode,
    ).toBe(401);
  });

  it('a broadcast to 1,000 players skips those who opted out, and tells the sender how many', async () => {
    await t.db.execute(sql`
      insert into players (full_name, email, phone_number, gender, address_line1, city, state,
                           username, password_hash, marketing_opt_in)
      select 'Broadcast ' || i, 'broadcast' || i || '@example.test', '012', 'Male', '1 Jalan',
             'Ipoh', 'Perak', 'broadcast_' || i, 'x', i % 10 <> 0
      from generate_series(1, 1000) as i`);
    const counts = (await t.db.execute(sql`
      select count(*) filter (where marketing_opt_in)::int as opted_in,
             count(*) filter (where not marketing_opt_in)::int as opted_out
      from players where status = 'active'`)) as unknown as Rows<{
      opted_in: number;
      opted_out: number;
    }>;
    const { opted_in: optedIn, opted_out: optedOut } = counts.rows[0]!;
    expect(optedOut).toBeGreaterThanOrEqual(100);

    const subject = `Season opener ${Date.now()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/all/send-message',
      headers: superAdmin,
      payload: { subject, message: 'Join us' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      sent: optedIn,
      skipped: optedOut,
      failed: 0,
    });
    expect(res.json().message).toBe(
      `Message sent to ${optedIn} players. ${optedOut} players opted out of association news and did not get it.`,
    );
    const reached = (await t.db.execute(sql`
      select count(*)::int as n, count(*) filter (where not p.marketing_opt_in)::int as out
      from messages m join players p on p.id = m.player_id where m.subject = ${subject}`)) as unknown as Rows<{
      n: number;
      out: number;
    }>;
    expect(reached.rows[0]).toEqual({ n: optedIn, out: 0 });
  });
});
