import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { useEntriesApp, type Auth } from '../../../test/entries-fixture';
import { staffHeaders } from '../../../test/factories/online-membership';
import { entries, membershipTypes, programs } from '../../db/schema/index';

/**
 * Fees where staff set them (issue 39, ADR 028): free (0) or an amount one online payment can
 * take — at least RM 2.00, and no more than the largest the offered methods take (here FPX and
 * GrabPay only: RM 30,000). Membership types, courses and clinics, division entry fees; a
 * doubles entry split in halves too. Refused in both languages, nothing saved.
 */
describe('fees staff set are ones online payment can take', () => {
  const f = useEntriesApp({ paid: true, env: { STRIPE_PAYMENT_METHODS: 'fpx,grabpay' } });
  const asMs = (auth: Auth) => ({ ...auth, 'x-language': 'ms' });
  const send = (method: 'POST' | 'PUT', url: string, headers: object, payload: object) =>
    f.t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  const MIN_EN = 'Fee must be 0 (free) or at least RM 2.00: online payment cannot take less';
  const MIN_MS =
    'Yuran mestilah 0 (percuma) atau sekurang-kurangnya RM 2.00: bayaran dalam talian tidak boleh menerima kurang daripada itu';
  const MAX_EN = 'Online payment here takes at most RM 30,000.00 in one payment: lower the fee';
  const MAX_MS =
    'Bayaran dalam talian di sini menerima paling banyak RM 30,000.00 bagi satu bayaran: turunkan yuran';

  it('membership types: 0 or RM 2.00 to the methods’ most', async () => {
    const officer = await staffHeaders(f.t, ['membership_officer']);
    const type = (name: string, feeSen: number) => ({
      name,
      feeSen,
      durationKind: 'months',
      durationMonths: 12,
      ageBand: 'adult',
      active: true,
    });
    const low = await send('POST', '/api/admin/membership/types', officer, type('Cheap', 150));
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toBe(MIN_EN);
    const lowMs = await send(
      'POST',
      '/api/admin/membership/types',
      asMs(officer as Auth),
      type('Cheap', 199),
    );
    expect(lowMs.json().error).toBe(MIN_MS);
    const high = await send(
      'POST',
      '/api/admin/membership/types',
      asMs(officer as Auth),
      type('Life', 3_000_001),
    );
    expect(high.statusCode).toBe(400);
    expect(high.json().error).toBe(MAX_MS);
    expect(
      (await send('POST', '/api/admin/membership/types', officer, type('Life', 3_000_001))).json()
        .error,
    ).toBe(MAX_EN);
    expect(
      await f.t.db.select().from(membershipTypes).where(eq(membershipTypes.name, 'Cheap')),
    ).toEqual([]);
    expect(
      (await send('POST', '/api/admin/membership/types', officer, type('Free', 0))).statusCode,
    ).toBe(201);
    const made = await send('POST', '/api/admin/membership/types', officer, type('Two', 200));
    expect(made.statusCode).toBe(201);
    const changed = await send(
      'PUT',
      `/api/admin/membership/types/${made.json().id}`,
      officer,
      type('Two', 100),
    );
    expect(changed.json().error).toBe(MIN_EN);
  });

  it('courses and clinics: a price of 0 or RM 2.00 to the methods’ most', async () => {
    const { auth } = await f.staff(['content_editor']);
    const course = (price: number | string) => ({
      title: 'Dinking course',
      description: 'Two evenings.',
      date: '2031-03-10',
      time: '7:00 PM',
      location: 'Shah Alam',
      coach: 'Coach Lim',
      maxParticipants: 10,
      price,
      status: 'active',
    });
    const low = await send('POST', '/api/courses', auth, course('1.50'));
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toBe(
      'Price must be 0 (free) or at least RM 2.00: online payment cannot take less',
    );
    const lowMs = await send('POST', '/api/courses', asMs(auth), course(0.5));
    expect(lowMs.json().error).toBe(
      'Harga mestilah 0 (percuma) atau sekurang-kurangnya RM 2.00: bayaran dalam talian tidak boleh menerima kurang daripada itu',
    );
    const high = await send('POST', '/api/clinics', asMs(auth), course(30000.01));
    expect(high.json().error).toBe(MAX_MS);
    expect(
      await f.t.db.select().from(programs).where(eq(programs.title, 'Dinking course')),
    ).toEqual([]);
    expect((await send('POST', '/api/courses', auth, course(0))).statusCode).toBeLessThan(300);
    const made = await send('POST', '/api/courses', auth, course(2));
    expect(made.statusCode).toBeLessThan(300);
    const patched = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/courses/${made.json()._id}`,
      headers: auth,
      payload: { price: 30001 },
    });
    expect(patched.json().error).toBe(MAX_EN);
  });

  it('division entry fees: 0 or RM 2.00 to the methods’ most', async () => {
    const { auth } = await f.staff();
    const t = await f.tournament();
    const division = (feeSen: number) => ({
      discipline: 'womens_singles',
      ageGroup: 'open',
      cap: 16,
      feeSen,
    });
    const url = `/api/admin/tournaments/${t.id}/divisions`;
    const low = await send('POST', url, auth, division(150));
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toBe(MIN_EN);
    expect((await send('POST', url, asMs(auth), division(1))).json().error).toBe(MIN_MS);
    expect((await send('POST', url, asMs(auth), division(3_000_100))).json().error).toBe(MAX_MS);
    expect((await send('POST', url, auth, division(0))).statusCode).toBeLessThan(300);
    const made = await send('POST', url, auth, division(3_000_000));
    expect(made.statusCode).toBeLessThan(300);
    const changed = await send(
      'PUT',
      `/api/admin/divisions/${made.json().id}`,
      auth,
      division(199),
    );
    expect(changed.json().error).toBe(MIN_EN);
  });

  it('a doubles fee split in halves below RM 2.00 each: the pair is asked to choose one payer', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id, { feeSen: 300 });
    const w = await f.member();
    const m = await f.member({ gender: 'Male' });
    const body = { partnerMemberId: w.player.playerId, payMode: 'halves' };
    const halves = await f.call('POST', `/api/divisions/${d.id}/entries`, m.auth, body);
    expect(halves.statusCode).toBe(400);
    expect(halves.json().error).toBe(
      'Each half would be RM 1.50, less than the RM 2.00 an online payment must be: choose one payer',
    );
    const ms = await f.t.app.inject({
      method: 'POST',
      url: `/api/divisions/${d.id}/entries`,
      headers: asMs(m.auth),
      payload: body,
    });
    expect(ms.json().error).toBe(
      'Setiap separuh akan menjadi RM 1.50, kurang daripada RM 2.00 yang diperlukan bagi bayaran dalam talian: pilih seorang pembayar',
    );
    expect(await f.t.db.select().from(entries).where(eq(entries.divisionId, d.id))).toEqual([]);
    const one = await f.call('POST', `/api/divisions/${d.id}/entries`, m.auth, {
      ...body,
      payMode: 'one',
    });
    expect(one.statusCode).toBe(201);
  });
});
