import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership/dates';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { entries, players, tournaments } from '../../db/schema/index';

const FUTURE = new Date().getUTCFullYear() + 2;
const FIRST_DAY = `${FUTURE}-03-01`;
const MEMBER = { membershipExpiresOn: '2099-12-31' };

describe('competition: eligibility per division, the open window and competition privacy', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  let tournamentId: string;
  const division: Record<string, string> = {};

  const as = async (overrides: Parameters<typeof createPlayer>[1]) => {
    const { player } = await createPlayer(t.db, overrides);
    return { id: player.id, authorization: `Bearer ${(await playerSession(t, player.id)).token}` };
  };
  const eligibility = async (who: { authorization: string }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${tournamentId}/competition/eligibility`,
      headers: { authorization: who.authorization },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { divisionId: string; eligible: boolean; reasons: string[] }[];
    return Object.fromEntries(
      Object.entries(division).map(([name, id]) => [
        name,
        list.find((e) => e.divisionId === id)!.reasons,
      ]),
    );
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { admin } = await createAdmin(t.db, { roles: ['tournament_officer'], passwordHash: 'x' });
    officer = {
      authorization: `Bearer ${(await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000)).token}`,
    };
    const [row] = await t.db
      .insert(tournaments)
      .values({
        applicationId: 'APP-ELIG',
        name: 'State Closed',
        type: 'state',
        startDate: FIRST_DAY,
        endDate: `${FUTURE}-03-02`,
      })
      .returning();
    tournamentId = row!.id;
    const now = Date.now();
    const settings = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tournaments/${tournamentId}/entry-settings`,
      headers: officer,
      payload: {
        takesEntries: true,
        opensAt: new Date(now - 86_400_000).toISOString(),
        closesAt: new Date(now + 86_400_000).toISOString(),
        tierCode: 'state',
        maxEntriesPerPlayer: 2,
      },
    });
    expect(settings.statusCode).toBe(200);
    const make = async (name: string, payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${tournamentId}/divisions`,
        headers: officer,
        payload: { cap: 8, feeSen: 0, ...payload },
      });
      expect(res.statusCode).toBe(201);
      division[name] = res.json().id;
    };
    await make('u18', { discipline: 'womens_singles', ageGroup: 'u18' });
    await make('senior', { discipline: 'womens_singles', ageGroup: '35plus' });
    await make('mens', { discipline: 'mens_singles', ageGroup: 'open' });
    await make('mixed', { discipline: 'mixed_doubles', ageGroup: 'open' });
    await make('advanced', { discipline: 'mixed_doubles', ageGroup: 'open', minSkill: 'Advanced' });
    await make('dupr', { discipline: 'mixed_doubles', ageGroup: 'open', minDupr: 3, maxDupr: 4 });
  });
  afterAll(() => t.close());

  it('shows the window open by the server clock with its tier', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${tournamentId}/competition`,
    });
    expect(res.json()).toMatchObject({
      takesEntries: true,
      open: true,
      tier: { code: 'state', name: 'State' },
    });
    expect(res.json().divisions).toHaveLength(6);
  });

  it('judges age on the first day: a birthday on the first day counts, the day after does not', async () => {
    const turns18OnFirstDay = await as({
      ...MEMBER,
      dateOfBirth: `${FUTURE - 18}-03-01`,
      duprRating: 3.5,
    });
    const turns18DayAfter = await as({
      ...MEMBER,
      dateOfBirth: `${FUTURE - 18}-03-02`,
      duprRating: 3.5,
    });
    expect((await eligibility(turns18OnFirstDay)).u18).toEqual(['age']);
    expect((await eligibility(turns18DayAfter)).u18).toEqual([]);
    const turns35OnFirstDay = await as({ ...MEMBER, dateOfBirth: `${FUTURE - 35}-03-01` });
    const turns35DayAfter = await as({ ...MEMBER, dateOfBirth: `${FUTURE - 35}-03-02` });
    expect((await eligibility(turns35OnFirstDay)).senior).toEqual([]);
    expect((await eligibility(turns35DayAfter)).senior).toEqual(['age']);
  });

  it('checks gender, membership (grace counts, lapsed does not) and the skill or DUPR band', async () => {
    const man = await as({ ...MEMBER, gender: 'Male', dateOfBirth: '1990-05-05', duprRating: 4.5 });
    const m = await eligibility(man);
    expect(m.mens).toEqual([]);
    expect(m.u18).toEqual(['age', 'gender']);
    expect(m.mixed).toEqual([]);
    expect(m.advanced).toEqual([]);
    expect(m.dupr).toEqual(['skill']);

    const today = todayInMalaysia(new Date());
    const inGrace = await as({
      membershipExpiresOn: addDaysIso(today, -1),
      dateOfBirth: '1990-05-05',
      duprRating: 3.2,
    });
    const g = await eligibility(inGrace);
    expect(g.mixed).toEqual([]);
    expect(g.dupr).toEqual([]);
    expect(g.advanced).toEqual(['skill']);

    const lapsed = await as({
      membershipExpiresOn: '2001-01-01',
      dateOfBirth: '1990-05-05',
      duprRating: null,
    });
    const l = await eligibility(lapsed);
    expect(l.mixed).toEqual(['membership']);
    expect(l.dupr).toEqual(['membership', 'skill']);
    expect(l.mens).toEqual(['membership', 'gender']);
  });

  it('says which divisions the player is already in, as entrant or partner', async () => {
    const entrant = await as({ gender: 'Male', ...MEMBER });
    const partner = await as({ gender: 'Female', ...MEMBER });
    const statuses = async (who: { authorization: string }) => {
      const res = await t.app.inject({
        url: `/api/tournaments/${tournamentId}/competition/eligibility`,
        headers: { authorization: who.authorization },
      });
      const list = res.json() as { divisionId: string; entryStatus: string | null }[];
      return Object.fromEntries(list.map((e) => [e.divisionId, e.entryStatus]));
    };
    expect(Object.values(await statuses(entrant)).every((s) => s === null)).toBe(true);
    await t.db.insert(entries).values([
      {
        divisionId: division.mixed!,
        playerId: entrant.id,
        partnerId: partner.id,
        status: 'awaiting_partner',
      },
      { divisionId: division.mens!, playerId: entrant.id, status: 'withdrawn' },
    ]);
    expect((await statuses(entrant))[division.mixed!]).toBe('awaiting_partner');
    expect((await statuses(partner))[division.mixed!]).toBe('awaiting_partner');
    // A withdrawn entry no longer counts: the player may enter again.
    expect((await statuses(entrant))[division.mens!]).toBeNull();
  });

  it('asks a player to sign in for eligibility and 404s an unknown tournament', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${tournamentId}/competition/eligibility`,
    });
    expect(anonymous.statusCode).toBe(401);
    const someone = await as(MEMBER);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/tournaments/00000000-0000-4000-8000-000000000000/competition/eligibility',
      headers: { authorization: someone.authorization },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps competition privacy: all off by default; under-18s shown only with guardian consent', async () => {
    const url = '/api/players/me/competition-privacy';
    const adult = await as({ dateOfBirth: '1990-05-05' });
    const get = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: adult.authorization },
    });
    expect(get.json()).toEqual({
      publicProfile: false,
      hideFromEntryLists: false,
      partnerListed: false,
      nameShown: true,
      profileShown: false,
      hasResults: false,
      needsGuardianConsent: false,
    });
    const on = { publicProfile: true, hideFromEntryLists: true, partnerListed: true };
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: adult.authorization },
      payload: on,
    });
    // A hidden name has no public profile either (issue 39, docs/security.md "Public names").
    expect(put.json()).toMatchObject({ ...on, nameShown: false, profileShown: false });
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: adult.authorization },
      payload: { ...on, partnerListed: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Each privacy setting must be on or off');

    const junior = await as({ dateOfBirth: `${new Date().getUTCFullYear() - 15}-01-01` });
    const asJunior = { authorization: junior.authorization };
    const shown = { publicProfile: true, hideFromEntryLists: false, partnerListed: false };
    const first = await t.app.inject({ method: 'PUT', url, headers: asJunior, payload: shown });
    expect(first.json()).toMatchObject({
      ...shown,
      nameShown: false,
      profileShown: false,
      needsGuardianConsent: true,
    });
    await t.db
      .update(players)
      .set({ guardianConsentAt: new Date() })
      .where(eq(players.id, junior.id));
    const after = await t.app.inject({ method: 'GET', url, headers: asJunior });
    // Named now; the profile waits for a published result.
    expect(after.json()).toMatchObject({
      publicProfile: true,
      nameShown: true,
      profileShown: false,
      hasResults: false,
      needsGuardianConsent: false,
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

function addDaysIso(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
