import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { malaysiaTodayIso } from '@app/shared/calendar';
import type { PublicResults } from '@app/shared/competition/public-results';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';

import {
  daysBefore,
  insertDivision,
  insertEntry,
  insertPlayer,
  setPrivacy,
} from './rankings.fixtures';

describe('public results of a tournament (issue 33)', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  let tournamentId: string;
  let divisionId: string;
  let unpublishedId: string;
  const p: { id: string; memberId: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const { admin } = await createAdmin(t.db, { roles: ['tournament_officer'], passwordHash: 'x' });
    const s = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
    officer = { authorization: `Bearer ${s.token}` };
    for (let i = 0; i < 6; i++) {
      const row = await insertPlayer(t.db, { fullName: `Result Player ${i}`, state: 'Penang' });
      p.push({ id: row.id, memberId: row.playerId });
    }
    await setPrivacy(t.db, p[1]!.id, { hideFromEntryLists: true });
    const { tournament, division } = await insertDivision(t.db, {
      endDate: daysBefore(malaysiaTodayIso(), 5),
      tier: 'state',
      discipline: 'mixed_doubles',
      name: 'Penang Results Open',
    });
    tournamentId = tournament.id;
    divisionId = division.id;
    for (let i = 0; i < 6; i += 2) await insertEntry(t.db, divisionId, p[i]!.id, p[i + 1]!.id);
    const other = await insertDivision(t.db, {
      endDate: daysBefore(malaysiaTodayIso(), 5),
      tier: 'state',
      discipline: 'mens_singles',
    });
    unpublishedId = other.division.id;
  });
  afterAll(() => t.close());

  const results = () => t.app.inject({ url: `/api/tournaments/${tournamentId}/results` });

  it('lists nothing until results are published, then the placements and matches, pairs together', async () => {
    expect((await results()).json<PublicResults>().divisions).toEqual([]);

    const m = (i: number) => p[i]!.memberId;
    const publish = await t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${divisionId}/results`,
      headers: officer,
      payload: {
        rows: [
          { placement: 1, memberIds: [m(0), m(1)] },
          { placement: 2, memberIds: [m(2), m(3)] },
          { placement: 3, memberIds: [m(4), m(5)] },
        ],
        matches: [
          {
            round: 'Final',
            sideA: [m(0), m(1)],
            sideB: [m(2), m(3)],
            scores: '11-4, 11-8',
            winner: 'a',
          },
        ],
      },
    });
    expect(publish.statusCode, publish.body).toBe(200);

    const res = await results();
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicResults>();
    expect(body.tournament).toMatchObject({
      id: tournamentId,
      name: 'Penang Results Open',
      tier: { code: 'state', name: 'State', nameMs: 'Negeri' },
    });
    expect(body.divisions.map((d) => d.id)).toEqual([divisionId]);
    const [division] = body.divisions;
    expect(division!.placements.map((l) => [l.placement, l.players.length])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    // A player who hides from public lists has no name, member ID or state here either.
    const winners = division!.placements[0]!.players;
    expect(winners.find((w) => w.hidden)).toEqual({
      name: null,
      memberId: null,
      state: null,
      hidden: true,
    });
    expect(winners.find((w) => !w.hidden)).toMatchObject({
      name: 'Result Player 0',
      memberId: m(0),
    });
    expect(division!.matches).toEqual([
      expect.objectContaining({ round: 'Final', scores: '11-4, 11-8', winner: 'a' }),
    ]);
    expect(division!.matches[0]!.sideB.map((s) => s.name)).toEqual([
      'Result Player 2',
      'Result Player 3',
    ]);
    expect(body.divisions.some((d) => d.id === unpublishedId)).toBe(false);

    // Both results pages are in the sitemap, in both languages; the unpublished division is not.
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const path of [
      `/tournament/${tournamentId}/results`,
      `/tournament/${tournamentId}/results/${divisionId}`,
      `/ms/tournament/${tournamentId}/results/${divisionId}`,
    ])
      expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain(unpublishedId);
  });

  it('is 404 for an unknown or malformed tournament id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'or'1"]) {
      const res = await t.app.inject({ url: `/api/tournaments/${encodeURIComponent(id)}/results` });
      expect(res.statusCode, id).toBe(404);
    }
  });
});
