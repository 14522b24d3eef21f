import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { useEntriesApp, type Auth } from '../../../test/entries-fixture';
import { createAdmin } from '../../../test/factories/admins';
import { waitForMail } from '../../../test/mail';
import { auditLog, entries, messages, notifications, players } from '../../db/schema/index';

/**
 * Issue 39, section 3: the facts that decide eligibility (gender, date of birth, DUPR rating) are
 * not the player's to change; when staff change them (an approved correction, an edit), every
 * live entry that no longer fits is flagged to the tournament officer and its players, once.
 */
describe('eligibility facts: staff-reviewed, and live entries re-checked when they change', () => {
  const f = useEntriesApp();
  const enter = (divisionId: string, auth: Auth, body: object = {}) =>
    f.call('POST', `/api/divisions/${divisionId}/entries`, auth, body);
  const patch = (id: string, auth: Auth, payload: object, headers: object = {}) =>
    f.t.app.inject({
      method: 'PATCH',
      url: `/api/players/${id}`,
      headers: { ...auth, ...headers },
      payload,
    });
  async function membershipOfficer() {
    const { admin } = await createAdmin(f.t.db, { roles: ['membership_officer'] });
    const session = await f.t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
    return { admin, auth: { authorization: `Bearer ${session.token}` } as Auth };
  }
  const inbox = (playerId: string) =>
    f.t.db.select().from(messages).where(eq(messages.playerId, playerId));
  const bells = (playerId: string) =>
    f.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.playerId, playerId), eq(notifications.type, 'entry_flagged')));

  it('refuses a player’s own change of gender, rating, IC or birth date, in both languages', async () => {
    const w = await f.member({ duprRating: 2.9 });
    for (const [body, english, malay] of [
      [
        { gender: 'Male' },
        'Your gender is checked by the association and cannot be changed here. Ask for a change with "Correct my data" in the Privacy & data tab.',
        'Jantina anda disemak oleh persatuan dan tidak boleh diubah di sini. Minta perubahan dengan "Betulkan data saya" di tab Privasi & data.',
      ],
      [
        { duprRating: '2.5' },
        'Your DUPR rating is checked by the association and cannot be changed here. Ask for a change with "Correct my data" in the Privacy & data tab.',
        'Penarafan DUPR anda disemak oleh persatuan dan tidak boleh diubah di sini. Minta perubahan dengan "Betulkan data saya" di tab Privasi & data.',
      ],
      [
        { dateOfBirth: '2012-01-01' },
        'Your IC number and date of birth are checked by the association and cannot be changed here. Ask for a change with "Correct my data" in the Privacy & data tab.',
        'Nombor kad pengenalan dan tarikh lahir anda disemak oleh persatuan dan tidak boleh diubah di sini. Minta perubahan dengan "Betulkan data saya" di tab Privasi & data.',
      ],
    ] as const) {
      const res = await patch(w.player.id, w.auth, { city: 'Ipoh', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(english);
      const ms = await patch(w.player.id, w.auth, body, { 'x-language': 'ms' });
      expect(ms.json().error).toBe(malay);
    }
    const [row] = await f.t.db.select().from(players).where(eq(players.id, w.player.id));
    expect(row).toMatchObject({ gender: 'Female', duprRating: 2.9, city: 'Shah Alam' });
    // The same values sent back (older forms send the whole record) are fine.
    const same = await patch(w.player.id, w.auth, {
      gender: 'Female',
      duprRating: 2.9,
      dateOfBirth: row!.dateOfBirth,
      city: 'Ipoh',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ city: 'Ipoh', gender: 'Female', duprRating: 2.9 });
  });

  it('an approved gender correction flags the entry for the officer and the players, once; audited', async () => {
    const officer = await f.staff();
    const membership = await membershipOfficer();
    const t = await f.tournament({}, { name: 'Perak Open' });
    const womens = await f.division(t.id, { discipline: 'womens_singles' });
    const mixed = await f.division(t.id, { discipline: 'mixed_doubles' });
    const w = await f.member({ language: 'ms' });
    const partner = await f.member({ gender: 'Male' });
    const singles = (await enter(womens.id, w.auth)).json();
    expect(singles.status).toBe('confirmed');
    const pair = (
      await enter(mixed.id, partner.auth, { partnerMemberId: w.player.playerId })
    ).json();
    expect((await f.call('POST', `/api/entries/${pair.id}/confirm`, w.auth)).json().status).toBe(
      'confirmed',
    );

    const asked = await f.call('POST', '/api/players/me/corrections', w.auth, {
      field: 'gender',
      value: 'Male',
      reason: 'Recorded wrongly at registration',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ field: 'gender', value: 'Male', status: 'pending' });
    // Nothing changes until an officer decides.
    const pending = await f.call('GET', '/api/admin/privacy/corrections', membership.auth);
    expect(pending.json()).toEqual([
      expect.objectContaining({ field: 'gender', value: 'Male', currentValue: 'Female' }),
    ]);
    expect((await f.call('GET', '/api/admin/entries/flagged', officer.auth)).json()).toEqual([]);

    const inboxBefore = (await inbox(w.player.id)).length;
    // Two officers approve at once: one approval, one set of flags and notices.
    const approvals = await Promise.all(
      [0, 1].map(() =>
        f.call(
          'POST',
          `/api/admin/privacy/corrections/${asked.json()._id}/approve`,
          membership.auth,
          {},
        ),
      ),
    );
    expect(approvals.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const [row] = await f.t.db.select().from(players).where(eq(players.id, w.player.id));
    expect(row!.gender).toBe('Male');

    // The officer's list: both entries, with why.
    const flagged = await f.call('GET', '/api/admin/entries/flagged', officer.auth);
    expect(flagged.statusCode).toBe(200);
    expect(
      flagged
        .json()
        .map((e: { id: string; eligibilityFlag: { reasons: string[] } }) => [
          e.id,
          e.eligibilityFlag.reasons,
        ])
        .sort(),
    ).toEqual(
      [
        [singles.id, ['gender']],
        [pair.id, ['pair']],
      ].sort(),
    );
    expect(flagged.json()[0]).toMatchObject({
      tournament: { name: 'Perak Open' },
      divisionLabel: { en: expect.any(String), ms: expect.any(String) },
    });
    const list = await f.call('GET', `/api/admin/divisions/${womens.id}/entries`, officer.auth);
    expect(list.json()[0]).toMatchObject({
      status: 'confirmed',
      eligibilityFlag: { reasons: ['gender'], flaggedAt: expect.any(String) },
    });
    expect((await f.call('GET', '/api/admin/attention', officer.auth)).json()).toMatchObject({
      'competition-entries': 2,
    });
    // Other staff do not see the list.
    expect((await f.call('GET', '/api/admin/entries/flagged', membership.auth)).statusCode).toBe(
      403,
    );

    // The player: one inbox message and one bell per entry, mail in her language (Malay).
    expect((await inbox(w.player.id)).length - inboxBefore).toBe(2);
    expect(await bells(w.player.id)).toHaveLength(2);
    const mail = await waitForMail(
      f.t,
      (m) => m.to === w.player.email && /perlu disemak/.test(m.subject) && /jantina/.test(m.text),
    );
    expect(mail.text).toContain('(syarat jantina)');
    expect(mail.text).toContain('/ms/player/dashboard?tab=tournaments');
    // The partner of the mixed pair is told too (in English).
    await waitForMail(
      f.t,
      (m) => m.to === partner.player.email && /^Your entry needs a look/.test(m.subject),
    );
    expect(await bells(partner.player.id)).toHaveLength(1);

    // Audited: the change before → after, and each flag.
    const audit = await f.t.db.select().from(auditLog).where(eq(auditLog.targetId, w.player.id));
    expect(audit.find((a) => a.action === 'privacy.correction-approved')).toMatchObject({
      changes: { gender: { before: 'Female', after: 'Male' } },
    });
    const flags = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'entries.flagged'));
    expect(flags.map((a) => a.targetId).sort()).toEqual([singles.id, pair.id].sort());

    // Never withdrawn silently: both entries are still confirmed.
    const rows = await f.t.db.select().from(entries).where(eq(entries.playerId, w.player.id));
    expect(rows.map((r) => r.status)).toEqual(['confirmed']);

    // Letting it stand answers the flag.
    const stand = await f.call('POST', `/api/admin/entries/${singles.id}/override`, officer.auth, {
      reason: 'Checked with the player',
    });
    expect(stand.json()).toMatchObject({
      eligibilityFlag: null,
      overrideReason: 'Checked with the player',
    });
    expect((await f.call('GET', '/api/admin/attention', officer.auth)).json()).toMatchObject({
      'competition-entries': 1,
    });
  });

  it('a staff edit of the rating flags a DUPR ≤ 3.0 entry; repeated, it tells nobody again; back in band, the flag goes', async () => {
    const officer = await f.staff();
    const membership = await membershipOfficer();
    const t = await f.tournament();
    const capped = await f.division(t.id, { discipline: 'womens_singles', maxDupr: 3 });
    const w = await f.member({ duprRating: 2.9 });
    const entry = (await enter(capped.id, w.auth)).json();
    expect(entry.status).toBe('confirmed');

    const me = (await f.call('GET', '/api/players/me', w.auth)).json();
    const edit = (duprRating: string) =>
      patch(w.player.id, membership.auth, {
        fullName: me.fullName,
        email: me.email,
        phoneNumber: me.phoneNumber,
        gender: me.gender,
        addressLine1: me.addressLine1,
        city: me.city,
        state: me.state,
        duprRating,
        status: 'active',
      });
    const before = (await inbox(w.player.id)).length;
    expect((await edit('3.4')).statusCode).toBe(200);
    expect((await edit('3.4')).statusCode).toBe(200);
    expect((await edit('3.6')).statusCode).toBe(200);
    const list = await f.call('GET', `/api/admin/divisions/${capped.id}/entries`, officer.auth);
    expect(list.json()[0].eligibilityFlag.reasons).toEqual(['skill']);
    // Told once, however many edits.
    expect((await inbox(w.player.id)).length - before).toBe(1);
    expect(await bells(w.player.id)).toHaveLength(1);
    const audit = await f.t.db.select().from(auditLog).where(eq(auditLog.targetId, w.player.id));
    expect(
      audit
        .filter((a) => a.action === 'players.update' && a.changes?.duprRating)
        .map((a) => a.changes?.duprRating),
    ).toEqual([
      { before: 2.9, after: 3.4 },
      { before: 3.4, after: 3.6 },
    ]);

    // The rating corrected back into the band: the flag goes.
    expect((await edit('2.8')).statusCode).toBe(200);
    const after = await f.call('GET', `/api/admin/divisions/${capped.id}/entries`, officer.auth);
    expect(after.json()[0].eligibilityFlag).toBeNull();
    const flagged = (await f.call('GET', '/api/admin/entries/flagged', officer.auth)).json();
    expect(flagged.map((e: { id: string }) => e.id)).not.toContain(entry.id);
  });
});
