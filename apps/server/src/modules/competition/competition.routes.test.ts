import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { auditLog, divisions, entries, results, tournaments } from '../../db/schema/index';

const FUTURE = new Date().getUTCFullYear() + 2;
const settings = {
  takesEntries: true,
  opensAt: `${FUTURE}-01-01T09:00:00+08:00`,
  closesAt: `${FUTURE}-02-01T23:59:00+08:00`,
  tierCode: 'national',
  maxEntriesPerPlayer: 2,
  refundRule: { rule: 'until', until: `${FUTURE}-01-20` },
};
const division = { discipline: 'mixed_doubles', ageGroup: 'open', cap: 4, feeSen: 5000 };

describe('competition setup (tiers, entry settings, divisions)', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  let editor: Record<string, string>;
  let player: Record<string, string>;
  let tournamentId: string;
  const players: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const session = async (roles: ['tournament_officer'] | ['content_editor']) => {
      const { admin } = await createAdmin(t.db, { roles, passwordHash: 'x' });
      const s = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
      return { authorization: `Bearer ${s.token}` };
    };
    officer = await session(['tournament_officer']);
    editor = await session(['content_editor']);
    for (let i = 0; i < 6; i += 1) players.push((await createPlayer(t.db)).player.id);
    player = { authorization: `Bearer ${(await playerSession(t, players[0]!)).token}` };
    const [row] = await t.db
      .insert(tournaments)
      .values({
        applicationId: 'APP-COMP-1',
        name: 'Malaysia Open',
        type: 'national',
        startDate: `${FUTURE}-03-01`,
        endDate: `${FUTURE}-03-03`,
      })
      .returning();
    tournamentId = row!.id;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = officer,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('lets tournament officers only: players and content editors get 403, anonymous 401', async () => {
    const url = `/api/admin/tournaments/${tournamentId}/entry-settings`;
    expect((await call('GET', url, {})).statusCode).toBe(401);
    expect((await call('GET', url, player)).statusCode).toBe(403);
    expect((await call('GET', url, editor)).statusCode).toBe(403);
    expect((await call('PUT', url, editor, settings)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/admin/tournaments/${tournamentId}/divisions`, player, division))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/competition/tiers', editor)).statusCode).toBe(403);
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ takesEntries: false, saved: false, partnerWindowHours: 72 });
  });

  it('keeps sanctioning tiers: seeded ones, add once, edit, the public sees active ones', async () => {
    const list = (await call('GET', '/api/admin/competition/tiers')).json();
    expect(list.map((x: { code: string }) => x.code)).toEqual([
      'national',
      'state',
      'open',
      'club',
    ]);
    const tier = { code: 'invitational', name: 'Invitational', nameMs: 'Jemputan', sortOrder: 5 };
    expect((await call('POST', '/api/admin/competition/tiers', officer, tier)).statusCode).toBe(
      201,
    );
    const again = await call('POST', '/api/admin/competition/tiers', officer, tier);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A sanctioning tier with this code already exists');
    const bad = await call('POST', '/api/admin/competition/tiers', officer, {
      ...tier,
      code: 'Bad Code',
    });
    expect(bad.statusCode).toBe(400);
    const put = await call('PUT', '/api/admin/competition/tiers/invitational', officer, {
      active: false,
      name: 'Invitation',
    });
    expect(put.json()).toMatchObject({ code: 'invitational', name: 'Invitation', active: false });
    expect(
      (await call('PUT', '/api/admin/competition/tiers/nope', officer, { active: false }))
        .statusCode,
    ).toBe(404);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/competition/tiers' })).json();
    expect(pub.map((x: { code: string }) => x.code)).not.toContain('invitational');
    await vi.waitFor(async () => {
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'competition.tiers.update'));
      expect(rows[0]?.targetId).toBe('invitational');
    });
  });

  it('validates entry settings and saves them once per tournament, audited', async () => {
    const url = `/api/admin/tournaments/${tournamentId}/entry-settings`;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...settings, closesAt: settings.opensAt },
        'closesAt',
        'Entries must close after they open',
      ],
      [{ ...settings, opensAt: null }, 'opensAt', 'Enter when entries open'],
      [{ ...settings, opensAt: 'tomorrow' }, 'opensAt', 'Enter a date and time'],
      [{ ...settings, tierCode: 'invitational' }, 'tierCode', 'Choose an active sanctioning tier'],
      [{ ...settings, tierCode: 'nope' }, 'tierCode', 'Choose an active sanctioning tier'],
      [
        { ...settings, maxEntriesPerPlayer: 0 },
        'maxEntriesPerPlayer',
        'Max entries per player must be a whole number from 1 to 10',
      ],
      [
        { ...settings, refundRule: { rule: 'until' } },
        'refundRule.until',
        'Enter the last day for a full refund',
      ],
      [
        { ...settings, refundRule: { rule: 'percentage', percent: 150 } },
        'refundRule.percent',
        'Refund percentage must be a whole number from 1 to 100',
      ],
      [
        { ...settings, closesAt: `${FUTURE}-03-02T10:00:00+08:00` },
        'closesAt',
        'Entries must close before the tournament starts',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call('PUT', url, officer, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
      expect(res.json().details[0].path).toBe(path);
    }
    expect((await call('GET', url)).json().saved).toBe(false);
    const saved = await call('PUT', url, officer, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      saved: true,
      tierCode: 'national',
      partnerWindowHours: 72,
      opensAt: new Date(settings.opensAt).toISOString(),
      refundRule: { rule: 'until', until: `${FUTURE}-01-20`, percent: null },
    });
    const second = await call('PUT', url, officer, { ...settings, maxEntriesPerPlayer: 3 });
    expect(second.json().maxEntriesPerPlayer).toBe(3);
    expect(
      (
        await call(
          'GET',
          `/api/admin/tournaments/00000000-0000-4000-8000-000000000000/entry-settings`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/admin/tournaments/not-a-uuid/entry-settings`)).statusCode).toBe(
      404,
    );
    await vi.waitFor(async () => {
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'tournaments.entry-settings'),
            eq(auditLog.targetId, tournamentId),
          ),
        );
      expect(rows).toHaveLength(2);
    });
  });

  it('validates divisions: one band kind, DUPR 0–8, cap > 0, fee ≥ 0', async () => {
    const url = `/api/admin/tournaments/${tournamentId}/divisions`;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...division, discipline: 'triples' }, 'Choose a discipline'],
      [{ ...division, ageGroup: 'u99' }, 'Choose an age group'],
      [
        { ...division, minSkill: 'Novice', minDupr: 3 },
        'Use a skill level band or a DUPR band, not both',
      ],
      [{ ...division, maxDupr: 9 }, 'DUPR must be a number from 0 to 8'],
      [{ ...division, minDupr: 4, maxDupr: 3 }, 'Maximum DUPR must not be below the minimum'],
      [
        { ...division, minSkill: 'Elite', maxSkill: 'Novice' },
        'Maximum skill level must not be below the minimum',
      ],
      [{ ...division, cap: 0 }, 'Cap must be a whole number from 1 to 2048'],
      [{ ...division, feeSen: -1 }, 'Fee must be a whole number of sen, 0 or more'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', url, officer, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await call('GET', url)).json()).toEqual([]);
  });

  it('counts places publicly and refuses a cap below the places held or deleting a live division', async () => {
    const url = `/api/admin/tournaments/${tournamentId}/divisions`;
    const created = await call('POST', url, officer, { ...division, minDupr: 3, maxDupr: 4.5 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({
      label: { en: 'Mixed doubles · Open', ms: 'Beregu campuran · Terbuka' },
      taken: 0,
      minDupr: 3,
      maxDupr: 4.5,
    });
    const empty = await call('POST', url, officer, {
      ...division,
      discipline: 'mens_singles',
      minSkill: 'Novice',
    });
    const emptyId = empty.json().id as string;
    const statuses = [
      'confirmed',
      'awaiting_payment',
      'offered',
      'waitlisted',
      'awaiting_partner',
      'withdrawn',
    ] as const;
    await t.db
      .insert(entries)
      .values(statuses.map((status, i) => ({ divisionId: id, playerId: players[i]!, status })));

    const pub = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${tournamentId}/competition`,
    });
    expect(pub.statusCode).toBe(200);
    const body = pub.json();
    expect(body).toMatchObject({
      takesEntries: true,
      open: false,
      tier: { code: 'national', nameMs: 'Kebangsaan' },
      maxEntriesPerPlayer: 3,
    });
    expect(body.divisions.find((d: { id: string }) => d.id === id)).toMatchObject({
      taken: 3,
      waitlisted: 1,
      cap: 4,
      resultsPublished: false,
    });

    const low = await call('PUT', `/api/admin/divisions/${id}`, officer, { ...division, cap: 2 });
    expect(low.statusCode).toBe(409);
    expect(low.json().error).toBe(
      'The cap cannot be lower than the entries already confirmed or holding a place',
    );
    const ok = await call('PUT', `/api/admin/divisions/${id}`, officer, {
      ...division,
      cap: 3,
      feeSen: 0,
    });
    expect(ok.json()).toMatchObject({ cap: 3, feeSen: 0, minDupr: null, taken: 3 });

    const del = await call('DELETE', `/api/admin/divisions/${id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe(
      'This division has entries; withdraw or move them before deleting it',
    );
    const [tournament] = await t.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId));
    await t.db.insert(results).values({
      divisionId: emptyId,
      playerId: players[5]!,
      placement: 1,
      playedOn: tournament!.endDate,
    });
    expect((await call('DELETE', `/api/admin/divisions/${emptyId}`)).json().error).toBe(
      'This division has published results and cannot be deleted',
    );
    await t.db.delete(results).where(eq(results.divisionId, emptyId));
    expect((await call('DELETE', `/api/admin/divisions/${emptyId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/divisions/${emptyId}`)).statusCode).toBe(404);
    expect(await t.db.select().from(divisions).where(eq(divisions.id, emptyId))).toEqual([]);
    await vi.waitFor(async () => {
      const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, emptyId));
      expect(rows.map((r) => r.action).sort()).toEqual([
        'divisions.delete',
        'tournaments.divisions',
      ]);
    });
  });

  it('answers takesEntries:false without settings and 404 for an unknown tournament', async () => {
    const [row] = await t.db
      .insert(tournaments)
      .values({
        applicationId: 'APP-COMP-2',
        name: 'Club day',
        type: 'local',
        startDate: `${FUTURE}-05-01`,
        endDate: `${FUTURE}-05-01`,
      })
      .returning();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${row!.id}/competition`,
    });
    expect(res.json()).toMatchObject({
      takesEntries: false,
      open: false,
      tier: null,
      divisions: [],
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/tournaments/00000000-0000-4000-8000-000000000000/competition',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Tournament not found');
  });
});
