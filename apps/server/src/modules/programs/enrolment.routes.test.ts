import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { waitForMail } from '../../../test/mail';
import { enrollments, players, programs, waitlistEntries } from '../../db/schema/index';
import { createClock } from '../../lib/clock';

const CLOCK_TOKEN = 'test-clock-token-enrolment-0123456789';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const MEMBER = { membershipExpiresOn: '2099-12-31' };
type Auth = { authorization: string };

describe('enrolment: eligibility, waitlist offers, pairs and cancellation', () => {
  let t: TestApp;
  const clock = createClock();
  beforeAll(async () => {
    t = await buildTestApp({ testClockToken: CLOCK_TOKEN }, {}, undefined, { clock });
  });
  afterAll(() => t.close());

  async function clinic(values: Partial<typeof programs.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(programs)
      .values({
        kind: 'clinic',
        title: 'Third-shot drop clinic',
        titleMs: 'Klinik pukulan jatuh ketiga',
        description: 'Drills.',
        date: `${NEXT_YEAR}-02-10`,
        time: '7:00 PM',
        location: 'Ipoh',
        coach: 'Coach Tan',
        maxParticipants: 2,
        price: 40,
        ...values,
      })
      .returning();
    return row!;
  }

  async function member(overrides: Parameters<typeof createPlayer>[1] = {}) {
    const { player } = await createPlayer(t.db, { ...MEMBER, ...overrides });
    const { token } = await playerSession(t, player.id);
    return { player, auth: { authorization: `Bearer ${token}` } as Auth };
  }

  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, auth?: Auth, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });

  async function mine(auth: Auth) {
    const res = await call('GET', '/api/players/me/programs', auth);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      program: { _id: string; title: string };
      status: string;
      position: number | null;
      offerExpiresAt: string | null;
      partnerName: string | null;
      cancelUntil: string | null;
    }[];
  }

  it('only lets active members enrol (grace counts), within the age band and skill range', async () => {
    const open = await clinic({ maxParticipants: 10, minAge: 18, maxAge: 40, minSkill: 'Novice' });
    const url = `/api/clinics/${open.id}/enroll`;
    const cases: [Parameters<typeof createPlayer>[1], number, string | null][] = [
      [{ membershipExpiresOn: null }, 403, 'Only members with an active membership can enrol'],
      [
        { membershipExpiresOn: '2020-01-01' },
        403,
        'Only members with an active membership can enrol',
      ],
      [
        { membershipSuspendedAt: new Date() },
        403,
        'Only members with an active membership can enrol',
      ],
      [{ dateOfBirth: '1950-01-01', duprRating: 3.2 }, 403, 'You must be aged 18–40 on the day'],
      [{ dateOfBirth: '2000-01-01', duprRating: null }, 403, 'skill level is outside'],
      [{ dateOfBirth: '2000-01-01', duprRating: 3.2 }, 200, null],
    ];
    for (const [overrides, status, message] of cases) {
      const { auth } = await member(overrides);
      const res = await call('POST', url, auth);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      if (message) expect(res.json().error).toContain(message);
    }
    // Ten days after expiry is inside the 30-day grace period.
    const graceDay = new Date(clock.now().getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
    const { auth } = await member({
      membershipExpiresOn: graceDay,
      dateOfBirth: '1990-05-05',
      duprRating: 2.6,
    });
    expect((await call('POST', url, auth)).statusCode).toBe(200);
  });

  it('queues players in order on a full clinic; a cancellation offers the place to the first, who claims it', async () => {
    const full = await clinic();
    const base = `/api/clinics/${full.id}`;
    const [a, b, c, d] = await Promise.all([member(), member(), member(), member()]);
    expect((await call('POST', `${base}/enroll`, a!.auth)).statusCode).toBe(200);
    expect((await call('POST', `${base}/waitlist`, b!.auth)).json().error).toBe(
      'This clinic has places left: enrol instead',
    );
    expect((await call('POST', `${base}/enroll`, b!.auth)).statusCode).toBe(200);
    const refused = await call('POST', `${base}/enroll`, c!.auth);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'This clinic is full']);

    expect((await call('POST', `${base}/waitlist`, c!.auth)).json()).toEqual({ position: 1 });
    expect((await call('POST', `${base}/waitlist`, d!.auth)).json()).toEqual({ position: 2 });
    expect((await call('POST', `${base}/waitlist`, d!.auth)).statusCode).toBe(409);
    expect((await mine(d!.auth))[0]).toMatchObject({ status: 'waitlisted', position: 2 });
    const listed = (await call('GET', '/api/clinics'))
      .json()
      .find((p: { _id: string }) => p._id === full.id);
    expect(listed).toMatchObject({ enrolled: 2, waitlisted: 2 });

    // A cancels: C (first in line) is offered the place for 24 hours, by mail too.
    expect((await call('DELETE', `${base}/enroll`, a!.auth)).json()).toMatchObject({
      enrolled: 2,
      waitlisted: 1,
    });
    const offered = (await mine(c!.auth))[0]!;
    expect(offered.status).toBe('offered');
    const hours = (Date.parse(offered.offerExpiresAt!) - clock.now().getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const mail = await waitForMail(t, (m) => m.to === c!.player.email);
    expect(mail.subject).toBe('A place for you: Third-shot drop clinic');
    expect(mail.text).toContain('/player/dashboard?tab=training');
    // The held place is not for anyone else.
    expect((await call('POST', `${base}/enroll`, (await member()).auth)).json().error).toBe(
      'This clinic is full',
    );
    expect((await mine(d!.auth))[0]).toMatchObject({ status: 'waitlisted', position: 1 });
    // D cannot claim C's offer.
    expect((await call('POST', `${base}/waitlist/claim`, d!.auth)).statusCode).toBe(409);

    expect((await call('POST', `${base}/waitlist/claim`, c!.auth)).statusCode).toBe(200);
    expect((await mine(c!.auth))[0]).toMatchObject({ status: 'enrolled' });
    expect((await call('POST', `${base}/waitlist/claim`, c!.auth)).statusCode).toBe(409);
  });

  it('passes an unclaimed offer to the next in line once the window ends (time travel)', async () => {
    const full = await clinic({ maxParticipants: 1 });
    const base = `/api/clinics/${full.id}`;
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    await call('POST', `${base}/enroll`, a!.auth);
    await call('POST', `${base}/waitlist`, b!.auth);
    await call('POST', `${base}/waitlist`, c!.auth);
    await call('DELETE', `${base}/enroll`, a!.auth);
    expect((await mine(b!.auth))[0]!.status).toBe('offered');

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/test-clock/advance',
      headers: { 'x-test-clock-token': CLOCK_TOKEN },
      payload: { days: 1 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await mine(b!.auth)).toEqual([]);
    expect((await mine(c!.auth))[0]).toMatchObject({ status: 'offered' });
    const late = await call('POST', `${base}/waitlist/claim`, b!.auth);
    expect([late.statusCode, late.json().error]).toEqual([
      409,
      'You have no place on offer for this clinic',
    ]);
    const [expired] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.playerId, b!.player.id));
    expect(expired!.status).toBe('expired');

    // Declining passes it on too; with nobody left, the place is simply free.
    expect((await call('DELETE', `${base}/waitlist`, c!.auth)).json()).toMatchObject({
      enrolled: 0,
      waitlisted: 0,
    });
  });

  it('gives each freed place to exactly one player when many cancel at once', async () => {
    const full = await clinic({ maxParticipants: 6 });
    const base = `/api/clinics/${full.id}`;
    const holders = await Promise.all(Array.from({ length: 6 }, () => member()));
    for (const h of holders)
      expect((await call('POST', `${base}/enroll`, h.auth)).statusCode).toBe(200);
    const queue = await Promise.all(Array.from({ length: 10 }, () => member()));
    for (const q of queue)
      expect((await call('POST', `${base}/waitlist`, q.auth)).statusCode).toBe(200);

    const results = await Promise.all(
      holders.slice(0, 4).map((h) => call('DELETE', `${base}/enroll`, h.auth)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const entries = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.programId, full.id));
    const offeredTo = entries.filter((e) => e.status === 'offered').map((e) => e.playerId);
    // The first four in line, in order, and nobody twice.
    expect(offeredTo.sort()).toEqual(
      queue
        .slice(0, 4)
        .map((q) => q.player.id)
        .sort(),
    );
    const listed = (await call('GET', '/api/clinics'))
      .json()
      .find((p: { _id: string }) => p._id === full.id);
    expect(listed).toMatchObject({ enrolled: 6, waitlisted: 6 });

    // Concurrent claims and leaves keep the count at the cap.
    await Promise.all([
      ...queue.slice(0, 4).map((q) => call('POST', `${base}/waitlist/claim`, q.auth)),
      ...holders.slice(4).map((h) => call('DELETE', `${base}/enroll`, h.auth)),
    ]);
    const after = (await call('GET', '/api/clinics'))
      .json()
      .find((p: { _id: string }) => p._id === full.id);
    expect(after).toMatchObject({ enrolled: 6, waitlisted: 4 });
  });

  it('enters a doubles pair as one place, confirmed by the partner within the window', async () => {
    const doubles = await clinic({ doubles: true, maxParticipants: 1 });
    const base = `/api/clinics/${doubles.id}`;
    const [a, b, c] = await Promise.all([
      member(),
      member({ fullName: 'Nurul Partner' }),
      member(),
    ]);
    expect((await call('POST', `${base}/enroll`, a!.auth)).json().error).toBe(
      "This is a doubles event: enter your partner's member ID",
    );
    expect(
      (await call('POST', `${base}/enroll`, a!.auth, { partnerMemberId: 'nope' })).json().error,
    ).toBe("Enter your partner's member ID, e.g. MPA001234");
    expect(
      (
        await call('POST', `${base}/enroll`, a!.auth, { partnerMemberId: a!.player.playerId })
      ).json().error,
    ).toBe('Your partner must be another player');
    const { player: lapsed } = await createPlayer(t.db, { membershipExpiresOn: null });
    expect(
      (await call('POST', `${base}/enroll`, a!.auth, { partnerMemberId: lapsed.playerId })).json()
        .error,
    ).toBe('Your partner needs an active membership to enrol');

    const entered = await call('POST', `${base}/enroll`, a!.auth, {
      partnerMemberId: b!.player.playerId.toLowerCase(),
    });
    expect(entered.json()).toMatchObject({ enrolled: 1 });
    expect((await mine(a!.auth))[0]).toMatchObject({
      status: 'awaiting_partner',
      partnerName: 'Nurul Partner',
    });
    expect((await mine(b!.auth))[0]).toMatchObject({ status: 'partner_request' });
    const ask = await waitForMail(t, (m) => m.to === b!.player.email);
    expect(ask.subject).toContain('chose you as partner');
    // The pair holds the only place; the partner cannot be entered twice.
    expect(
      (await call('POST', `${base}/enroll`, c!.auth, { partnerMemberId: b!.player.playerId }))
        .statusCode,
    ).toBe(409);
    expect((await call('POST', `${base}/partner/confirm`, c!.auth)).statusCode).toBe(404);
    expect((await call('POST', `${base}/partner/confirm`, b!.auth)).statusCode).toBe(200);
    expect((await mine(a!.auth))[0]!.status).toBe('enrolled');
    expect((await mine(b!.auth))[0]!.status).toBe('enrolled');

    // Either of the pair cancelling frees the one place.
    expect((await call('DELETE', `${base}/enroll`, b!.auth)).json()).toMatchObject({ enrolled: 0 });
    expect(await mine(a!.auth)).toEqual([]);
  });

  it('refuses cancellation after the cut-off, and bad ids with 404', async () => {
    const soon = new Date(clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const strict = await clinic({ date: soon, cancelCutoffDays: 5, maxParticipants: 5 });
    const { auth } = await member();
    expect((await call('POST', `/api/clinics/${strict.id}/enroll`, auth)).statusCode).toBe(200);
    expect((await mine(auth))[0]!.cancelUntil).toBeNull();
    const late = await call('DELETE', `/api/clinics/${strict.id}/enroll`, auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(
      /^Cancellations for this clinic closed on \d{4}-\d{2}-\d{2}$/,
    );

    expect((await call('POST', `/api/courses/${strict.id}/enroll`, auth)).statusCode).toBe(404);
    expect((await call('POST', '/api/clinics/not-a-uuid/waitlist', auth)).statusCode).toBe(400);
    expect((await call('POST', `/api/clinics/${strict.id}/waitlist`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/clinics/${strict.id}/waitlist`, auth)).statusCode).toBe(404);
  });

  it('counts attended courses and clinics by year, and the skill levels the ratings map to', async () => {
    const { player, auth } = await member({ duprRating: 2.1 });
    const past = [
      await clinic({ date: '2024-03-01' }),
      await clinic({ date: '2025-05-01' }),
      await clinic({ kind: 'course', date: '2025-06-01' }),
    ];
    const upcoming = await clinic({ maxParticipants: 5 });
    for (const p of past)
      await t.db.insert(enrollments).values({ programId: p.id, playerId: player.id });
    expect((await call('POST', `/api/clinics/${upcoming.id}/enroll`, auth)).statusCode).toBe(200);
    await t.db.update(players).set({ duprRating: 2.2 }).where(eq(players.id, player.id));
    await t.db.update(players).set({ duprRating: 3.6 }).where(eq(players.id, player.id));

    const res = await call('GET', '/api/players/me/statistics', auth);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.years).toEqual([
      { year: 2025, courses: 1, clinics: 1 },
      { year: 2024, courses: 0, clinics: 1 },
    ]);
    expect(stats.totals).toEqual({ courses: 1, clinics: 2, upcoming: 1 });
    // 2.1 and 2.2 are both Novice, 3.6 is Advanced: two levels, oldest first.
    expect(stats.skill.map((s: { level: string }) => s.level)).toEqual(['Novice', 'Advanced']);
    expect((await call('GET', '/api/players/me/statistics')).statusCode).toBe(401);
  });
});
