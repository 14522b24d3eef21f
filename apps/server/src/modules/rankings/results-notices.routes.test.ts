import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { malaysiaTodayIso } from '@app/shared/calendar';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';
import { waitForMail } from '../../../test/mail';
import { mailOutbox, messages } from '../../db/schema/index';

import { daysBefore, insertDivision, insertEntry, insertPlayer } from './rankings.fixtures';

describe('players are told their results are published, once (issue 39)', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  const site = 'https://pickleball.example.my';

  beforeAll(async () => {
    t = await buildTestApp({}, { PUBLIC_URL: site });
    const { admin } = await createAdmin(t.db, { roles: ['tournament_officer'], passwordHash: 'x' });
    const s = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
    officer = { authorization: `Bearer ${s.token}` };
  });
  afterAll(() => t.close());

  it('mails and messages each player in their language with their own placing; a retry or a correction tells no one twice', async () => {
    const aisyah = await insertPlayer(t.db, { fullName: 'Nur Aisyah', language: 'ms' });
    const mei = await insertPlayer(t.db, { fullName: 'Tan Mei Ling', language: 'en' });
    const away = await insertPlayer(t.db, { fullName: 'Suspended Player', status: 'suspended' });
    const late = await insertPlayer(t.db, { fullName: 'Priya Devi', language: 'en' });
    const { tournament, division } = await insertDivision(t.db, {
      endDate: daysBefore(malaysiaTodayIso(), 5),
      tier: 'club',
      discipline: 'womens_singles',
      name: 'Piala Selangor',
    });
    for (const player of [aisyah, mei, away, late]) await insertEntry(t.db, division.id, player.id);
    const publish = (lines: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/divisions/${division.id}/results/publish`,
        headers: { ...officer, 'content-type': 'text/csv' },
        payload: ['division,placement,member_ids', ...lines].join('\r\n'),
      });

    // Published twice at once (a double click): one notice each.
    const first = [`${division.id},1,${aisyah.playerId}`, `${division.id},2,${mei.playerId}`];
    const twice = await Promise.all([
      publish([...first, `${division.id},3,${away.playerId}`]),
      publish([...first, `${division.id},3,${away.playerId}`]),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    // A correction: Mei and Aisyah swap, Priya takes third in place of the suspended player.
    const corrected = await publish([
      `${division.id},1,${mei.playerId}`,
      `${division.id},2,${aisyah.playerId}`,
      `${division.id},3,${late.playerId}`,
    ]);
    expect(corrected.statusCode).toBe(200);

    const everyone = [aisyah, mei, away, late];
    const queued = await t.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.toAddress,
          everyone.map((p) => p.email),
        ),
      );
    expect(queued.map((m) => m.to).sort()).toEqual([aisyah.email, mei.email, late.email].sort());
    const inbox = await t.db
      .select({ playerId: messages.playerId, subject: messages.subject, body: messages.body })
      .from(messages)
      .where(
        inArray(
          messages.playerId,
          everyone.map((p) => p.id),
        ),
      );
    expect(inbox.map((m) => m.playerId).sort()).toEqual([aisyah.id, mei.id, late.id].sort());

    // In Malay for her, with her own placing as published first, the results page in Malay.
    const page = `/tournament/${tournament.id}/results/${division.id}`;
    const hers = await waitForMail(t, (m) => m.to === aisyah.email);
    expect(hers.subject).toMatch(
      /^Keputusan diterbitkan: Piala Selangor — Perseorangan wanita · Terbuka \(/,
    );
    expect(hers.text).toContain('Hai Nur Aisyah,');
    expect(hers.text).toContain('Anda di tempat ke-1.');
    expect(hers.text).toContain(`${site}/ms${page}`);
    // Only her own result: no other player's name.
    expect(hers.text).not.toContain('Tan Mei Ling');
    const meis = await waitForMail(t, (m) => m.to === mei.email);
    expect(meis.subject).toMatch(/^Results published: Piala Selangor — Women's singles · Open \(/);
    expect(meis.text).toContain('You placed 2nd.');
    expect(meis.text).toContain(`${site}${page}`);
    expect(meis.text).not.toContain('Nur Aisyah');
    // Added by the correction: told then, of the placing it gave her.
    expect((await waitForMail(t, (m) => m.to === late.email)).text).toContain('You placed 3rd.');
    const [message] = await t.db.select().from(messages).where(eq(messages.playerId, aisyah.id));
    expect(message!.subject).toBe(hers.subject);
  });
});
