import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { malaysiaTodayIso } from '@app/shared/calendar';
import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';
import { playerSession } from '../../../test/factories/players';
import { multipart } from '../../../test/multipart';
import { auditLog, divisions, matches, rankingHistory, results } from '../../db/schema/index';

import { daysBefore, insertDivision, insertEntry, insertPlayer } from './rankings.fixtures';

const today = malaysiaTodayIso();

describe('results import and publish (issue 33)', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  let editor: Record<string, string>;
  let divisionId: string;
  let singlesId: string;
  const p: { id: string; memberId: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const session = async (roles: ['tournament_officer'] | ['content_editor']) => {
      const { admin } = await createAdmin(t.db, { roles, passwordHash: 'x' });
      const s = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
      return { authorization: `Bearer ${s.token}` };
    };
    officer = await session(['tournament_officer']);
    editor = await session(['content_editor']);
    for (let i = 0; i < 10; i++) {
      const row = await insertPlayer(t.db, { fullName: `Import Player ${i}` });
      p.push({ id: row.id, memberId: row.playerId });
    }
    const { division } = await insertDivision(t.db, {
      endDate: daysBefore(today, 10),
      tier: 'national',
      discipline: 'mixed_doubles',
      ageGroup: '35plus',
    });
    divisionId = division.id;
    await insertEntry(t.db, divisionId, p[0]!.id, p[1]!.id);
    await insertEntry(t.db, divisionId, p[2]!.id, p[3]!.id);
    await insertEntry(t.db, divisionId, p[4]!.id, p[5]!.id);
    await insertEntry(t.db, divisionId, p[6]!.id, p[7]!.id, 'withdrawn');
    await insertEntry(t.db, divisionId, p[8]!.id, p[9]!.id);
    const singles = await insertDivision(t.db, {
      endDate: daysBefore(today, 3),
      tier: 'club',
      discipline: 'womens_singles',
      ageGroup: '35plus',
    });
    singlesId = singles.division.id;
    await insertEntry(t.db, singlesId, p[0]!.id);
    await insertEntry(t.db, singlesId, p[2]!.id);
  });
  afterAll(() => t.close());

  const m = (i: number) => p[i]!.memberId;
  const csv = (lines: string[]) => lines.join('\r\n');
  const post = (url: string, body: string, headers = officer, type = 'text/csv') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${divisionId}/results/${url}`,
      headers: { ...headers, 'content-type': type },
      payload: body,
    });
  const rankingOf = async (category: string) =>
    (await t.app.inject({ url: `/api/rankings?category=${category}` })).json<{
      rows: { memberId: string; rank: number; points: number }[];
    }>().rows;

  const good = () =>
    csv([
      'division,placement,member_ids',
      `mixed_doubles:35plus,1,${m(0)};${m(1)}`,
      `mixed_doubles:35plus,2,${m(2)} + ${m(3)}`,
      `${divisionId},3,${m(4)};${m(5)}`,
      '',
      'round,side_a,side_b,scores,winner',
      `Final,${m(0)};${m(1)},${m(2)};${m(3)},"11-7, 9-11, 11-5",a`,
      `Semi-final,${m(2)};${m(3)},${m(4)};${m(5)},11-3 11-4,A`,
    ]);

  it('refuses a file with one bad row, lists the row, and saves nothing', async () => {
    const bad = good().replace(
      `${divisionId},3,${m(4)};${m(5)}`,
      `${divisionId},3,${m(6)};${m(7)}`,
    );
    for (const url of ['validate', 'publish']) {
      const res = await post(url, bad);
      expect(res.statusCode).toBe(400);
      // Each refusal names the member it is about.
      expect(res.json()).toMatchObject({
        error: M.resultsHaveErrors,
        details: [
          { row: 4, section: 'results', message: M.notEntered(m(6)) },
          { row: 4, section: 'results', message: M.notEntered(m(7)) },
        ],
      });
    }
    const ms = await post('validate', bad, { ...officer, 'x-language': 'ms' });
    expect(ms.json().details[0].message).toBe(
      `Ahli ${m(6)} tidak menyertai bahagian ini (penyertaan yang disahkan)`,
    );
    expect(await t.db.select().from(results).where(eq(results.divisionId, divisionId))).toEqual([]);
    const [division] = await t.db.select().from(divisions).where(eq(divisions.id, divisionId));
    expect(division!.resultsPublishedAt).toBeNull();
  });

  it('lists every kind of bad row', async () => {
    const res = await post(
      'validate',
      csv([
        'division,placement,member_ids',
        `womens_singles:open,1,${m(0)};${m(1)}`, // 2: wrong division
        `mixed_doubles:35plus,2,${m(6)}`, // 3: one member in doubles
        `mixed_doubles:35plus,3,MPA999999;${m(4)}`, // 4: unknown member
        `mixed_doubles:35plus,3,${m(0)};${m(5)}`, // 5: member twice (m0 on line 2)
        `mixed_doubles:35plus,1,${m(6)};${m(7)}`, // 6: second winner, withdrawn entry
        `mixed_doubles:35plus,x,${m(2)};${m(3)}`, // 7: placement not a number
        `mixed_doubles:35plus,4,${m(4)};${m(8)}`, // 8: not one pair, 4th not shared
        `mixed_doubles:35plus,4,${m(9)};${m(5)}`, // 9: not one pair, 4th not shared
        'round,side_a,side_b,scores,winner',
        `Final,${m(0)};${m(1)},${m(0)};${m(3)},eleven,c`, // 11: both sides, scores, winner
      ]),
    );
    expect(res.statusCode).toBe(400);
    const details = res.json<{ details: { row: number; message: string }[] }>().details;
    const got = details.map((d) => `${d.row}:${d.message}`);
    expect(got).toEqual(
      expect.arrayContaining([
        `2:${M.wrongDivision}`,
        `3:${M.doublesTwoMembers}`,
        `4:No member has the member ID MPA999999`,
        `5:Member ${m(0)} appears more than once`,
        `6:${M.oneWinner}`,
        `6:Member ${m(6)} was not entered in this division (a confirmed entry)`,
        `6:Member ${m(7)} was not entered in this division (a confirmed entry)`,
        `7:${M.badPlacement}`,
        `8:Members ${m(4)} and ${m(8)} are not one entry of this division`,
        `9:${M.tieNotAllowed}`,
        `11:Member ${m(0)} cannot play on both sides`,
        `11:${M.badScores}`,
        `11:${M.badWinner}`,
      ]),
    );
  });

  it('refuses a wrong header, an unclosed quote and an empty body', async () => {
    expect((await post('validate', 'name,place\r\nx,1')).json().details[0].message).toBe(
      M.resultsHeader,
    );
    expect((await post('validate', 'division,placement,member_ids\r\n"x,1,2')).statusCode).toBe(
      400,
    );
    expect((await post('validate', '')).json().details[0].message).toBe(M.fileEmpty);
    const huge = `division,placement,member_ids\r\n${'x'.repeat(2.1 * 1024 * 1024)}`;
    expect((await post('validate', huge)).statusCode).toBe(413);
  });

  it('validates, publishes, and corrects (rankings follow)', async () => {
    const checked = await post('validate', good());
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ rows: 3, matches: 2 });
    expect(checked.json().preview[0]).toMatchObject({ placement: 1, points: 1000 });
    expect(await t.db.select().from(results).where(eq(results.divisionId, divisionId))).toEqual([]);

    const published = await post('publish', good());
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ rows: 3, before: { rows: 0, matches: 0 } });
    const saved = await t.db.select().from(results).where(eq(results.divisionId, divisionId));
    expect(saved).toHaveLength(6);
    expect(saved.every((r) => r.playedOn === daysBefore(today, 10))).toBe(true);
    expect(
      await t.db.select().from(matches).where(eq(matches.divisionId, divisionId)),
    ).toHaveLength(2);

    const ranked = await rankingOf('mixed_doubles:35plus');
    expect(ranked.map((r) => [r.memberId, r.rank, r.points])).toEqual(
      expect.arrayContaining([
        [m(0), 1, 1000],
        [m(1), 1, 1000],
        [m(2), 3, 700],
        [m(3), 3, 700],
        [m(4), 5, 500],
        [m(5), 5, 500],
      ]),
    );

    // A correction: the final's result was the other way round.
    const corrected = good()
      .replace(`,1,${m(0)};${m(1)}`, `,2,${m(0)};${m(1)}`)
      .replace(`,2,${m(2)} + ${m(3)}`, `,1,${m(2)} + ${m(3)}`);
    const again = await post('publish', corrected);
    expect(again.statusCode).toBe(200);
    expect(again.json().before).toEqual({ rows: 3, matches: 2 });
    const after = await rankingOf('mixed_doubles:35plus');
    expect(after.slice(0, 2).map((r) => [r.rank, r.points])).toEqual([
      [1, 1000],
      [1, 1000],
    ]);
    expect(after.find((r) => r.memberId === m(0))).toMatchObject({ rank: 3, points: 700 });
    const history = await t.db
      .select()
      .from(rankingHistory)
      .where(
        and(
          eq(rankingHistory.playerId, p[0]!.id),
          eq(rankingHistory.category, 'mixed_doubles:35plus'),
        ),
      );
    expect(history).toEqual([expect.objectContaining({ on: today, rank: 3, points: 700 })]);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'divisions.results.publish'));
    expect(audits).toHaveLength(2);
    expect(audits[0]!.changes).toMatchObject({ results: { before: 0, after: 3 } });
    expect(audits.at(-1)!.detail).toMatchObject({
      resultsBefore: 3,
      resultsAfter: 3,
      matchesBefore: 2,
      matchesAfter: 2,
    });
  });

  it('publishes twice at once (double click, second tab) without doubling anything', async () => {
    const both = await Promise.all([post('publish', good()), post('publish', good())]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(
      await t.db.select().from(results).where(eq(results.divisionId, divisionId)),
    ).toHaveLength(6);
    expect(
      await t.db.select().from(matches).where(eq(matches.divisionId, divisionId)),
    ).toHaveLength(2);
    const ranked = await rankingOf('mixed_doubles:35plus');
    expect(ranked.filter((r) => r.rank === 1)).toHaveLength(2);
  });

  it('takes a multipart upload and results typed on screen (singles)', async () => {
    const form = multipart({}, [
      {
        field: 'file',
        filename: 'results.csv',
        contentType: 'text/csv',
        data: Buffer.from(csv(['division,placement,member_ids', `${singlesId},1,${m(2)}`])),
      },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${singlesId}/results/validate`,
      headers: { ...officer, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);

    const typed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${singlesId}/results`,
      headers: officer,
      payload: {
        rows: [
          { placement: 1, memberIds: [m(2)] },
          { placement: 2, memberIds: [m(0)] },
        ],
      },
    });
    expect(typed.statusCode).toBe(200);
    expect(await rankingOf('womens_singles:35plus')).toEqual([
      expect.objectContaining({ memberId: m(2), rank: 1, points: 100 }),
      expect.objectContaining({ memberId: m(0), rank: 2, points: 70 }),
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${singlesId}/results`,
      headers: officer,
      payload: { rows: [{ placement: 1, memberIds: [m(2), m(0)] }] },
    });
    expect(refused.json().details[0]).toMatchObject({ row: 1, message: M.singlesOneMember });
  });

  it('names the member ID a refusal is about, in a file and typed on screen, in both languages', async () => {
    const typed = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/divisions/${singlesId}/results`,
        headers,
        payload: {
          rows: [{ placement: 1, memberIds: ['mpa999998'] }],
          matches: [
            {
              round: 'Final',
              sideA: ['MPA999998'],
              sideB: [m(0)],
              scores: '11-3 11-4',
              winner: 'a',
            },
          ],
        },
      });
    const en = await typed(officer);
    expect(en.statusCode).toBe(400);
    expect(en.json().details).toEqual([
      expect.objectContaining({
        row: 1,
        section: 'results',
        message: 'No member has the member ID MPA999998',
      }),
      expect.objectContaining({
        row: 1,
        section: 'matches',
        message: 'No member has the member ID MPA999998',
      }),
    ]);
    const ms = await typed({ ...officer, 'x-language': 'ms' });
    expect(ms.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Tiada ahli dengan ID ahli MPA999998',
      'Tiada ahli dengan ID ahli MPA999998',
    ]);
    const file = await post(
      'validate',
      csv(['division,placement,member_ids', `mixed_doubles:35plus,1,MPA999997;${m(1)}`]),
      { ...officer, 'x-language': 'ms' },
    );
    expect(file.json().details).toEqual([
      {
        path: 'results 2',
        row: 2,
        section: 'results',
        message: 'Tiada ahli dengan ID ahli MPA999997',
      },
    ]);
  });

  it('refuses results before the tournament’s first day (file, on screen, check), in both languages; takes them from that day', async () => {
    // Starts tomorrow (and ends the day after): its players are entered, nobody has played.
    const coming = await insertDivision(t.db, {
      endDate: daysBefore(today, -2),
      tier: 'club',
      discipline: 'womens_singles',
      ageGroup: '35plus',
    });
    await insertEntry(t.db, coming.division.id, p[4]!.id);
    const url = (path: string) => `/api/admin/divisions/${coming.division.id}/${path}`;
    const file = csv(['division,placement,member_ids', `${coming.division.id},1,${m(4)}`]);
    const attempts = (headers: Record<string, string>) =>
      Promise.all([
        t.app.inject({
          method: 'POST',
          url: url('results/validate'),
          headers: { ...headers, 'content-type': 'text/csv' },
          payload: file,
        }),
        t.app.inject({
          method: 'POST',
          url: url('results/publish'),
          headers: { ...headers, 'content-type': 'text/csv' },
          payload: file,
        }),
        t.app.inject({
          method: 'POST',
          url: url('results'),
          headers,
          payload: { rows: [{ placement: 1, memberIds: [m(4)] }] },
        }),
      ]);
    for (const res of await attempts(officer)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(
        'This tournament has not started yet: results can be published from its first day',
      );
    }
    for (const res of await attempts({ ...officer, 'x-language': 'ms' }))
      expect(res.json().error).toBe(
        'Kejohanan ini belum bermula: keputusan boleh diterbitkan mulai hari pertamanya',
      );
    expect(
      await t.db.select().from(results).where(eq(results.divisionId, coming.division.id)),
    ).toEqual([]);
    const [untouched] = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.id, coming.division.id));
    expect(untouched!.resultsPublishedAt).toBeNull();

    // A tournament that starts today takes its results (a division may finish on the first day).
    const started = await insertDivision(t.db, {
      endDate: daysBefore(today, -1),
      tier: 'club',
      discipline: 'womens_singles',
      ageGroup: '35plus',
    });
    const playedEntry = await insertEntry(t.db, started.division.id, p[4]!.id);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${started.division.id}/results`,
      headers: officer,
      payload: { rows: [{ placement: 1, memberIds: [m(4)] }] },
    });
    expect(published.statusCode, published.body).toBe(200);
    // The player's portal reads the division as played (never "upcoming" with a result).
    const { token } = await playerSession(t, p[4]!.id);
    const mine = await t.app.inject({
      url: '/api/players/me/entries',
      headers: { authorization: `Bearer ${token}` },
    });
    const items = mine.json<{
      items: { divisionId: string; placement: number | null; resultsPublished: boolean }[];
    }>().items;
    expect(items.find((i) => i.divisionId === started.division.id)).toMatchObject({
      placement: 1,
      resultsPublished: true,
    });
    expect(items.find((i) => i.divisionId === coming.division.id)).toMatchObject({
      placement: null,
      resultsPublished: false,
    });
    // Nor can its entry be withdrawn (and refunded) once its division has been played.
    const withdraw = (language: 'en' | 'ms') =>
      t.app.inject({
        method: 'POST',
        url: `/api/entries/${playedEntry.id}/withdraw`,
        headers: { authorization: `Bearer ${token}`, 'x-language': language },
      });
    const refused = await withdraw('en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This division has been played and its results are published: the entry can no longer be withdrawn',
    );
    expect((await withdraw('ms')).json().error).toBe(
      'Bahagian ini telah dimainkan dan keputusannya telah diterbitkan: penyertaan tidak lagi boleh ditarik diri',
    );
  });

  it('answers 404 for an unknown division and 403 to other staff', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/divisions/4f1c2b9e-0000-4000-8000-000000000000/results/validate',
      headers: { ...officer, 'content-type': 'text/csv' },
      payload: good(),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await post('publish', good(), editor)).statusCode).toBe(403);
    expect((await post('publish', good(), {})).statusCode).toBe(401);
  });
});
