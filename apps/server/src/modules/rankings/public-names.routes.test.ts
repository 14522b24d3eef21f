import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { malaysiaTodayIso } from '@app/shared/calendar';
import type { PublicEntry } from '@app/shared/competition/entries';
import type { PublicResults } from '@app/shared/competition/public-results';
import type { RankingsPage } from '@app/shared/competition/rankings';
import type { CompetitionPrivacy } from '@app/shared/competition/setup';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';
import { playerSession, randomIcNumber } from '../../../test/factories/players';
import { entries, players } from '../../db/schema/index';

import {
  daysBefore,
  insertDivision,
  insertEntry,
  insertPlayer,
  setPrivacy,
} from './rankings.fixtures';

const CATEGORY = 'womens_singles:open';
const today = malaysiaTodayIso();
/** A date of birth `years` years ago today (Malaysia). */
const bornYearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

type Who = Awaited<ReturnType<typeof insertPlayer>>;

// Issue 39: one public-name rule on every public surface. A player who hides their name, an
// under-18 without a guardian's consent and a suspended account appear as "Private player"
// (no name, member ID, state, club or link); looking them up answers the same 404 as an
// unknown member ID; only public profiles that exist are in the sitemap.
describe('public names: one rule everywhere (issue 39)', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  let membershipOfficer: Record<string, string>;
  let tournamentId: string;
  let divisionId: string;
  const p = {} as Record<
    | 'adultPublic'
    | 'adultNamed'
    | 'minorPrivate'
    | 'minorConsented'
    | 'adultHidden'
    | 'adultSuspended'
    | 'adultIdle',
    Who
  >;

  beforeAll(async () => {
    t = await buildTestApp();
    const { admin } = await createAdmin(t.db, { roles: ['tournament_officer'], passwordHash: 'x' });
    officer = {
      authorization: `Bearer ${(await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000)).token}`,
    };
    const { admin: mo } = await createAdmin(t.db, {
      roles: ['membership_officer'],
      passwordHash: 'x',
    });
    membershipOfficer = {
      authorization: `Bearer ${(await t.sessions.issue({ kind: 'admin', adminId: mo.id }, 3_600_000)).token}`,
    };
    p.adultPublic = await insertPlayer(t.db, { fullName: 'Aisyah Public', state: 'Johor' });
    p.adultNamed = await insertPlayer(t.db, { fullName: 'Bella Named', state: 'Melaka' });
    p.minorPrivate = await insertPlayer(t.db, {
      fullName: 'Chloe Sixteen',
      state: 'Perlis',
      dateOfBirth: bornYearsAgo(16),
      guardianConsentAt: null,
    });
    p.minorConsented = await insertPlayer(t.db, {
      fullName: 'Dina Consented',
      state: 'Kedah',
      dateOfBirth: bornYearsAgo(16),
      guardianConsentAt: new Date(),
    });
    p.adultHidden = await insertPlayer(t.db, { fullName: 'Erin Hidden', state: 'Sabah' });
    p.adultSuspended = await insertPlayer(t.db, { fullName: 'Fara Suspended', state: 'Labuan' });
    p.adultIdle = await insertPlayer(t.db, { fullName: 'Gina Idle', state: 'Pahang' });
    // Everyone but Bella chose a public profile; Erin hides her name.
    for (const who of [
      'adultPublic',
      'minorPrivate',
      'minorConsented',
      'adultSuspended',
      'adultIdle',
    ] as const)
      await setPrivacy(t.db, p[who].id, { publicProfile: true });
    await setPrivacy(t.db, p.adultHidden.id, { publicProfile: true, hideFromEntryLists: true });

    const { tournament, division } = await insertDivision(t.db, {
      endDate: daysBefore(today, 3),
      tier: 'club',
      discipline: 'womens_singles',
      name: 'Northern Junior Open',
    });
    tournamentId = tournament.id;
    divisionId = division.id;
    const placed = [
      'adultPublic',
      'adultNamed',
      'minorPrivate',
      'minorConsented',
      'adultHidden',
      'adultSuspended',
    ] as const;
    for (const who of placed) await insertEntry(t.db, divisionId, p[who].id);
    await t.db
      .update(entries)
      .set({ club: 'Kelab Muda Utara' })
      .where(eq(entries.playerId, p.minorPrivate.id));
    await t.db
      .update(entries)
      .set({ club: 'KL Smashers' })
      .where(eq(entries.playerId, p.adultPublic.id));
    const id = (who: keyof typeof p) => p[who].playerId;
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${divisionId}/results`,
      headers: officer,
      payload: {
        rows: [
          { placement: 1, memberIds: [id('adultPublic')] },
          { placement: 2, memberIds: [id('adultNamed')] },
          { placement: 3, memberIds: [id('minorPrivate')] },
          { placement: 3, memberIds: [id('minorConsented')] },
          { placement: 5, memberIds: [id('adultHidden')] },
          { placement: 5, memberIds: [id('adultSuspended')] },
        ],
        matches: [
          {
            round: 'Semi-final',
            sideA: [id('adultPublic')],
            sideB: [id('minorPrivate')],
            scores: '11-7, 11-9',
            winner: 'a',
          },
          {
            round: 'Final',
            sideA: [id('adultPublic')],
            sideB: [id('adultNamed')],
            scores: '11-4, 11-8',
            winner: 'a',
          },
        ],
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    // Suspended after competing (a staff action; nothing public has been read yet).
    await t.db
      .update(players)
      .set({ status: 'suspended' })
      .where(eq(players.id, p.adultSuspended.id));
  });
  afterAll(() => t.close());

  const privateOnes = () => [p.minorPrivate, p.adultHidden, p.adultSuspended];
  /** Nothing of a private player in a public body: name, member ID or their (unique) state. */
  const expectNoTraceOf = (body: string, people: Who[]) => {
    for (const who of people) {
      expect(body).not.toContain(who.fullName);
      expect(body).not.toContain(who.playerId);
      expect(body).not.toContain(who.state);
    }
  };
  const rankings = (query = '') =>
    t.app.inject({ url: `/api/rankings?category=${CATEGORY}${query}` });

  it('rankings show a minor without consent, a hidden name and a suspended account as "Private player"', async () => {
    const res = await rankings();
    expect(res.statusCode).toBe(200);
    const page = res.json<RankingsPage>();
    expect(page.total).toBe(6);
    const byRank = page.rows.map((r) => [
      r.rank,
      r.name,
      r.memberId,
      r.state,
      r.isPrivate,
      r.hasProfile,
    ]);
    expect(byRank).toEqual([
      [1, 'Aisyah Public', p.adultPublic.playerId, 'Johor', false, true],
      [2, 'Bella Named', p.adultNamed.playerId, 'Melaka', false, false],
      [3, 'Dina Consented', p.minorConsented.playerId, 'Kedah', false, true],
      [3, 'Private player', null, null, true, false],
      [5, 'Private player', null, null, true, false],
      [5, 'Private player', null, null, true, false],
    ]);
    expectNoTraceOf(res.body, privateOnes());
  });

  it('a search or a state filter never finds a private player by name, member ID or state', async () => {
    for (const who of privateOnes()) {
      for (const query of [
        `&q=${encodeURIComponent(who.fullName)}`,
        `&q=${who.playerId}`,
        `&state=${encodeURIComponent(who.state)}`,
      ]) {
        const page = (await rankings(query)).json<RankingsPage>();
        expect({ query, total: page.total, rows: page.rows }).toEqual({
          query,
          total: 0,
          rows: [],
        });
      }
    }
    const johor = (await rankings('&state=Johor')).json<RankingsPage>();
    expect(johor.rows.map((r) => r.name)).toEqual(['Aisyah Public']);
    const dina = (await rankings(`&q=${p.minorConsented.playerId}`)).json<RankingsPage>();
    expect(dina.rows.map((r) => r.name)).toEqual(['Dina Consented']);
  });

  it('looking up a member ID answers only for a named player who competed; every other ID the same 404', async () => {
    const lookup = (memberId: string) =>
      t.app.inject({ url: `/api/rankings/players/${memberId}?category=${CATEGORY}` });
    for (const who of [p.adultPublic, p.adultNamed, p.minorConsented]) {
      const res = await lookup(who.playerId);
      expect(res.statusCode, who.fullName).toBe(200);
      expect(res.json()).toMatchObject({ memberId: who.playerId, name: who.fullName });
    }
    const unknown = await lookup('MPA999999');
    expect(unknown.statusCode).toBe(404);
    for (const who of [...privateOnes(), p.adultIdle]) {
      const res = await lookup(who.playerId);
      expect(res.statusCode, who.fullName).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });

  it('a public profile exists only when chosen, named, and competed; the sitemap lists exactly those', async () => {
    const profile = (memberId: string) => t.app.inject({ url: `/api/players/${memberId}/profile` });
    for (const who of [p.adultPublic, p.minorConsented]) {
      const res = await profile(who.playerId);
      expect(res.statusCode, who.fullName).toBe(200);
      expect(res.json()).toMatchObject({ name: who.fullName, state: who.state });
    }
    const unknown = await profile('MPA999999');
    expect(unknown.statusCode).toBe(404);
    for (const who of [p.adultNamed, ...privateOnes(), p.adultIdle]) {
      const res = await profile(who.playerId);
      expect(res.statusCode, who.fullName).toBe(404);
      expect(res.body).toBe(unknown.body);
    }

    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const who of [p.adultPublic, p.minorConsented]) {
      expect(sitemap).toContain(`/players/${who.playerId}</loc>`);
      expect(sitemap).toContain(`/ms/players/${who.playerId}</loc>`);
    }
    for (const who of [p.adultNamed, ...privateOnes(), p.adultIdle])
      expect(sitemap).not.toContain(who.playerId);
  });

  it('results pages and entry lists show the same hidden form, without state or club', async () => {
    const res = await t.app.inject({ url: `/api/tournaments/${tournamentId}/results` });
    expect(res.statusCode).toBe(200);
    const [division] = res.json<PublicResults>().divisions;
    const hidden = { name: null, memberId: null, state: null, hidden: true };
    // Lines that share a placement come in no telling order.
    const lines = division!.placements.map((l) => ({ placement: l.placement, ...l.players[0] }));
    expect(lines).toHaveLength(6);
    expect(lines).toEqual(
      expect.arrayContaining([
        {
          placement: 1,
          name: 'Aisyah Public',
          memberId: p.adultPublic.playerId,
          state: 'Johor',
          hidden: false,
        },
        {
          placement: 2,
          name: 'Bella Named',
          memberId: p.adultNamed.playerId,
          state: 'Melaka',
          hidden: false,
        },
        {
          placement: 3,
          name: 'Dina Consented',
          memberId: p.minorConsented.playerId,
          state: 'Kedah',
          hidden: false,
        },
        { placement: 3, ...hidden },
        { placement: 5, ...hidden },
      ]),
    );
    expect(lines.filter((l) => l.hidden).map((l) => l.placement)).toEqual([3, 5, 5]);
    expect(division!.matches[0]!.sideB).toEqual([hidden]);
    expectNoTraceOf(res.body, privateOnes());

    const list = await t.app.inject({ url: `/api/divisions/${divisionId}/entries` });
    expect(list.statusCode).toBe(200);
    const shown = list.json<PublicEntry[]>();
    expect(shown).toHaveLength(6);
    expect(shown).toContainEqual({
      players: [{ fullName: 'Aisyah Public', hidden: false, state: 'Johor' }],
      club: 'KL Smashers',
    });
    expect(shown.filter((e) => e.players[0]!.hidden)).toEqual(
      Array(3).fill({ players: [{ fullName: null, hidden: true, state: null }], club: null }),
    );
    expectNoTraceOf(list.body, privateOnes());
    expect(list.body).not.toContain('Kelab Muda Utara');
  });

  it("the player's privacy card says what the rule makes of them", async () => {
    const card = async (who: Who) => {
      const { token } = await playerSession(t, who.id);
      const res = await t.app.inject({
        url: '/api/players/me/competition-privacy',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      return res.json<CompetitionPrivacy>();
    };
    expect(await card(p.minorPrivate)).toMatchObject({
      publicProfile: true,
      nameShown: false,
      profileShown: false,
      hasResults: true,
      needsGuardianConsent: true,
    });
    expect(await card(p.minorConsented)).toMatchObject({
      nameShown: true,
      profileShown: true,
      needsGuardianConsent: false,
    });
    expect(await card(p.adultIdle)).toMatchObject({
      nameShown: true,
      profileShown: false,
      hasResults: false,
      needsGuardianConsent: false,
    });
    expect(await card(p.adultHidden)).toMatchObject({ nameShown: false, profileShown: false });
  });

  it('a suspension by staff takes the name off the cached public pages at once', async () => {
    expect((await rankings()).json<RankingsPage>().rows[1]).toMatchObject({ name: 'Bella Named' });
    const suspended = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${p.adultNamed.id}`,
      headers: membershipOfficer,
      payload: { status: 'suspended' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const res = await rankings();
    expect(res.json<RankingsPage>().rows[1]).toMatchObject({ isPrivate: true, memberId: null });
    expectNoTraceOf(res.body, [p.adultNamed]);
    const lookup = await t.app.inject({ url: `/api/rankings/players/${p.adultNamed.playerId}` });
    expect(lookup.statusCode).toBe(404);
  });

  it('an approved IC correction that makes the player 16 takes her name off the cached pages', async () => {
    expect((await rankings()).json<RankingsPage>().rows[0]).toMatchObject({
      name: 'Aisyah Public',
    });
    const { token } = await playerSession(t, p.adultPublic.id);
    const year = Number(today.slice(0, 4)) - 16;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/corrections',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        field: 'icNumber',
        value: randomIcNumber(year, 1, 1),
        reason: 'Typo at registration',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${asked.json()._id}/approve`,
      headers: membershipOfficer,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const res = await rankings();
    expect(res.json<RankingsPage>().rows[0]).toMatchObject({
      rank: 1,
      isPrivate: true,
      memberId: null,
    });
    expectNoTraceOf(res.body, [p.adultPublic]);
    expect(
      (await t.app.inject({ url: `/api/players/${p.adultPublic.playerId}/profile` })).statusCode,
    ).toBe(404);
  });
});

/**
 * The limit counts in fixed one-minute windows: each burst starts a second into one (the clock
 * runs on from there), so a burst never spans two windows.
 */
const startOfAMinute = () =>
  vi.useFakeTimers({
    toFake: ['Date'],
    shouldAdvanceTime: true,
    now: Math.floor(Date.now() / 60_000) * 60_000 + 1_000,
  });

describe('public look-ups by member ID are rate-limited per address (issue 39)', () => {
  let t: TestApp;
  let named: Who;
  beforeAll(async () => {
    t = await buildTestApp({}, { PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '3' });
    named = await insertPlayer(t.db, { fullName: 'Hana Limited' });
    const { admin } = await createAdmin(t.db, { roles: ['tournament_officer'], passwordHash: 'x' });
    const session = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
    const { division } = await insertDivision(t.db, {
      endDate: daysBefore(today, 3),
      tier: 'club',
      discipline: 'womens_singles',
    });
    await insertEntry(t.db, division.id, named.id);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${division.id}/results`,
      headers: { authorization: `Bearer ${session.token}` },
      payload: { rows: [{ placement: 1, memberIds: [named.playerId] }] },
    });
    expect(published.statusCode, published.body).toBe(200);
  });
  afterAll(() => t.close());
  beforeEach(startOfAMinute);
  afterEach(() => vi.useRealTimers());

  it('answers 429 with Retry-After and a Malay message past the limit, for that address only; cached answers count too', async () => {
    const get = (url: string, ip: string, language = 'en') =>
      t.app.inject({ url, remoteAddress: ip, headers: { 'x-language': language } });
    // The ranking "why" and the profile share one budget; the second "why" is the cache's.
    const why = `/api/rankings/players/${named.playerId}?category=${CATEGORY}`;
    expect((await get('/api/rankings/rules', '203.0.113.7')).statusCode).toBe(200);
    expect((await get(`/api/players/${named.playerId}/profile`, '203.0.113.7')).statusCode).toBe(
      404,
    );
    expect((await get(why, '203.0.113.7')).statusCode).toBe(200);
    const cached = await get(why, '203.0.113.7');
    expect(cached.statusCode).toBe(200);
    expect(cached.headers.etag).toBeDefined();
    const refused = await get(why, '203.0.113.7', 'ms');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Terlalu banyak carian pemain dari alamat ini. Sila tunggu seminit dan cuba lagi.',
    });
    const english = await get(`/api/players/${named.playerId}/profile`, '203.0.113.7');
    expect(english.statusCode).toBe(429);
    expect(english.json().error).toBe(
      'Too many player look-ups from this address. Please wait a minute and try again.',
    );
    // The rankings list takes no member ID; another address has its own budget.
    expect((await get(`/api/rankings?category=${CATEGORY}`, '203.0.113.7')).statusCode).toBe(200);
    expect((await get(why, '203.0.113.8')).statusCode).toBe(200);
  });
});
