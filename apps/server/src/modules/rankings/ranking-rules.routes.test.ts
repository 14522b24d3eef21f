import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { malaysiaTodayIso } from '@app/shared/calendar';
import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';
import { auditLog, rankingRules } from '../../db/schema/index';

const today = malaysiaTodayIso();
const nextYear = `${Number(today.slice(0, 4)) + 1}-01-01`;

describe('ranking rules: the public page and the next season (issue 33)', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  let editor: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    const session = async (roles: ['tournament_officer'] | ['content_editor']) => {
      const { admin } = await createAdmin(t.db, { roles, passwordHash: 'x' });
      const s = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
      return { authorization: `Bearer ${s.token}` };
    };
    officer = await session(['tournament_officer']);
    editor = await session(['content_editor']);
  });
  afterAll(() => t.close());

  const season = (overrides: Record<string, unknown> = {}) => ({
    name: 'National rankings 2027',
    nameMs: 'Ranking kebangsaan 2027',
    effectiveFrom: nextYear,
    bestOf: 5,
    windowWeeks: 52,
    points: [
      { tierCode: 'national', placement: 1, points: 1200 },
      { tierCode: 'national', placement: 2, points: 800 },
      { tierCode: 'club', placement: 1, points: 120 },
    ],
    ...overrides,
  });
  const put = (body: Record<string, unknown>, headers = officer) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/ranking-rules', headers, payload: body });

  it('shows the rules in force with the points table and tie-breaks in both languages', async () => {
    const res = await t.app.inject({ url: '/api/rankings/rules' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.current).toMatchObject({ bestOf: 4, windowWeeks: 52, effectiveFrom: '2026-01-01' });
    const national = body.current.tiers.find((tier: { code: string }) => tier.code === 'national');
    expect(national.points.slice(0, 4)).toEqual([
      { placement: 1, points: 1000 },
      { placement: 2, points: 700 },
      { placement: 3, points: 500 },
      { placement: 5, points: 350 },
    ]);
    expect(body.tieBreaks.en).toHaveLength(5);
    expect(body.tieBreaks.ms).toHaveLength(5);
  });

  it('creates a future season once (saved twice: one), shown as upcoming; audited', async () => {
    expect((await put(season())).statusCode).toBe(200);
    const again = await put(season({ bestOf: 6 }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ bestOf: 6 });
    expect(
      await t.db.select().from(rankingRules).where(eq(rankingRules.effectiveFrom, nextYear)),
    ).toHaveLength(1);
    const upcoming = (await t.app.inject({ url: '/api/rankings/rules' })).json().upcoming;
    expect(upcoming).toEqual([
      expect.objectContaining({ name: 'National rankings 2027', bestOf: 6 }),
    ]);
    const seasons = await t.app.inject({ url: '/api/admin/ranking-rules', headers: officer });
    expect(seasons.json().seasons).toHaveLength(2);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'ranking-rules.update'));
    expect(audits).toHaveLength(2);
  });

  it('refuses a season already in force, unknown tiers and tables that rise', async () => {
    expect((await put(season({ effectiveFrom: today }))).json().error).toBe(M.rulesInPast);
    const unknownTier = season({ points: [{ tierCode: 'galactic', placement: 1, points: 5 }] });
    expect((await put(unknownTier)).json().error).toBe(M.unknownTier);
    const rising = season({
      points: [
        { tierCode: 'state', placement: 1, points: 100 },
        { tierCode: 'state', placement: 2, points: 200 },
      ],
    });
    expect((await put(rising)).json().error).toBe(M.pointsMustFall);
    const noWinner = season({ points: [{ tierCode: 'state', placement: 2, points: 100 }] });
    expect((await put(noWinner)).json().error).toBe(M.tierNeedsWinner);
  });

  it('lets only tournament officers (and super admins) change the rules', async () => {
    expect((await put(season(), editor)).statusCode).toBe(403);
    expect((await put(season(), {})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/ranking-rules', headers: editor })).statusCode,
    ).toBe(403);
  });
});
