import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { waitForMail } from '../../../test/mail';
import { enrollments, messages, programs } from '../../db/schema/index';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe('enrolment confirmation: inbox and mail, once, in the player’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function course(price: number) {
    const [row] = await t.db
      .insert(programs)
      .values({
        kind: 'course',
        title: `Level 1 coaching course ${price}`,
        titleMs: `Kursus kejurulatihan tahap 1 ${price}`,
        description: 'Coaching.',
        date: `${NEXT_YEAR}-03-14`,
        time: '9:00 AM – 5:00 PM',
        location: 'Bukit Jalil',
        coach: 'Coach Lim',
        maxParticipants: 20,
        price,
      })
      .returning();
    return row!;
  }

  async function member(language: 'en' | 'ms') {
    const { player } = await createPlayer(t.db, { membershipExpiresOn: '2099-12-31', language });
    const { token } = await playerSession(t, player.id);
    return { player, headers: { authorization: `Bearer ${token}` } };
  }

  it('a double click or a retry enrols once and writes one confirmation, with the fee and how to pay', async () => {
    const program = await course(750);
    const { player, headers } = await member('en');
    const enrol = () =>
      t.app.inject({ method: 'POST', url: `/api/courses/${program.id}/enroll`, headers });
    const answers = await Promise.all([enrol(), enrol()]);
    const retry = await enrol();
    const codes = [...answers, retry].map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code < 300)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(2);

    const places = await t.db.select().from(enrollments).where(eq(enrollments.playerId, player.id));
    expect(places).toHaveLength(1);
    const inbox = await t.db.select().from(messages).where(eq(messages.playerId, player.id));
    const confirmations = inbox.filter((m) => m.subject.startsWith('Enrolment confirmed'));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toBe(`Enrolment confirmed: Level 1 coaching course 750`);
    expect(confirmations[0]!.body).toContain('Fee: RM 750.00. Pay by bank transfer before');
    expect(confirmations[0]!.body).toContain('How to pay:');

    const mail = await waitForMail(t, (m) => m.to === player.email);
    expect(mail.subject).toBe('Enrolment confirmed: Level 1 coaching course 750');
    expect(mail.text).toContain('RM 750.00');
    expect(mail.text).toContain('/player/dashboard?tab=training');
    await new Promise((r) => setTimeout(r, 200));
    expect((await t.mailer.listSent()).filter((m) => m.to === player.email)).toHaveLength(1);
  });

  it('writes to a Malay reader in Malay; a free course has no payment lines', async () => {
    const paid = await course(120);
    const free = await course(0);
    const { player, headers } = await member('ms');
    for (const program of [paid, free]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/courses/${program.id}/enroll`,
        headers,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const inbox = await t.db.select().from(messages).where(eq(messages.playerId, player.id));
    const paidNote = inbox.find((m) => m.subject.includes('120'))!;
    expect(paidNote.subject).toBe('Pendaftaran disahkan: Kursus kejurulatihan tahap 1 120');
    expect(paidNote.body).toContain('Yuran: RM 120.00. Bayar melalui pindahan bank sebelum');
    const freeNote = inbox.find((m) => m.subject.endsWith(' 0'))!;
    expect(freeNote.body).not.toContain('Yuran');
    const mail = await waitForMail(t, (m) => m.to === player.email && m.subject.includes('120'));
    expect(mail.text).toContain('Cara membayar:');
    // The association's payment instructions in Malay too (the defaults are translated).
    expect(mail.text).toContain(
      'Bayar melalui pindahan bank kepada Malaysia Pickleball Association',
    );
    expect(mail.text).not.toContain('Pay by bank transfer to');
  });

  it('quotes the Malay payment instructions staff wrote, or the English while there are none', async () => {
    const a = await createAdmin(t.db, { roles: ['membership_officer'] });
    const officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
    const save = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/membership/settings',
        headers: officer,
        payload: { graceDays: 30, ...body },
      });
    expect(
      (
        await save({
          paymentInstructions: 'Transfer to CIMB 8000 1234.',
          paymentInstructionsMs: 'Pindahkan ke CIMB 8000 1234.',
        })
      ).statusCode,
    ).toBe(200);
    const translated = await course(210);
    const { player: aina, headers: asAina } = await member('ms');
    await t.app.inject({
      method: 'POST',
      url: `/api/courses/${translated.id}/enroll`,
      headers: asAina,
    });
    const ms = await waitForMail(t, (m) => m.to === aina.email);
    expect(ms.text).toContain('Pindahkan ke CIMB 8000 1234.');
    expect(ms.text).not.toContain('Transfer to CIMB');

    await save({ paymentInstructions: 'Transfer to CIMB 8000 5678.', paymentInstructionsMs: '' });
    const untranslated = await course(220);
    const { player: siti, headers: asSiti } = await member('ms');
    await t.app.inject({
      method: 'POST',
      url: `/api/courses/${untranslated.id}/enroll`,
      headers: asSiti,
    });
    const fallback = await waitForMail(t, (m) => m.to === siti.email);
    expect(fallback.text).toContain('Cara membayar:\nTransfer to CIMB 8000 5678.');
  });

  it('staff record a payment once: the player is told in their inbox and by mail, once', async () => {
    const program = await course(300);
    const { player, headers } = await member('ms');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/courses/${program.id}/enroll`, headers }))
        .statusCode,
    ).toBeLessThan(300);
    const a = await createAdmin(t.db);
    const staff = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${program.id}/participants`,
      headers: staff,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ playerId: player.id, paidAt: null, status: 'confirmed' }),
    ]);

    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/courses/${program.id}/participants/${player.id}/payment`,
        headers: staff,
        payload: { reference: 'MBB 771234' },
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().paidAt).toBe(second.json().paidAt);
    expect((await pay()).json().paymentReference).toBe('MBB 771234');

    const inbox = await t.db.select().from(messages).where(eq(messages.playerId, player.id));
    const received = inbox.filter((m) => m.subject.startsWith('Bayaran diterima'));
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toContain('RM 300.00');
    expect(received[0]!.body).toContain('Rujukan: MBB 771234');
    await waitForMail(t, (m) => m.to === player.email && m.subject.startsWith('Bayaran diterima'));
    await new Promise((r) => setTimeout(r, 200));
    expect(
      (await t.mailer.listSent()).filter(
        (m) => m.to === player.email && m.subject.startsWith('Bayaran diterima'),
      ),
    ).toHaveLength(1);

    // The player's portal knows it is paid; a player may not record payments.
    const mine = await t.app.inject({ method: 'GET', url: '/api/players/me/programs', headers });
    expect(mine.json()).toEqual([expect.objectContaining({ paidAt: first.json().paidAt })]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${program.id}/participants/${player.id}/payment`,
      headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });
});
