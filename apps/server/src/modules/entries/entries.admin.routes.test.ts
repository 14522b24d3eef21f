import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';

import { useEntriesApp, type Auth } from '../../../test/entries-fixture';
import { auditLog, entries, players, rankings } from '../../db/schema/index';

describe('tournament entries for staff: list, override, check-in, bracket CSV', () => {
  const f = useEntriesApp();
  const enter = (divisionId: string, auth: Auth, body: object = {}) =>
    f.call('POST', `/api/divisions/${divisionId}/entries`, auth, body);

  it('lists every entry, overrides with a reason, checks in; audited; other roles refused', async () => {
    const officer = await f.staff();
    const editor = await f.staff(['content_editor']);
    const t = await f.tournament({ partnerWindowHours: 48 });
    const d = await f.division(t.id);
    const w = await f.member();
    const m = await f.member({ gender: 'Male' });
    const e = (await enter(d.id, m.auth, { partnerMemberId: w.player.playerId })).json();

    const list = await f.call('GET', `/api/admin/divisions/${d.id}/entries`, officer.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      {
        id: e.id,
        status: 'awaiting_partner',
        entrant: { memberId: m.player.playerId, state: 'Selangor' },
        partner: { memberId: w.player.playerId },
        overrideReason: null,
      },
    ]);
    expect(
      (await f.call('GET', `/api/admin/divisions/${d.id}/entries`, editor.auth)).statusCode,
    ).toBe(403);
    expect((await f.call('GET', `/api/admin/divisions/${d.id}/entries`, m.auth)).statusCode).toBe(
      403,
    );

    // The partner's membership lapses before confirming: refused; staff let the entry stand.
    await f.t.db
      .update(players)
      .set({ membershipExpiresOn: '2020-01-01' })
      .where(eq(players.id, w.player.id));
    expect((await f.call('POST', `/api/entries/${e.id}/confirm`, w.auth)).statusCode).toBe(403);
    expect(
      (await f.call('POST', `/api/admin/entries/${e.id}/override`, officer.auth, { reason: '' }))
        .statusCode,
    ).toBe(400);
    const override = await f.call('POST', `/api/admin/entries/${e.id}/override`, officer.auth, {
      reason: 'Renewal paid at the desk',
    });
    expect(override.statusCode).toBe(200);
    expect(override.json().overrideReason).toBe('Renewal paid at the desk');
    expect((await f.call('POST', `/api/entries/${e.id}/confirm`, w.auth)).json().status).toBe(
      'confirmed',
    );
    const [row] = await f.t.db.select().from(entries).where(eq(entries.id, e.id));
    expect(row!.overrideBy).toBe(officer.admin.id);

    const checkIn = await f.call('POST', `/api/admin/entries/${e.id}/check-in`, officer.auth);
    expect(checkIn.json().checkedInAt).toEqual(expect.any(String));
    const again = await f.call('POST', `/api/admin/entries/${e.id}/check-in`, officer.auth);
    expect(again.json().checkedInAt).toBe(checkIn.json().checkedInAt);
    const single = await f.division(t.id, { discipline: 'womens_singles', cap: 1 });
    const [a, b] = [await f.member(), await f.member()];
    await enter(single.id, a.auth);
    const waiting = (await enter(single.id, b.auth)).json();
    const refused = await f.call('POST', `/api/admin/entries/${waiting.id}/check-in`, officer.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(M.checkInConfirmedOnly);

    const audited = await f.t.db.select().from(auditLog).where(eq(auditLog.targetId, e.id));
    expect(audited.map((x) => x.action).sort()).toEqual([
      'entries.check-in',
      'entries.check-in',
      'entries.override',
    ]);
  });

  it('exports confirmed entries seeded by ranking points, unranked last by entry time', async () => {
    const officer = await f.staff();
    const t = await f.tournament({ maxEntriesPerPlayer: 3 });
    const d = await f.division(t.id, { discipline: 'womens_singles', cap: 8 });
    const ps = [
      await f.member({ fullName: 'Unranked First' }),
      await f.member({ fullName: '=HYPERLINK("x")' }),
      await f.member({ fullName: 'Top Seed' }),
      await f.member({ fullName: 'Second Seed' }),
    ];
    for (const p of ps)
      expect((await enter(d.id, p.auth, { club: 'PJ Club' })).statusCode).toBe(201);
    const rank = (playerId: string, points: number, rankNo: number) => ({
      category: 'womens_singles:open',
      playerId,
      rank: rankNo,
      points,
      bestPoints: points,
      counted: 1,
      latestOn: '2026-01-01',
      breakdown: [],
    });
    await f.t.db
      .insert(rankings)
      .values([rank(ps[2]!.player.id, 900, 1), rank(ps[3]!.player.id, 300, 2)]);
    // Points in another category do not count.
    await f.t.db
      .insert(rankings)
      .values({ ...rank(ps[0]!.player.id, 5000, 1), category: 'womens_singles:35plus' });

    const res = await f.call('GET', `/api/admin/tournaments/${t.id}/entries.csv`, officer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'division,seed,member_id,name,state,partner_member_id,partner_name,partner_state,club,points',
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['1', '2', '3', '4']);
    expect(lines[1]).toContain('Top Seed');
    expect(lines[2]).toContain('Second Seed');
    expect(lines[3]).toContain('Unranked First');
    // A formula is neutralised.
    expect(lines[4]).toContain(`"'=HYPERLINK(""x"")"`);
    const [exported] = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'entries.export'));
    expect(exported).toMatchObject({ targetId: t.id });
    // The seeds are saved: staff see them in the division's entries.
    const seedsOf = async () =>
      Object.fromEntries(
        (await f.call('GET', `/api/admin/divisions/${d.id}/entries`, officer.auth))
          .json()
          .map((e: { entrant: { fullName: string }; seed: number | null }) => [
            e.entrant.fullName,
            e.seed,
          ]),
      );
    expect(await seedsOf()).toEqual({
      'Top Seed': 1,
      'Second Seed': 2,
      'Unranked First': 3,
      '=HYPERLINK("x")': 4,
    });
    // A withdrawn entry loses its seed at the next export; the others move up.
    const top = (
      await f.t.db.select().from(entries).where(eq(entries.playerId, ps[2]!.player.id))
    )[0]!;
    expect((await f.call('POST', `/api/entries/${top.id}/withdraw`, ps[2]!.auth)).statusCode).toBe(
      200,
    );
    expect(
      (await f.call('GET', `/api/admin/tournaments/${t.id}/entries.csv`, officer.auth)).statusCode,
    ).toBe(200);
    expect(await seedsOf()).toEqual({
      'Top Seed': null,
      'Second Seed': 1,
      'Unranked First': 2,
      '=HYPERLINK("x")': 3,
    });
    const player = await f.member();
    expect(
      (await f.call('GET', `/api/admin/tournaments/${t.id}/entries.csv`, player.auth)).statusCode,
    ).toBe(403);
  });
});
