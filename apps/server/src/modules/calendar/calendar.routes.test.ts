import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { divisions, entries, programs, tournaments } from '../../db/schema/index';

let seq = 0;
function tournament(values: Partial<typeof tournaments.$inferInsert>) {
  seq += 1;
  return {
    applicationId: `APP-CAL-${seq}`,
    name: `Tournament ${seq}`,
    type: 'local' as const,
    startDate: '2026-03-07',
    endDate: '2026-03-08',
    city: 'Shah Alam',
    state: 'Selangor',
    organizer: 'Kelab Pickleball Shah Alam',
    venue: 'Dewan Komuniti',
    ...values,
  };
}

function program(values: Partial<typeof programs.$inferInsert>) {
  return {
    kind: 'clinic' as const,
    title: 'Dinking clinic',
    description: 'Soft game.',
    date: '2026-05-09',
    time: '9:00 AM - 11:00 AM',
    location: 'Bukit Jalil',
    coach: 'Coach Lim',
    maxParticipants: 10,
    price: 30,
    state: 'Kuala Lumpur',
    ...values,
  };
}

function events(t: TestApp, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/calendar?${query}` });
}

describe('GET /api/calendar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.db.insert(tournaments).values([
      tournament({ name: 'Selangor Open', type: 'state' }),
      tournament({ name: 'Piala Pérak Terbuka', state: 'Perak', city: 'Ipoh', type: 'state' }),
      tournament({
        name: 'Johor Masters',
        state: 'Johor',
        type: 'national',
        startDate: '2026-07-01',
        endDate: '2026-07-03',
      }),
      tournament({ name: 'Year-end Bash', startDate: '2026-12-30', endDate: '2027-01-02' }),
      tournament({ name: 'Old Cup', startDate: '2025-06-01', endDate: '2025-06-01' }),
      tournament({ name: '100% Fun_Cup', startDate: '2026-08-01', endDate: '2026-08-01' }),
    ]);
    await t.db
      .insert(programs)
      .values([
        program({ title: 'Dinking clinic', titleMs: 'Klinik dink' }),
        program({ kind: 'course', title: 'Referee course', state: 'Selangor', date: '2026-03-20' }),
        program({ title: 'Withdrawn clinic', status: 'inactive' }),
      ]);
  });
  afterAll(() => t.close());

  it('lists a year of tournaments, courses and clinics by date, with counts and the years', async () => {
    const res = await events(t, 'year=2026');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.events.map((e: { name: string }) => e.name)).toEqual([
      'Piala Pérak Terbuka',
      'Selangor Open',
      'Referee course',
      'Dinking clinic',
      'Johor Masters',
      '100% Fun_Cup',
      'Year-end Bash',
    ]);
    expect(body.counts.total).toBe(7);
    expect(body.counts.types).toMatchObject({
      state: 2,
      national: 1,
      local: 2,
      course: 1,
      clinic: 1,
    });
    expect(body.counts.states).toMatchObject({
      Selangor: 4,
      Perak: 1,
      Johor: 1,
      'Kuala Lumpur': 1,
    });
    expect(body.counts.months[2]).toBe(3);
    expect(body.years).toEqual(expect.arrayContaining([2025, 2026, 2027]));
    const clinic = body.events.find((e: { category: string }) => e.category === 'clinic');
    expect(clinic).toMatchObject({
      nameMs: 'Klinik dink',
      time: '9:00 AM - 11:00 AM',
      organizer: 'Coach Lim',
    });
  });

  it('shows an event crossing the new year in both years', async () => {
    const next = (await events(t, 'year=2027')).json();
    expect(next.events.map((e: { name: string }) => e.name)).toEqual(['Year-end Bash']);
  });

  it('filters by state, type and month together; each count applies the other filters', async () => {
    const body = (await events(t, 'year=2026&state=selangor&type=state')).json();
    expect(body.events.map((e: { name: string }) => e.name)).toEqual(['Selangor Open']);
    expect(body.counts.total).toBe(1);
    // Choosing another type within Selangor: course 1, local 2 (Year-end Bash, 100% Fun_Cup).
    expect(body.counts.types).toMatchObject({ state: 1, course: 1, local: 2, clinic: 0 });
    // Choosing another state for state tournaments: Perak 1.
    expect(body.counts.states).toMatchObject({ Selangor: 1, Perak: 1 });
    const march = (await events(t, 'year=2026&month=3&type=course')).json();
    expect(march.events.map((e: { name: string }) => e.name)).toEqual(['Referee course']);
  });

  it('searches name, organiser and venue, ignoring case and accents, in either language', async () => {
    const perak = (await events(t, 'year=2026&q=PERAK')).json();
    expect(perak.events.map((e: { name: string }) => e.name)).toEqual(['Piala Pérak Terbuka']);
    const accented = (await events(t, `year=2026&q=${encodeURIComponent('shäh alam')}`)).json();
    expect(accented.counts.total).toBe(5);
    const malay = (await events(t, 'year=2026&q=klinik')).json();
    expect(malay.events.map((e: { name: string }) => e.name)).toEqual(['Dinking clinic']);
    const words = (await events(t, 'year=2026&q=lim%20DINK')).json();
    expect(words.events.map((e: { name: string }) => e.name)).toEqual(['Dinking clinic']);
    // LIKE's wildcards are plain characters in a search.
    const percent = (await events(t, 'year=2026&q=100%25')).json();
    expect(percent.events.map((e: { name: string }) => e.name)).toEqual(['100% Fun_Cup']);
    expect((await events(t, 'year=2026&q=_')).json().events).toHaveLength(1);
  });

  it.each([
    ['year=abc', 'Year must be a number'],
    ['year=1999', 'Year must be from 2000 to 2100'],
    ['month=13', 'Month must be a number from 1 to 12'],
    ['state=Atlantis', 'Please select a state'],
    ['type=party', 'Please select an event type'],
    [`q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('refuses %s with a 400 naming the problem', async (query, message) => {
    const res = await events(t, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('calendar feeds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const far = new Date().getUTCFullYear() + 1;
    await t.db.insert(tournaments).values([
      tournament({
        name: 'Selangor Closed',
        type: 'state',
        startDate: `${far}-02-01`,
        endDate: `${far}-02-02`,
      }),
      tournament({
        name: 'Johor Local',
        state: 'Johor',
        startDate: `${far}-02-03`,
        endDate: `${far}-02-03`,
      }),
    ]);
  });
  afterAll(() => t.close());

  it('serves a public feed per filter as valid iCalendar', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/feed.ics?state=Selangor&type=state',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(vevents.map((e) => e.summary)).toEqual(['Selangor Closed']);
    expect(vevents[0]!.startDate.isDate).toBe(true);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain('Selangor');
  });

  it('writes a Malay page’s feed in Malay, each tournament linking to its own page', async () => {
    const [row] = await t.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.name, 'Selangor Closed'));
    const feed = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/calendar/feed.ics?${query}` });
      expect(res.statusCode).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(res.body));
      return calendar.getAllSubcomponents('vevent').map((v) => ({
        description: String(v.getFirstPropertyValue('description') ?? ''),
        url: String(v.getFirstPropertyValue('url') ?? ''),
      }));
    };
    const [malay] = await feed('state=Selangor&type=state&lang=ms');
    expect(malay!.description).toMatch(/^Penganjur: /);
    expect(malay!.url).toMatch(new RegExp(`/ms/tournament/${row!.id}$`));
    const [english] = await feed('state=Selangor&type=state');
    expect(english!.description).toMatch(/^Organiser: /);
    expect(english!.url).toMatch(new RegExp(`[^s]/tournament/${row!.id}$`));
  });

  it('serves a valid personal feed before the player has enrolled in anything', async () => {
    const { player } = await createPlayer(t.db, { membershipExpiresOn: '2099-12-31' });
    const headers = { cookie: (await playerSession(t, player.id)).cookie };
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/players/me/calendar-feed', headers })
    ).json();
    const feed = await t.app.inject({ method: 'GET', url: new URL(created.url).pathname });
    expect(feed.statusCode).toBe(200);
    // RFC 5545: a VCALENDAR holds at least one component (here the time zone, no events).
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    expect(calendar.getAllSubcomponents().length).toBeGreaterThanOrEqual(1);
  });

  it('gives a player a secret personal feed of their enrolments, and revokes it', async () => {
    const { player } = await createPlayer(t.db, { membershipExpiresOn: '2099-12-31' });
    const { player: other } = await createPlayer(t.db);
    const headers = { cookie: (await playerSession(t, player.id)).cookie };
    const year = new Date().getUTCFullYear() + 1;
    const [mine] = await t.db
      .insert(programs)
      .values(program({ title: 'My evening clinic', date: `${year}-03-03`, time: '8:00 PM' }))
      .returning();
    await t.db.insert(programs).values(program({ title: 'Not mine', date: `${year}-03-04` }));
    const enrol = await t.app.inject({
      method: 'POST',
      url: `/api/clinics/${mine!.id}/enroll`,
      headers,
    });
    expect(enrol.statusCode).toBe(200);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players/me/calendar-feed', headers })).json(),
    ).toEqual({ active: false, url: null });
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/players/me/calendar-feed', headers })
    ).json();
    expect(created.active).toBe(true);
    const path = new URL(created.url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    const vevents = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(vevents.map((e) => e.summary)).toEqual(['My evening clinic']);
    expect(vevents[0]!.startDate.toString()).toBe(`${year}-03-03T20:00:00`);

    // Another player's session cannot read or revoke it; a made-up token finds nothing.
    const otherHeaders = { cookie: (await playerSession(t, other.id)).cookie };
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/players/me/calendar-feed',
          headers: otherHeaders,
        })
      ).json().active,
    ).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/calendar/personal/${'A'.repeat(43)}.ics` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar/personal/short.ics' })).statusCode,
    ).toBe(400);

    // A new URL replaces the old one; revoking ends both.
    const second = (
      await t.app.inject({ method: 'POST', url: '/api/players/me/calendar-feed', headers })
    ).json();
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: '/api/players/me/calendar-feed', headers });
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(second.url).pathname })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/players/me/calendar-feed' })).statusCode,
    ).toBe(401);
  });

  it('lists the tournament divisions a player is confirmed in, in their language, until they withdraw', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const { player: aisyah } = await createPlayer(t.db, {
      fullName: 'Nur Aisyah',
      language: 'ms',
      membershipExpiresOn: '2099-12-31',
    });
    const { player: ben } = await createPlayer(t.db, {
      fullName: 'Ben Tan',
      membershipExpiresOn: '2099-12-31',
    });
    const [open] = await t.db
      .insert(tournaments)
      .values(
        tournament({
          name: 'Kejohanan Terbuka Selangor',
          startDate: `${year}-04-10`,
          endDate: `${year}-04-12`,
          venue: 'Dewan Komuniti',
          city: 'Shah Alam',
        }),
      )
      .returning();
    const [mixed, women, seniors] = await t.db
      .insert(divisions)
      .values([
        { tournamentId: open!.id, discipline: 'mixed_doubles', ageGroup: 'open', cap: 8 },
        { tournamentId: open!.id, discipline: 'womens_singles', ageGroup: 'open', cap: 8 },
        { tournamentId: open!.id, discipline: 'womens_doubles', ageGroup: '35plus', cap: 8 },
      ])
      .returning();
    const [pair] = await t.db
      .insert(entries)
      .values([
        { divisionId: mixed!.id, playerId: ben.id, partnerId: aisyah.id, status: 'confirmed' },
        { divisionId: women!.id, playerId: aisyah.id, status: 'withdrawn' },
        { divisionId: seniors!.id, playerId: aisyah.id, status: 'awaiting_partner' },
      ])
      .returning();
    const feedOf = async (playerId: string) => {
      const headers = { cookie: (await playerSession(t, playerId)).cookie };
      const created = (
        await t.app.inject({ method: 'POST', url: '/api/players/me/calendar-feed', headers })
      ).json();
      return new URL(created.url).pathname;
    };
    const read = async (path: string) => {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      return new ICAL.Component(ICAL.parse(res.body))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
    };
    const hers = await feedOf(aisyah.id);
    const [event, ...others] = await read(hers);
    expect(others).toEqual([]);
    // The partner's entry is hers too; her feed reads in Malay.
    expect(event!.uid).toBe(`entry-${pair!.id}@mpa`);
    expect(event!.summary).toBe('Kejohanan Terbuka Selangor — Beregu campuran · Terbuka');
    expect(event!.startDate.toString()).toBe(`${year}-04-10`);
    expect(event!.endDate.toString()).toBe(`${year}-04-13`);
    expect(event!.location).toBe('Dewan Komuniti, Shah Alam, Selangor');
    expect(event!.description).toBe('Bahagian: Beregu campuran · Terbuka\nPasangan: Ben Tan');
    expect(event!.component.getFirstPropertyValue('url')).toMatch(
      new RegExp(`/ms/tournament/${open!.id}$`),
    );
    // His, in English, with the same event (one UID, however often it is read).
    const [his] = await read(await feedOf(ben.id));
    expect(his!.uid).toBe(event!.uid);
    expect(his!.summary).toBe('Kejohanan Terbuka Selangor — Mixed doubles · Open');
    expect(his!.description).toBe('Division: Mixed doubles · Open\nPartner: Nur Aisyah');
    expect((await read(hers))[0]!.uid).toBe(event!.uid);

    // Withdrawn: it leaves the feed at the calendar app's next refresh.
    await t.db.update(entries).set({ status: 'withdrawn' }).where(eq(entries.id, pair!.id));
    expect(await read(hers)).toEqual([]);
  });
});
