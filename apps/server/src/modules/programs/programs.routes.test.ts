import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';

const course = {
  title: 'Level 1 Associate Coach',
  description: 'Four-day associate coaching course.',
  date: `${new Date().getUTCFullYear() + 1}-03-05`,
  time: '9:00 AM - 5:00 PM',
  location: 'Bukit Jalil',
  coach: 'Coach Lim',
  maxParticipants: 10,
  price: 750,
  status: 'active',
};

/** A player with a current membership (only members may enrol). */
const MEMBER = { membershipExpiresOn: '2099-12-31' };

describe('courses and clinics', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createAdmin(t.db);
    admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(() => t.close());

  it('serves the same lists at /api/courses and the doubled /api/api/courses, sorted by date', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/api/courses',
      headers: admin,
      payload: { ...course, date: '2026-04-01', title: 'Later' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin,
      payload: { ...course, enrolled: 99 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...course, enrolled: 0 });
    const a = (await t.app.inject({ method: 'GET', url: '/api/courses' })).json();
    const b = (await t.app.inject({ method: 'GET', url: '/api/api/courses' })).json();
    expect(a).toEqual(b);
    expect(a.map((c: { date: string }) => c.date)).toEqual(
      [...a.map((c: { date: string }) => c.date)].sort(),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/clinics' })).json()).toEqual([]);
  });

  it('refuses bad programmes with the spec rules', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...course, title: '' }, 'Title is required'],
      [{ ...course, maxParticipants: 0 }, 'Max participants must be at least 1'],
      [{ ...course, price: -1 }, 'Price must be 0 or more'],
      [{ ...course, price: 2.005 }, 'Price must be in steps of 0.01'],
      [{ ...course, status: 'archived' }, 'Please select a status'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clinics',
        headers: admin,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    }
  });

  it('refuses admin writes to anonymous (401) and players (403)', async () => {
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/courses', headers: admin, payload: course })
    ).json()._id;
    for (const call of [
      { method: 'POST', url: '/api/courses', payload: course },
      { method: 'PATCH', url: `/api/api/courses/${id}`, payload: { title: 'x' } },
      { method: 'DELETE', url: `/api/clinics/${id}` },
    ] as const) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      expect(
        (await t.app.inject({ ...call, headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(403);
    }
  });

  it('lets exactly 10 of 50 concurrent players enrol in 10 places', async () => {
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/courses', headers: admin, payload: course })
    ).json()._id;
    const tokens = await Promise.all(
      Array.from(
        { length: 50 },
        async () => (await playerSession(t, (await createPlayer(t.db, MEMBER)).player.id)).token,
      ),
    );
    const results = await Promise.all(
      tokens.map((token) =>
        t.app.inject({
          method: 'POST',
          url: `/api/courses/${id}/enroll`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(
      results
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().error === 'This course is full'),
    ).toBe(true);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/courses' }))
      .json()
      .find((c: { _id: string }) => c._id === id);
    expect(listed.enrolled).toBe(10);
  });

  it('refuses a second enrolment, lets a player cancel, and lists their enrolments', async () => {
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/clinics',
        headers: admin,
        payload: { ...course, title: 'Dink clinic' },
      })
    ).json()._id;
    const { token } = await playerSession(t, (await createPlayer(t.db, MEMBER)).player.id);
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/clinics/${id}/enroll`, headers })).json()
        .enrolled,
    ).toBe(1);
    const twice = await t.app.inject({ method: 'POST', url: `/api/clinics/${id}/enroll`, headers });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('You are already enrolled in this clinic');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/players/me/enrollments', headers })
    ).json();
    expect(mine.map((p: { title: string; kind: string }) => [p.title, p.kind])).toEqual([
      ['Dink clinic', 'clinic'],
    ]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/clinics/${id}/enroll`, headers })).json()
        .enrolled,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/clinics/${id}/enroll` })).statusCode,
    ).toBe(401);

    const closed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/clinics',
        headers: admin,
        payload: { ...course, status: 'completed' },
      })
    ).json()._id;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/clinics/${closed}/enroll`,
      headers,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('editing a programme', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createAdmin(t.db);
    admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(() => t.close());

  it('changes only the fields sent, ignores enrolled, and validates what is sent', async () => {
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/api/clinics',
        headers: admin,
        payload: course,
      })
    ).json()._id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/api/clinics/${id}`,
      headers: admin,
      payload: { title: 'Renamed', enrolled: 7 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...course, title: 'Renamed', enrolled: 0 });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/clinics/${id}`,
      headers: admin,
      payload: { maxParticipants: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/courses/${id}`,
          headers: admin,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
