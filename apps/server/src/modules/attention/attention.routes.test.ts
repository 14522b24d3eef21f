import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { correctionRequests, enquiries, postReports } from '../../db/schema/index';

type Auth = { authorization: string };

describe('GET /api/admin/attention: what waits for each staff member', () => {
  let t: TestApp;
  const staff: Record<string, Auth> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const [name, roles] of [
      ['super', undefined],
      ['moderator', ['moderator']],
      ['membership', ['membership_officer']],
      ['editor', ['content_editor']],
    ] as const) {
      const a = await createAdmin(t.db, roles ? { roles: [...roles] } : {});
      staff[name] = {
        authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
      };
    }
  });
  afterAll(() => t.close());

  const attention = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin/attention', headers });

  it('counts only what is still open, and only in the sections the caller’s roles open', async () => {
    const empty = await attention(staff.super);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ enquiry: 0, report: 0, 'data-requests': 0 });

    const enquiry = { topic: 'membership', name: 'Aina', email: 'aina@example.my' } as const;
    await t.db.insert(enquiries).values([
      { ...enquiry, message: 'How do I renew?', language: 'en' },
      { ...enquiry, message: 'Boleh saya daftar?', language: 'ms' },
      { ...enquiry, message: 'Answered already', language: 'en', status: 'replied' },
    ]);
    await t.db.insert(postReports).values([
      { reporterName: 'Hafiz', reason: 'spam' },
      { reporterName: 'Mei Ling', reason: 'other', status: 'resolved' },
    ]);
    const { player } = await createPlayer(t.db);
    await t.db.insert(correctionRequests).values([
      {
        playerId: player.id,
        field: 'fullName',
        valueText: 'Nur Aina',
        reason: 'Typo',
        dueOn: '2026-12-20',
      },
      {
        playerId: player.id,
        field: 'icNumber',
        reason: 'Old IC',
        dueOn: '2026-12-20',
        status: 'rejected',
      },
    ]);

    expect((await attention(staff.super)).json()).toEqual({
      enquiry: 2,
      report: 1,
      'data-requests': 1,
    });
    expect((await attention(staff.moderator)).json()).toEqual({ enquiry: 2, report: 1 });
    expect((await attention(staff.membership)).json()).toEqual({
      enquiry: 2,
      'data-requests': 1,
    });
    expect((await attention(staff.editor)).json()).toEqual({ enquiry: 2 });
  });

  it('is for staff only', async () => {
    expect((await attention()).statusCode).toBe(401);
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const asPlayer = await attention({ authorization: `Bearer ${token}` });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).not.toHaveProperty('enquiry');
  });
});
