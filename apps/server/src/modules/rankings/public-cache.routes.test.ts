import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { malaysiaTodayIso } from '@app/shared/calendar';
import type { RankingsPage } from '@app/shared/competition/rankings';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';
import { playerSession } from '../../../test/factories/players';

import { daysBefore, insertDivision, insertEntry, insertPlayer } from './rankings.fixtures';

// Public rankings, profiles and results are kept per URL (the response cache): every change
// that shows on them must clear the copy, so nobody reads a stale page.
describe('cached public rankings follow every change (issue 33)', () => {
  let t: TestApp;
  let winner: { id: string; playerId: string };
  let player: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    const { admin } = await createAdmin(t.db, { roles: ['tournament_officer'], passwordHash: 'x' });
    const officer = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
    winner = await insertPlayer(t.db, { fullName: 'Cached Winner' });
    const other = await insertPlayer(t.db, { fullName: 'Cached Runner' });
    const { division } = await insertDivision(t.db, {
      endDate: daysBefore(malaysiaTodayIso(), 3),
      tier: 'club',
      discipline: 'womens_singles',
    });
    await insertEntry(t.db, division.id, winner.id);
    await insertEntry(t.db, division.id, other.id);
    const session = await playerSession(t, winner.id);
    player = { authorization: `Bearer ${session.token}` };
    // Read (and so cache) the empty ranking before the results exist.
    expect((await rankings()).rows).toEqual([]);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${division.id}/results`,
      headers: { authorization: `Bearer ${officer.token}` },
      payload: {
        rows: [
          { placement: 1, memberIds: [winner.playerId] },
          { placement: 2, memberIds: [other.playerId] },
        ],
      },
    });
    expect(published.statusCode, published.body).toBe(200);
  });
  afterAll(() => t.close());

  const rankings = async () =>
    (
      await t.app.inject({ url: '/api/rankings?category=womens_singles:open' })
    ).json<RankingsPage>();
  const privacy = (values: Record<string, boolean>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/players/me/competition-privacy',
      headers: player,
      payload: { publicProfile: false, hideFromEntryLists: false, partnerListed: false, ...values },
    });

  it('shows published results at once, then a hidden name and a profile made public or private', async () => {
    expect((await rankings()).rows.map((r) => r.name)).toEqual(['Cached Winner', 'Cached Runner']);
    const profile = () => t.app.inject({ url: `/api/players/${winner.playerId}/profile` });
    expect((await profile()).statusCode).toBe(404);

    expect((await rankings()).rows[0]).toMatchObject({ name: 'Cached Winner', hasProfile: false });
    expect((await privacy({ publicProfile: true })).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
    expect((await rankings()).rows[0]).toMatchObject({ name: 'Cached Winner', hasProfile: true });
    expect((await profile()).headers.etag).toBeDefined();

    expect((await privacy({ publicProfile: false, hideFromEntryLists: true })).statusCode).toBe(
      200,
    );
    expect((await profile()).statusCode).toBe(404);
    const rows = (await rankings()).rows;
    expect(rows[0]).toMatchObject({ isPrivate: true, memberId: null });
    expect(rows.map((r) => r.name)).not.toContain('Cached Winner');
  });
});
