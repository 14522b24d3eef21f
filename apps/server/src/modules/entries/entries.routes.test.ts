import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ELIGIBILITY_MESSAGES, MIXED_PAIR_MESSAGE } from '@app/shared/competition/eligibility';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';

import { NEXT_YEAR, useEntriesApp, type Auth } from '../../../test/entries-fixture';
import { competitionPrivacy, entries, mailOutbox, messages } from '../../db/schema/index';

describe('tournament entries: entering, eligibility, pairs and the pair waitlist', () => {
  const f = useEntriesApp();
  const enter = (divisionId: string, auth: Auth, body: object = {}) =>
    f.call('POST', `/api/divisions/${divisionId}/entries`, auth, body);
  const man = (values = {}) => f.member({ gender: 'Male', ...values });
  const inboxOf = (playerId: string) =>
    f.t.db.select().from(messages).where(eq(messages.playerId, playerId));

  it('checks eligibility on the server: age on the first day, gender, lapsed membership', async () => {
    const t = await f.tournament();
    const u18 = await f.division(t.id, { discipline: 'womens_singles', ageGroup: 'u18' });
    // 18 on the first day (10 March): too old; 18 the day after: still 17, in.
    const turns18OnDay = await f.member({ dateOfBirth: `${NEXT_YEAR - 18}-03-10` });
    const turns18After = await f.member({ dateOfBirth: `${NEXT_YEAR - 18}-03-11` });
    const old = await enter(u18.id, turns18OnDay.auth);
    expect(old.statusCode).toBe(403);
    expect(old.json().error).toBe(ELIGIBILITY_MESSAGES.age.you);
    expect((await enter(u18.id, turns18After.auth)).statusCode).toBe(201);

    const open = await f.division(t.id, { discipline: 'womens_singles' });
    const male = await man();
    const refused = await enter(open.id, male.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(ELIGIBILITY_MESSAGES.gender.you);
    // Malay from the catalogue.
    const ms = await f.t.app.inject({
      method: 'POST',
      url: `/api/divisions/${open.id}/entries`,
      headers: { ...male.auth, 'x-language': 'ms' },
      payload: {},
    });
    expect(ms.json().error).toBe('Anda tidak memenuhi syarat jantina bahagian ini');

    // Lapsed beyond the grace days: refused; within grace: in.
    const lapsed = await f.member({ membershipExpiresOn: '2020-01-01' });
    const res = await enter(open.id, lapsed.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ELIGIBILITY_MESSAGES.membership.you);
    const yesterday = new Date(f.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const grace = await f.member({ membershipExpiresOn: yesterday });
    expect((await enter(open.id, grace.auth)).statusCode).toBe(201);
    expect(
      await f.t.db.select().from(entries).where(eq(entries.playerId, lapsed.player.id)),
    ).toHaveLength(0);
  });

  it('refuses outside the window, over the max entries, twice, and singles with a partner', async () => {
    const now = f.clock.now().getTime();
    const closed = await f.tournament({
      opensAt: new Date(now - 10 * 86_400_000),
      closesAt: new Date(now - 86_400_000),
    });
    const d = await f.division(closed.id, { discipline: 'womens_singles' });
    const a = await f.member();
    const res = await enter(d.id, a.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(M.windowClosed);
    const notYet = await f.tournament({ opensAt: new Date(now + 86_400_000) });
    const later = await f.division(notYet.id, { discipline: 'womens_singles' });
    expect((await enter(later.id, a.auth)).json().error).toBe(M.windowNotOpen);

    const t = await f.tournament({ maxEntriesPerPlayer: 1 });
    const singles = await f.division(t.id, { discipline: 'womens_singles' });
    const doubles = await f.division(t.id, { discipline: 'womens_doubles' });
    const first = await enter(singles.id, a.auth);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'confirmed', feeSen: 0 });
    const twice = await enter(singles.id, a.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(M.alreadyEntered);
    const b = await f.member();
    const max = await enter(doubles.id, a.auth, { partnerMemberId: b.player.playerId });
    expect(max.statusCode).toBe(409);
    expect(max.json().error).toBe(M.maxEntries);
    // The partner's own limit counts too.
    const c = await f.member();
    const partnerMax = await enter(doubles.id, c.auth, { partnerMemberId: a.player.playerId });
    expect(partnerMax.json().error).toBe(M.partnerMaxEntries);
    expect(
      (await enter(singles.id, b.auth, { partnerMemberId: c.player.playerId })).json().error,
    ).toBe(M.singlesNoPartner);
    expect((await enter(singles.id, b.auth, { club: 'x'.repeat(81) })).statusCode).toBe(400);
    expect((await enter('not-a-uuid', b.auth)).statusCode).toBe(400);
    expect((await enter(singles.id, undefined as unknown as Auth)).statusCode).toBe(401);
  });

  it('pairs: the partner is asked, confirms or declines; checks of the pair', async () => {
    const t = await f.tournament({ partnerWindowHours: 24 });
    const mixed = await f.division(t.id, { cap: 2 });
    const [woman, woman2, m1, m2] = [
      await f.member({ language: 'ms' }),
      await f.member(),
      await man(),
      await man(),
    ];
    expect((await enter(mixed.id, woman.auth)).json().error).toBe(M.needsPartner);
    const same = await enter(mixed.id, woman.auth, { partnerMemberId: woman2.player.playerId });
    expect(same.statusCode).toBe(403);
    expect(same.json().error).toBe(MIXED_PAIR_MESSAGE);
    expect(
      (await enter(mixed.id, woman.auth, { partnerMemberId: woman.player.playerId })).json().error,
    ).toBe(M.partnerSelf);
    expect((await enter(mixed.id, woman.auth, { partnerMemberId: 'MPA999999' })).statusCode).toBe(
      404,
    );

    const asked = await enter(mixed.id, m1.auth, {
      partnerMemberId: woman.player.playerId.toLowerCase(),
      club: 'Shah Alam PC',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'awaiting_partner', club: 'Shah Alam PC' });
    // The partner is already in a pair in this division.
    const taken = await enter(mixed.id, m2.auth, { partnerMemberId: woman.player.playerId });
    expect(taken.json().error).toBe(M.partnerAlreadyEntered);
    // Asked in her language, inbox and mail.
    const [note] = await inboxOf(woman.player.id);
    expect(note!.subject).toMatch(/^Anda dinamakan sebagai pasangan: Selangor Open/);
    const mail = await f.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, woman.player.email));
    expect(mail).toHaveLength(1);
    const requests = (await f.call('GET', '/api/players/me/entries/requests', woman.auth)).json();
    expect(requests).toMatchObject([
      { id: asked.json().id, entrant: { memberId: m1.player.playerId } },
    ]);
    // Only the named partner answers.
    expect(
      (await f.call('POST', `/api/entries/${asked.json().id}/confirm`, m2.auth)).statusCode,
    ).toBe(404);
    const confirmed = await f.call('POST', `/api/entries/${asked.json().id}/confirm`, woman.auth);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');

    const declinedPair = await enter(mixed.id, m2.auth, {
      partnerMemberId: woman2.player.playerId,
    });
    const declined = await f.call(
      'POST',
      `/api/entries/${declinedPair.json().id}/decline`,
      woman2.auth,
    );
    expect(declined.json().status).toBe('declined');
    expect((await inboxOf(m2.player.id)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your partner declined/),
    ]);
    // Declined: free to enter again.
    expect(
      (await enter(mixed.id, m2.auth, { partnerMemberId: woman2.player.playerId })).statusCode,
    ).toBe(201);
  });

  it('a pair waits together, is offered a freed place together, claims it; requests lapse once', async () => {
    const t = await f.tournament({ partnerWindowHours: 24 });
    const d = await f.division(t.id, { cap: 1 });
    const pair = async () => {
      const w = await f.member();
      const m = await man();
      const e = await enter(d.id, m.auth, { partnerMemberId: w.player.playerId });
      await f.call('POST', `/api/entries/${e.json().id}/confirm`, w.auth);
      return { w, m, id: e.json().id as string };
    };
    const first = await pair();
    const second = await pair();
    const third = await pair();
    const mine = (await f.call('GET', '/api/players/me/entries', second.w.auth)).json();
    expect(mine.items).toMatchObject([
      {
        id: second.id,
        role: 'partner',
        status: 'waitlisted',
        waitlistPosition: 1,
        partner: { memberId: second.m.player.playerId },
        tournament: { name: 'Selangor Open' },
      },
    ]);
    expect(
      (await f.call('GET', '/api/players/me/entries', third.m.auth)).json().items[0]
        .waitlistPosition,
    ).toBe(2);

    // The first pair withdraws: the second pair (both players) is offered the place.
    const out = await f.call('POST', `/api/entries/${first.id}/withdraw`, first.w.auth);
    expect(out.json()).toMatchObject({ entry: { status: 'withdrawn' }, refundedSen: 0 });
    const offered = (await f.call('GET', '/api/players/me/entries', second.m.auth)).json().items[0];
    expect(offered).toMatchObject({ status: 'offered', offerExpiresAt: expect.any(String) });
    for (const p of [second.w, second.m])
      expect(
        (await inboxOf(p.player.id)).some((m) => m.subject.startsWith('A place for you')),
      ).toBe(true);
    // Not the third pair's to claim.
    expect((await f.call('POST', `/api/entries/${second.id}/claim`, third.m.auth)).statusCode).toBe(
      404,
    );
    expect(
      (await f.call('POST', `/api/entries/${third.id}/claim`, third.m.auth)).json().error,
    ).toBe(M.notOffered);
    const claimed = await f.call('POST', `/api/entries/${second.id}/claim`, second.w.auth);
    expect(claimed.json().status).toBe('confirmed');

    // A request nobody answers lapses after its window, once; the entrant is told.
    const w = await f.member();
    const m = await man();
    const lapsing = (await enter(d.id, m.auth, { partnerMemberId: w.player.playerId })).json();
    expect((await f.advanceDay()).statusCode).toBe(200);
    expect((await f.advanceDay()).statusCode).toBe(200);
    const [row] = await f.t.db.select().from(entries).where(eq(entries.id, lapsing.id));
    expect(row!.status).toBe('lapsed');
    expect(
      (await inboxOf(m.player.id)).filter((x) =>
        x.subject.startsWith('Your partner did not confirm'),
      ),
    ).toHaveLength(1);
    expect((await f.call('POST', `/api/entries/${lapsing.id}/confirm`, w.auth)).statusCode).toBe(
      404,
    );
  });

  it('an unclaimed offer expires and passes to the next pair', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id, { discipline: 'womens_singles', cap: 1 });
    const [a, b, c] = [await f.member(), await f.member(), await f.member()];
    const ea = (await enter(d.id, a.auth)).json();
    const eb = (await enter(d.id, b.auth)).json();
    const ec = (await enter(d.id, c.auth)).json();
    expect([eb.status, eb.waitlistPosition, ec.waitlistPosition]).toEqual(['waitlisted', 1, 2]);
    await f.call('POST', `/api/entries/${ea.id}/withdraw`, a.auth);
    await f.advanceDay();
    const rows = await f.t.db.select().from(entries).where(eq(entries.divisionId, d.id));
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({ [ea.id]: 'withdrawn', [eb.id]: 'expired', [ec.id]: 'offered' });
    expect((await f.call('POST', `/api/entries/${eb.id}/claim`, b.auth)).statusCode).toBe(409);
  });

  it('never takes more places than the cap under 30 parallel entries, and a double click makes one entry', async () => {
    const t = await f.tournament({ maxEntriesPerPlayer: 5 });
    const d = await f.division(t.id, { discipline: 'womens_singles', cap: 4 });
    const players = await Promise.all(Array.from({ length: 30 }, () => f.member()));
    const answers = await Promise.all(players.map((p) => enter(d.id, p.auth)));
    expect(answers.map((r) => r.statusCode).every((s) => s === 201)).toBe(true);
    const rows = await f.t.db.select().from(entries).where(eq(entries.divisionId, d.id));
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(4);
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(26);

    const d2 = await f.division(t.id, { discipline: 'womens_singles', ageGroup: 'u18', cap: 4 });
    const kid = await f.member({ dateOfBirth: `${NEXT_YEAR - 12}-01-01` });
    const clicks = await Promise.all(Array.from({ length: 5 }, () => enter(d2.id, kid.auth)));
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(
      await f.t.db
        .select()
        .from(entries)
        .where(and(eq(entries.divisionId, d2.id), eq(entries.playerId, kid.player.id))),
    ).toHaveLength(1);
  });

  it('lists confirmed entries publicly, hiding players who ask; partner search', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id);
    const w = await f.member({ fullName: 'Aisyah Hidden' });
    const m = await man({ fullName: 'Farid Shown' });
    await f.t.db
      .insert(competitionPrivacy)
      .values({ playerId: w.player.id, hideFromEntryLists: true });
    const e = (
      await enter(d.id, m.auth, { partnerMemberId: w.player.playerId, club: 'KL PC' })
    ).json();
    expect((await f.call('GET', `/api/divisions/${d.id}/entries`)).json()).toEqual([]);
    await f.call('POST', `/api/entries/${e.id}/confirm`, w.auth);
    expect((await f.call('GET', `/api/divisions/${d.id}/entries`)).json()).toEqual([
      {
        players: [
          { fullName: 'Farid Shown', hidden: false, state: 'Selangor' },
          // Private: no state, and no club that would point to her (issue 39).
          { fullName: null, hidden: true, state: null },
        ],
        club: null,
      },
    ]);
    const listed = await f.member({ fullName: 'Nurul Listed' });
    await f.t.db
      .insert(competitionPrivacy)
      .values({ playerId: listed.player.id, partnerListed: true });
    const unlisted = await f.member({ fullName: 'Nurul Unlisted' });
    // A 16-year-old listed herself, but no guardian's consent is recorded (issue 39).
    const year = Number(new Date().toISOString().slice(0, 4));
    const minor = await f.member({ fullName: 'Nurul Minor', dateOfBirth: `${year - 16}-01-01` });
    await f.t.db
      .insert(competitionPrivacy)
      .values({ playerId: minor.player.id, partnerListed: true });
    const sameGender = await man({ fullName: 'Nurul Man' });
    await f.t.db
      .insert(competitionPrivacy)
      .values({ playerId: sameGender.player.id, partnerListed: true });
    const me = await man();
    const found = (await f.call('GET', `/api/divisions/${d.id}/partners?q=nurul`, me.auth)).json();
    expect(found).toEqual([
      { memberId: listed.player.playerId, fullName: 'Nurul Listed', state: 'Selangor' },
    ]);
    // A member ID typed as people type it ('mpa 000 123') finds the member too.
    const id = listed.player.playerId;
    const typed = encodeURIComponent(`${id.slice(0, 3).toLowerCase()} ${id.slice(3)}`);
    const byId = await f.call('GET', `/api/divisions/${d.id}/partners?q=${typed}`, me.auth);
    expect(byId.json()).toEqual([{ memberId: id, fullName: 'Nurul Listed', state: 'Selangor' }]);
    expect(unlisted.player.id).toBeTruthy();
    expect((await f.call('GET', `/api/divisions/${d.id}/partners`)).statusCode).toBe(401);
  });
});
