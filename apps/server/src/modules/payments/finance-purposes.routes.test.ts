import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType, key } from '../../../test/factories/membership';
import { staffHeaders } from '../../../test/factories/online-membership';
import { createPlayer } from '../../../test/factories/players';
import { membershipPayments, paymentRefunds } from '../../db/schema/index';

type Headers = Record<string, string>;
type Payment = { receiptNumber: string; purpose: string; memberId: string };

/**
 * Issue 39: money by what it was for. The membership figures count membership fees apart from
 * course, clinic and entry money; Finance filters its lists and totals by purpose; a member ID
 * typed in a search box, in any case and with spaces, finds that member.
 */
describe('finance by purpose, and member IDs in searches', () => {
  let t: TestApp;
  let treasurer: Headers;
  let officer: Headers;
  let player: Awaited<ReturnType<typeof createPlayer>>['player'];
  let other: Awaited<ReturnType<typeof createPlayer>>['player'];
  const today = todayInMalaysia();

  const get = (url: string, headers: Headers = treasurer) =>
    t.app.inject({ method: 'GET', url, headers });
  const list = async (query: string) => {
    const res = await get(`/api/admin/finance/payments?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ payments: Payment[]; total: number }>();
  };
  const record = async (playerId: string, typeId: string, amountSen: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${playerId}/membership/payments`,
      headers: officer,
      payload: {
        typeId,
        amountSen,
        method: 'bank_transfer',
        reference: `Transfer ${amountSen}`,
        paidOn: today,
        idempotencyKey: key(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ receiptNumber: string }>().receiptNumber;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    treasurer = await staffHeaders(t, ['treasurer']);
    officer = await staffHeaders(t, ['membership_officer']);
    ({ player } = await createPlayer(t.db, { fullName: 'Siti Purpose' }));
    ({ player: other } = await createPlayer(t.db, { fullName: 'Ahmad Other' }));
    const adult = (await createMembershipType(t.db, { feeSen: 8000 })).id;
    const junior = (await createMembershipType(t.db, { feeSen: 5000 })).id;
    // Membership: RM 80.00 kept, and RM 50.00 recorded by mistake then voided (another member).
    await record(player.id, adult, 8000);
    const mistake = await record(other.id, junior, 5000);
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${other.id}/membership/receipts/${mistake}/void`,
      headers: treasurer,
      payload: { reason: 'Entered twice', idempotencyKey: key() },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    // A course paid online (RM 120.00, RM 20.00 of it refunded) and a tournament entry (RM 40.00).
    const receipt = (seq: number, purpose: 'course' | 'entry', amountSen: number) => ({
      playerId: player.id,
      memberId: player.playerId,
      typeName: purpose === 'course' ? 'Course: Serve and return' : 'Entry: Perak Open',
      receiptYear: 1999,
      receiptSeq: seq,
      receiptNumber: `MPA-1999-${String(seq).padStart(6, '0')}`,
      amountSen,
      provider: 'stripe',
      method: 'online' as const,
      reference: `pi_test_purpose_${seq}`,
      paidOn: today,
      idempotencyKey: key(),
      purpose,
    });
    const [course] = await t.db
      .insert(membershipPayments)
      .values([receipt(910001, 'course', 12000), receipt(910002, 'entry', 4000)])
      .returning();
    await t.db.insert(paymentRefunds).values({
      receiptId: course!.id,
      kind: 'refund',
      amountSen: 2000,
      reason: 'Left the course early',
      creditNoteYear: 1999,
      creditNoteSeq: 910001,
      creditNoteNumber: 'CN-1999-910001',
      gatewayRefundId: 're_test_purpose_1',
      idempotencyKey: key(),
    });
  });
  afterAll(() => t.close());

  it('the membership figures count membership fees apart from all money (courses and entries)', async () => {
    const dashboard = (await get('/api/admin/membership/dashboard')).json();
    // RM 80.00 + RM 50.00 − RM 50.00 voided.
    expect(dashboard.membershipRevenueThisMonthSen).toBe(8000);
    // All money: membership RM 80.00, the course RM 100.00 after its refund, the entry RM 40.00.
    expect(dashboard.revenueThisMonthSen).toBe(8000 + 10000 + 4000);
    const summary = (await get('/api/admin/finance/summary')).json();
    expect(summary.totals.revenueSen).toBe(dashboard.revenueThisMonthSen);
    // The overview shows the officers' and treasurers' figures the same way.
    const overview = (await get('/api/admin/overview')).json();
    expect(overview.membership).toMatchObject({
      membershipRevenueThisMonthSen: 8000,
      revenueThisMonthSen: 22000,
    });
  });

  it('daily totals are split by purpose, and can be asked for one purpose', async () => {
    const summary = (await get('/api/admin/finance/summary')).json();
    expect(summary.byPurpose).toEqual([
      {
        purpose: 'membership',
        receiptCount: 2,
        receiptsSen: 13000,
        refundsSen: 0,
        voidsSen: 5000,
        revenueSen: 8000,
      },
      {
        purpose: 'course',
        receiptCount: 1,
        receiptsSen: 12000,
        refundsSen: 2000,
        voidsSen: 0,
        revenueSen: 10000,
      },
      {
        purpose: 'entry',
        receiptCount: 1,
        receiptsSen: 4000,
        refundsSen: 0,
        voidsSen: 0,
        revenueSen: 4000,
      },
    ]);
    const course = (await get('/api/admin/finance/summary?purpose=course')).json();
    expect(course.totals).toEqual({
      receiptCount: 1,
      receiptsSen: 12000,
      refundsSen: 2000,
      voidsSen: 0,
      revenueSen: 10000,
    });
    expect(course.byPurpose.map((p: { purpose: string }) => p.purpose)).toEqual(['course']);
    expect(course.days).toEqual([expect.objectContaining({ date: today, method: 'online' })]);
  });

  it('filters payments, their CSV and credit notes by purpose; refuses an unknown purpose in both languages', async () => {
    const courses = await list('purpose=course');
    expect(courses.payments.map((p) => p.receiptNumber)).toEqual(['MPA-1999-910001']);
    const memberships = await list('purpose=membership');
    expect(memberships.total).toBe(2);
    expect(memberships.payments.every((p) => p.purpose === 'membership')).toBe(true);

    const csv = await get('/api/admin/finance/payments.csv?purpose=entry');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('MPA-1999-910002,');
    expect(lines[1]).toContain(',entry,online,');

    const notes = async (purpose: string) =>
      (await get(`/api/admin/finance/credit-notes?purpose=${purpose}`)).json<{
        creditNotes: { receiptNumber: string; kind: string }[];
        total: number;
      }>();
    const courseNotes = await notes('course');
    expect(courseNotes.total).toBe(1);
    expect(courseNotes.creditNotes[0]).toMatchObject({
      receiptNumber: 'MPA-1999-910001',
      kind: 'refund',
    });
    const membershipNotes = await notes('membership');
    expect(membershipNotes.creditNotes.map((n) => n.kind)).toEqual(['void']);

    for (const url of [
      '/api/admin/finance/payments?purpose=donation',
      '/api/admin/finance/payments.csv?purpose=donation',
      '/api/admin/finance/summary?purpose=donation',
      '/api/admin/finance/credit-notes?purpose=donation',
    ]) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().error).toContain('Unknown purpose');
      const ms = await get(url, { ...treasurer, 'x-language': 'ms' });
      expect(ms.json().error).toContain('Tujuan tidak dikenali');
    }
  });

  it('a member ID typed in the Finance search box, in any case and with spaces, finds that member’s payments', async () => {
    const id = player.playerId; // MPA000123
    const spaced = `${id.slice(0, 3).toLowerCase()} ${id.slice(3, 6)} ${id.slice(6)}`;
    for (const q of [id, id.toLowerCase(), spaced, `${id.slice(0, 3)}-${id.slice(3)}`]) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(found.total, q).toBe(3);
      expect(found.payments.every((p) => p.memberId === id)).toBe(true);
    }
    // The member ID filter takes it typed the same ways.
    expect((await list(`memberId=${encodeURIComponent(spaced)}`)).total).toBe(3);
    expect((await list(`memberId=${encodeURIComponent(other.playerId)}`)).total).toBe(1);
  });

  it('the players list finds a member ID typed in lower case or with spaces', async () => {
    const id = player.playerId;
    for (const q of [id.toLowerCase(), `${id.slice(0, 3)} ${id.slice(3)}`, `mpa ${id.slice(3)}`]) {
      const res = await get(`/api/players?q=${encodeURIComponent(q)}`, officer);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json<{ fullName: string }[]>().map((p) => p.fullName),
        q,
      ).toEqual(['Siti Purpose']);
    }
  });
});
