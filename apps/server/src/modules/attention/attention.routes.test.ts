import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays, todayInMalaysia } from '@app/shared/membership';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import {
  correctionRequests,
  enquiries,
  postReports,
  programs,
  tournaments,
} from '../../db/schema/index';

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
    expect(empty.json()).toEqual({
      enquiry: 0,
      report: 0,
      'data-requests': 0,
      'competition-entries': 0,
    });

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
      'competition-entries': 0,
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

describe('GET /api/admin/overview: the dashboard’s first page, per role', () => {
  let t: TestApp;
  const staff: Record<string, Auth> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const [name, roles] of [
      ['super', undefined],
      ['membership', ['membership_officer']],
      ['editor', ['content_editor']],
    ] as const) {
      const a = await createAdmin(t.db, roles ? { roles: [...roles] } : {});
      staff[name] = {
        authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
      };
    }
    const today = todayInMalaysia();
    const tournament = (name: string, startDate: string, applicationId: string) => ({
      applicationId,
      name,
      type: 'state' as const,
      startDate,
      endDate: addDays(startDate, 1),
      city: 'Ipoh',
      state: 'Perak',
      organizer: 'Persatuan Pickleball Perak',
      venue: 'Stadium Indera Mulia',
    });
    await t.db
      .insert(tournaments)
      .values([
        tournament('Perak Open', addDays(today, 10), 'APP-OV-1'),
        tournament('Last season’s cup', addDays(today, -40), 'APP-OV-2'),
        tournament('Far-off masters', addDays(today, 200), 'APP-OV-3'),
      ]);
    await t.db.insert(programs).values({
      kind: 'clinic',
      title: 'Dinking clinic',
      titleMs: 'Klinik dink',
      description: 'Soft game.',
      date: addDays(today, 3),
      time: '9:00 AM - 11:00 AM',
      location: 'Bukit Jalil',
      coach: 'Coach Lim',
      maxParticipants: 10,
      price: 30,
      state: 'Kuala Lumpur',
    });
    await t.db.insert(enquiries).values({
      topic: 'other',
      name: 'Hafiz',
      email: 'hafiz@example.my',
      message: 'Hello',
      language: 'en',
    });
  });
  afterAll(() => t.close());

  const overview = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin/overview', headers });

  it('gives membership officers this month’s figures, every staff member what waits and the next events', async () => {
    const asOfficer = await overview(staff.membership);
    expect(asOfficer.statusCode).toBe(200);
    expect(asOfficer.headers['cache-control']).toBe('no-store');
    const body = asOfficer.json();
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/membership/dashboard',
      headers: staff.membership,
    });
    expect(body.membership).toEqual(dashboard.json());
    expect(body.waiting).toEqual({ enquiry: 1, 'data-requests': 0 });
    // Upcoming only (within the next 90 days), soonest first.
    expect(body.upcoming.map((e: { name: string; kind: string }) => [e.kind, e.name])).toEqual([
      ['clinic', 'Dinking clinic'],
      ['tournament', 'Perak Open'],
    ]);
    expect(body.upcoming[0]).toMatchObject({ nameMs: 'Klinik dink', venue: 'Bukit Jalil' });

    const asEditor = (await overview(staff.editor)).json();
    expect(asEditor.membership).toBeNull();
    expect(asEditor.waiting).toEqual({ enquiry: 1 });
    expect(asEditor.upcoming).toHaveLength(2);
    expect((await overview(staff.super)).json().membership).toEqual(dashboard.json());
  });

  it('is for staff only', async () => {
    expect((await overview()).statusCode).toBe(401);
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const asPlayer = await overview({ authorization: `Bearer ${token}` });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).not.toHaveProperty('waiting');
  });
});
