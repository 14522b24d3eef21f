import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';

import { enrollments, entries, programs, tournamentEntrySettings } from '../../src/db/schema/index';
import { NEXT_YEAR, useEntriesApp, type Auth } from '../entries-fixture';

const HOUR = 3_600_000;

/**
 * Round 3 (issue 39, section 7): the window was checked only when entering. A partner could
 * confirm a request after entries closed (security.md says the window is checked in every path
 * that makes an entry live), and a waitlisted entry could claim a place offered after the close.
 * Now a partner's yes and a claim are refused once entries close (400, the entering message, in
 * both languages); a request or an offer ends with the window, so its deadline is true; a
 * withdrawal after the close stands (refunded by the rule) but its place is not offered on. The
 * same held for a course or clinic: a partner could confirm a place in one no longer open.
 */
describe('round 3 — the entry window holds for every change that makes an entry live', () => {
  const f = useEntriesApp();
  const man = () => f.member({ gender: 'Male' });
  const closeEntries = (tournamentId: string) =>
    f.t.db
      .update(tournamentEntrySettings)
      .set({ closesAt: new Date(f.clock.now().getTime() - 60_000) })
      .where(eq(tournamentEntrySettings.tournamentId, tournamentId));
  const rowOf = async (id: string) =>
    (await f.t.db.select().from(entries).where(eq(entries.id, id)))[0]!;
  const post = (url: string, who: Auth, ms = false) =>
    f.t.app.inject({
      method: 'POST',
      url,
      headers: { ...who, ...(ms ? { 'x-language': 'ms' } : {}) },
      payload: {},
    });

  it('a partner cannot confirm after entries close; declining still works', async () => {
    const t = await f.tournament({ partnerWindowHours: 72 });
    const d = await f.division(t.id);
    const [w, m] = [await f.member(), await man()];
    const asked = await f.call('POST', `/api/divisions/${d.id}/entries`, m.auth, {
      partnerMemberId: w.player.playerId,
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id as string;
    // The tournament officer closes entries early: the request's 72 hours have not passed.
    await closeEntries(t.id);
    expect((await rowOf(id)).partnerDeadline!.getTime()).toBeGreaterThan(f.clock.now().getTime());

    const late = await post(`/api/entries/${id}/confirm`, w.auth);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(M.windowClosed);
    const ms = await post(`/api/entries/${id}/confirm`, w.auth, true);
    expect(ms.json().error).toBe('Penyertaan untuk kejohanan ini telah ditutup');
    expect((await rowOf(id)).status).toBe('awaiting_partner');

    const decline = await post(`/api/entries/${id}/decline`, w.auth);
    expect(decline.statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('declined');
  });

  it('a partner request made near the close ends with the window, not 72 hours later', async () => {
    const closesAt = new Date(f.clock.now().getTime() + 5 * HOUR);
    const t = await f.tournament({ partnerWindowHours: 72, closesAt });
    const d = await f.division(t.id);
    const [w, m] = [await f.member(), await man()];
    const asked = await f.call('POST', `/api/divisions/${d.id}/entries`, m.auth, {
      partnerMemberId: w.player.playerId,
    });
    expect(asked.statusCode).toBe(201);
    expect(new Date(asked.json().partnerDeadline as string).getTime()).toBe(closesAt.getTime());
    // Past the close the request has expired, like any request not answered in time.
    f.clock.advance(6 * HOUR);
    const late = await post(`/api/entries/${asked.json().id}/confirm`, w.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(M.requestExpired);
  });

  it('an offered place cannot be claimed after the close; a withdrawal after it offers nothing', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id, { discipline: 'womens_singles', cap: 1 });
    const [a, b, c] = [await f.member(), await f.member(), await f.member()];
    const ea = (await f.call('POST', `/api/divisions/${d.id}/entries`, a.auth)).json();
    const eb = (await f.call('POST', `/api/divisions/${d.id}/entries`, b.auth)).json();
    const ec = (await f.call('POST', `/api/divisions/${d.id}/entries`, c.auth)).json();
    expect([ea.status, eb.status, ec.status]).toEqual(['confirmed', 'waitlisted', 'waitlisted']);

    // A withdrawal while entries are open offers the place to the first in line.
    await f.call('POST', `/api/entries/${ea.id}/withdraw`, a.auth);
    expect((await rowOf(eb.id)).status).toBe('offered');
    await closeEntries(t.id);
    const claim = await post(`/api/entries/${eb.id}/claim`, b.auth);
    expect(claim.statusCode).toBe(400);
    expect(claim.json().error).toBe(M.windowClosed);
    expect((await rowOf(eb.id)).status).toBe('offered');

    // After the close a player may still withdraw (refunded by the tournament's rule)…
    const out = await f.call('POST', `/api/entries/${eb.id}/withdraw`, b.auth);
    expect(out.statusCode).toBe(200);
    expect(out.json().entry.status).toBe('withdrawn');
    // …but the freed place is not offered to the next in line: nobody could claim it.
    expect((await rowOf(ec.id)).status).toBe('waitlisted');
  });

  it('a partner cannot confirm a place in a course or clinic no longer open for enrolment', async () => {
    const [clinic] = await f.t.db
      .insert(programs)
      .values({
        kind: 'clinic',
        title: 'Doubles stacking clinic',
        titleMs: 'Klinik susunan beregu',
        description: 'Drills.',
        date: `${NEXT_YEAR}-03-10`,
        time: '7:00 PM',
        location: 'Ipoh',
        coach: 'Coach Tan',
        maxParticipants: 8,
        price: 0,
        doubles: true,
      })
      .returning();
    const [asker, partner] = [await f.member(), await f.member()];
    const asked = await f.call('POST', `/api/clinics/${clinic!.id}/enroll`, asker.auth, {
      partnerMemberId: partner.player.playerId,
    });
    expect(asked.statusCode).toBe(200);
    // Staff close the clinic (no longer active) before the partner answers.
    await f.t.db.update(programs).set({ status: 'inactive' }).where(eq(programs.id, clinic!.id));

    const late = await post(`/api/clinics/${clinic!.id}/partner/confirm`, partner.auth);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('This clinic is not open for enrolment');
    const ms = await post(`/api/clinics/${clinic!.id}/partner/confirm`, partner.auth, true);
    expect(ms.json().error).toBe('Klinik ini belum dibuka untuk pendaftaran');
    const [place] = await f.t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.programId, clinic!.id));
    expect(place?.status).toBe('awaiting_partner');
    // Declining is still open to the partner.
    expect(
      (await post(`/api/clinics/${clinic!.id}/partner/decline`, partner.auth)).statusCode,
    ).toBe(200);
  });
});
