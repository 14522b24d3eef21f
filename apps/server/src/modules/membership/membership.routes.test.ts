import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatIcNumber } from '@app/shared/ic-number';
import { addDays, addMonths, todayInMalaysia } from '@app/shared/membership';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createMembershipType, key } from '../../../test/factories/membership';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { pdfText } from '../../../test/pdf-text';
import { siteSettings } from '../../db/schema/index';

describe('membership: renew, confirm, card, verify', () => {
  let t: TestApp;
  let officer: { authorization: string };
  let content: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const o = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
    const c = await createAdmin(t.db, { roles: ['content_editor'] });
    content = {
      authorization: `Bearer ${(await loginAdmin(t.app, c.username, c.password)).token}`,
    };
  });
  afterAll(() => t.close());

  const asPlayer = async (id: string) => ({
    authorization: `Bearer ${(await playerSession(t, id)).token}`,
  });
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  it('keeps a refund rule per type: checked, shown back, and kept when an older client leaves it out', async () => {
    const base = {
      name: `Refundable ${Date.now()}`,
      feeSen: 9000,
      durationKind: 'months',
      durationMonths: 12,
      ageBand: 'adult',
      active: true,
    };
    const missingDate = await inject('POST', '/api/admin/membership/types', officer, {
      ...base,
      refundRule: { rule: 'until' },
    });
    expect(missingDate.statusCode).toBe(400);
    expect(missingDate.body).toContain('Enter the last day a refund is given');
    const malay = await inject(
      'POST',
      '/api/admin/membership/types',
      { ...officer, 'x-language': 'ms' },
      { ...base, refundRule: { rule: 'percentage', percent: 150 } },
    );
    expect(malay.body).toContain('Bahagian bayaran balik mesti antara 1 hingga 100%');
    const created = await inject('POST', '/api/admin/membership/types', officer, {
      ...base,
      refundRule: { rule: 'until', until: '2027-01-31', percent: 20 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().refundRule).toEqual({
      rule: 'until',
      until: '2027-01-31',
      percent: null,
    });
    const older = await inject(
      'PUT',
      `/api/admin/membership/types/${created.json().id}`,
      officer,
      base,
    );
    expect(older.json().refundRule).toEqual({ rule: 'until', until: '2027-01-31', percent: null });
  });

  it('lets officers configure types, with fees in whole sen and clear messages', async () => {
    const created = await inject('POST', '/api/admin/membership/types', officer, {
      name: 'Adult annual',
      feeSen: 5000,
      durationKind: 'months',
      durationMonths: 12,
      ageBand: 'adult',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Adult annual', feeSen: 5000 });

    const float = await inject('POST', '/api/admin/membership/types', officer, {
      name: 'Float',
      feeSen: 50.5,
      durationKind: 'months',
      durationMonths: 12,
      ageBand: 'adult',
      active: true,
    });
    expect(float.statusCode).toBe(400);
    expect(float.body).toContain('Fee must be a whole number of sen');

    const noMonths = await inject('POST', '/api/admin/membership/types', officer, {
      name: 'No months',
      feeSen: 200,
      durationKind: 'months',
      ageBand: 'adult',
      active: true,
    });
    expect(noMonths.statusCode).toBe(400);
    expect(noMonths.body).toContain('Enter how many months a term lasts');

    const duplicate = await inject('POST', '/api/admin/membership/types', officer, {
      name: 'adult ANNUAL',
      feeSen: 200,
      durationKind: 'calendar_year',
      ageBand: 'adult',
      active: true,
    });
    expect(duplicate.statusCode).toBe(409);

    const refused = await inject('GET', '/api/admin/membership/types', content);
    expect(refused.statusCode).toBe(403);
  });

  it('renews: the player asks, the officer confirms once, the card and verify page follow', async () => {
    const type = await createMembershipType(t.db, { feeSen: 6000 });
    const { player } = await createPlayer(t.db);
    const me = await asPlayer(player.id);

    const before = await inject('GET', '/api/players/me/membership', me);
    expect(before.json()).toMatchObject({
      status: 'none',
      memberId: player.playerId,
      pendingRenewal: null,
    });
    expect(before.json().paymentInstructions).toContain('bank transfer');

    const idempotencyKey = key();
    const asked = await inject('POST', '/api/players/me/membership/renewals', me, {
      typeId: type.id,
      idempotencyKey,
    });
    expect(asked.statusCode).toBe(200);
    const renewal = asked.json();
    expect(renewal).toMatchObject({ status: 'pending', feeSen: 6000, typeName: type.name });
    expect(renewal.paymentReference).toMatch(new RegExp(`^${player.playerId}-[0-9A-F]{4}$`));
    // A retry is the same request; a second different one is refused while one is pending.
    const retried = await inject('POST', '/api/players/me/membership/renewals', me, {
      typeId: type.id,
      idempotencyKey,
    });
    expect(retried.json().id).toBe(renewal.id);
    const second = await inject('POST', '/api/players/me/membership/renewals', me, {
      typeId: type.id,
      idempotencyKey: key(),
    });
    expect(second.statusCode).toBe(409);

    const pending = await inject('GET', '/api/admin/membership/renewals', officer);
    expect(pending.json().map((r: { id: string }) => r.id)).toContain(renewal.id);

    const today = todayInMalaysia();
    const payment = {
      typeId: type.id,
      amountSen: 6000,
      method: 'bank_transfer',
      reference: 'MBB 123456',
      paidOn: today,
      renewalId: renewal.id,
      idempotencyKey: key(),
    };
    const [first, double] = await Promise.all([
      inject('POST', `/api/admin/members/${player.id}/membership/payments`, officer, payment),
      inject('POST', `/api/admin/members/${player.id}/membership/payments`, officer, payment),
    ]);
    expect([first.statusCode, double.statusCode]).toEqual([200, 200]);
    expect(first.json().receiptNumber).toBe(double.json().receiptNumber);
    expect([first.json().created, double.json().created].sort()).toEqual([false, true]);
    expect(first.json().receiptNumber).toMatch(new RegExp(`^MPA-${today.slice(0, 4)}-\\d{6}$`));

    const after = (await inject('GET', '/api/players/me/membership', me)).json();
    expect(after).toMatchObject({
      status: 'active',
      typeName: type.name,
      startsOn: today,
      expiresOn: addDays(addMonths(today, 12), -1),
      pendingRenewal: null,
    });
    expect(after.terms).toHaveLength(1);
    expect(after.payments).toHaveLength(1);

    const card = (await inject('GET', '/api/players/me/card', me)).json();
    expect(card).toMatchObject({
      status: 'active',
      memberId: player.playerId,
      typeName: type.name,
    });
    expect(card.qrSvg).toContain('<svg');
    const token = new URL(card.verifyUrl).pathname.split('/').pop()!;
    expect(token).not.toContain(player.playerId);
    expect(token).not.toContain(player.icNumber);

    const verified = await t.app.inject({ method: 'GET', url: `/api/verify/${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    expect(verified.headers['x-robots-tag']).toContain('noindex');
    // The route's own policy wins over the site-wide one.
    expect(verified.headers['referrer-policy']).toBe('no-referrer');
    expect(Object.keys(verified.json()).sort()).toEqual(
      ['checkedAt', 'expiresOn', 'fullName', 'memberId', 'profilePicture', 'status'].sort(),
    );
    expect(verified.body).not.toContain(player.icNumber);
    expect(verified.body).not.toContain(player.email);
    expect(verified.json().status).toBe('active');

    // Renewing early adds the new term after the current one: no lost days.
    const early = await inject(
      'POST',
      `/api/admin/members/${player.id}/membership/payments`,
      officer,
      {
        ...payment,
        // Another transfer (the same reference again would ask "record again?").
        reference: 'MBB 654321',
        renewalId: undefined,
        idempotencyKey: key(),
      },
    );
    expect(early.json().membership.expiresOn).toBe(
      addDays(addMonths(addDays(addMonths(today, 12), 0), 12), -1),
    );

    // Suspension shows on the verify page and stops posting and enrolment.
    const suspended = await inject(
      'POST',
      `/api/admin/members/${player.id}/membership/suspend`,
      officer,
      {
        reason: 'Unpaid tournament fee',
      },
    );
    expect(suspended.json().status).toBe('suspended');
    expect((await t.app.inject({ method: 'GET', url: `/api/verify/${token}` })).json().status).toBe(
      'suspended',
    );
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...me, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="content"\r\n\r\nHello\r\n--x\r\nContent-Disposition: form-data; name="postType"\r\n\r\ntext\r\n--x--\r\n',
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().error).toContain('Unpaid tournament fee');
    expect(post.json().error).toContain('contact the association');
    // The portal still works.
    expect((await inject('GET', '/api/players/me', me)).statusCode).toBe(200);
    const back = await inject(
      'POST',
      `/api/admin/members/${player.id}/membership/unsuspend`,
      officer,
      {
        reason: 'Fee paid',
      },
    );
    expect(back.json().status).toBe('active');

    // Rotating: the old URL answers exactly as an unknown one.
    expect((await inject('POST', '/api/players/me/card/rotate', me)).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: `/api/verify/${token}` });
    const unknown = await t.app.inject({ method: 'GET', url: `/api/verify/${'A'.repeat(22)}` });
    const junk = await t.app.inject({ method: 'GET', url: '/api/verify/not-a-token' });
    expect(old.statusCode).toBe(404);
    expect(old.body).toBe(unknown.body);
    expect(junk.body).toBe(unknown.body);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong fee, a future date, a type for another age band and someone else’s renewal', async () => {
    const adult = await createMembershipType(t.db, { feeSen: 5000 });
    const junior = await createMembershipType(t.db, { feeSen: 2000, ageBand: 'junior' });
    const { player } = await createPlayer(t.db);
    const { player: other } = await createPlayer(t.db);
    const base = {
      typeId: adult.id,
      amountSen: 5000,
      method: 'cash',
      reference: 'Desk',
      paidOn: todayInMalaysia(),
      idempotencyKey: key(),
    };
    const url = `/api/admin/members/${player.id}/membership/payments`;
    const wrongFee = await inject('POST', url, officer, { ...base, amountSen: 4999 });
    expect(wrongFee.statusCode).toBe(400);
    expect(wrongFee.json().error).toBe(`The fee for ${adult.name} is RM 50.00`);
    const future = await inject('POST', url, officer, {
      ...base,
      paidOn: addDays(todayInMalaysia(), 2),
    });
    expect(future.json().error).toBe('Payment date cannot be in the future');
    const badDate = await inject('POST', url, officer, { ...base, paidOn: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    const band = await inject('POST', url, officer, {
      ...base,
      typeId: junior.id,
      amountSen: 2000,
    });
    expect(band.statusCode).toBe(400);
    expect(band.json().error).toContain('junior');

    const otherRenewal = (
      await inject('POST', '/api/players/me/membership/renewals', await asPlayer(other.id), {
        typeId: adult.id,
        idempotencyKey: key(),
      })
    ).json();
    const stolen = await inject('POST', url, officer, { ...base, renewalId: otherRenewal.id });
    expect(stolen.statusCode).toBe(404);
    const summary = (
      await inject('GET', `/api/admin/members/${player.id}/membership`, officer)
    ).json();
    expect(summary.payments).toHaveLength(0);
    expect(summary.status).toBe('none');
  });

  it('records no new term of a closed type, except the renewal asked for before it closed', async () => {
    const type = await createMembershipType(t.db, { feeSen: 5000 });
    const { player } = await createPlayer(t.db);
    const { player: asker } = await createPlayer(t.db);
    const renewal = (
      await inject('POST', '/api/players/me/membership/renewals', await asPlayer(asker.id), {
        typeId: type.id,
        idempotencyKey: key(),
      })
    ).json();
    const closed = await inject('PUT', `/api/admin/membership/types/${type.id}`, officer, {
      name: type.name,
      feeSen: 5000,
      durationKind: 'months',
      durationMonths: 12,
      ageBand: 'adult',
      active: false,
    });
    expect(closed.json().active).toBe(false);
    const payment = {
      typeId: type.id,
      amountSen: 5000,
      method: 'cash',
      reference: 'Desk',
      paidOn: todayInMalaysia(),
    };
    const refused = await inject(
      'POST',
      `/api/admin/members/${player.id}/membership/payments`,
      officer,
      {
        ...payment,
        idempotencyKey: key(),
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(`${type.name} is closed to new terms`);
    const confirmed = await inject(
      'POST',
      `/api/admin/members/${asker.id}/membership/payments`,
      officer,
      {
        ...payment,
        renewalId: renewal.id,
        idempotencyKey: key(),
      },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().membership.status).toBe('active');
    // A closed type is not offered for renewal either.
    const options = (
      await inject('GET', '/api/players/me/membership', await asPlayer(player.id))
    ).json().renewalOptions as { id: string }[];
    expect(options.map((o) => o.id)).not.toContain(type.id);
  });

  it('serves receipts as PDF to their owner only, and cancels and changes terms', async () => {
    const type = await createMembershipType(t.db, { feeSen: 5000 });
    const other = await createMembershipType(t.db, { feeSen: 5000 });
    const { player } = await createPlayer(t.db);
    const { player: stranger } = await createPlayer(t.db);
    const paid = await inject(
      'POST',
      `/api/admin/members/${player.id}/membership/payments`,
      officer,
      {
        typeId: type.id,
        amountSen: 5000,
        method: 'card',
        reference: 'POS 77',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    );
    const receipt = paid.json().receiptNumber as string;
    const pdf = await inject(
      'GET',
      `/api/players/me/membership/receipts/${receipt}`,
      await asPlayer(player.id),
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The association's official details (site settings) head every receipt.
    await t.db.insert(siteSettings).values([
      { key: 'registrationNumber', value: 'PPM-001-14-23112026' },
      { key: 'officialAddress', value: 'Kompleks Sukan Negara, 57000 Kuala Lumpur' },
    ]);
    const official = await pdfText(
      new Uint8Array(
        (
          await inject(
            'GET',
            `/api/players/me/membership/receipts/${receipt}`,
            await asPlayer(player.id),
          )
        ).rawPayload,
      ),
    );
    expect(official).toContain('Registration No. PPM-001-14-23112026');
    expect(official).toContain('Kompleks Sukan Negara, 57000 Kuala Lumpur');
    expect(official).toContain(receipt);
    const theirs = await inject(
      'GET',
      `/api/players/me/membership/receipts/${receipt}`,
      await asPlayer(stranger.id),
    );
    expect(theirs.statusCode).toBe(404);
    const cardPdf = await inject('GET', '/api/players/me/card.pdf', await asPlayer(player.id));
    expect(cardPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const changed = await inject(
      'PUT',
      `/api/admin/members/${player.id}/membership/type`,
      officer,
      { typeId: other.id },
    );
    expect(changed.json().typeName).toBe(other.name);
    const cancelled = await inject(
      'POST',
      `/api/admin/members/${player.id}/membership/cancel`,
      officer,
      {
        reason: 'Refunded',
      },
    );
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', expiresOn: null });
  });

  it('filters and exports the players list by membership', async () => {
    const type = await createMembershipType(t.db, { feeSen: 5000 });
    const { player: member } = await createPlayer(t.db, {
      fullName: 'Siti Nurhaliza binti Tarudin',
    });
    await inject('POST', `/api/admin/members/${member.id}/membership/payments`, officer, {
      typeId: type.id,
      amountSen: 5000,
      method: 'cash',
      reference: 'Desk',
      paidOn: todayInMalaysia(),
      idempotencyKey: key(),
    });
    const active = await inject('GET', '/api/players?membership=active&limit=100', officer);
    const row = active.json().find((p: { _id: string }) => p._id === member.id);
    expect(row).toMatchObject({ membershipStatus: 'active', membershipType: type.name });
    const never = await inject('GET', '/api/players?membership=none&limit=100', officer);
    expect(never.json().some((p: { _id: string }) => p._id === member.id)).toBe(false);
    expect((await inject('GET', '/api/players?membership=bogus', officer)).statusCode).toBe(400);

    const csv = await inject('GET', '/api/players/export.csv?membership=active', officer);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    expect(csv.body).toContain('Siti Nurhaliza binti Tarudin');
    expect(csv.body).not.toContain(member.icNumber);
    expect(csv.body).toContain(member.icNumber.slice(-4));
    const full = await inject('GET', '/api/players/export.csv?membership=active&ic=full', officer);
    // The full number as text in the IC format, so a spreadsheet keeps its leading zeros.
    const header = full.body.slice(1).split('\r\n')[0]!.split(',');
    const memberRow = full.body.split('\r\n').find((line) => line.includes('Siti Nurhaliza'))!;
    const ic = memberRow.split(',')[header.indexOf('IC number')];
    expect(ic).toBe(formatIcNumber(member.icNumber));
    expect(ic).toMatch(/^\d{6}-\d{2}-\d{4}$/);
    const refused = await inject('GET', '/api/players/export.csv', content);
    expect(refused.statusCode).toBe(403);
  });

  it('lets a player change their own password, ending their other sessions', async () => {
    const { player, password } = await createPlayer(t.db);
    const here = await asPlayer(player.id);
    const there = await asPlayer(player.id);
    const wrong = await inject('PUT', '/api/players/me/password', here, {
      currentPassword: 'not-it',
      newPassword: 'a-new-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Current password is incorrect');
    const short = await inject('PUT', '/api/players/me/password', here, {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    const ok = await inject('PUT', '/api/players/me/password', here, {
      currentPassword: password,
      newPassword: 'a-new-password-1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await inject('GET', '/api/players/me', there)).statusCode).toBe(401);
    expect((await inject('GET', '/api/players/me', here)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: player.username, password: 'a-new-password-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('counts members, renewals and revenue on the dashboard', async () => {
    const before = (await inject('GET', '/api/admin/membership/dashboard', officer)).json();
    const type = await createMembershipType(t.db, { feeSen: 12345 });
    const { player } = await createPlayer(t.db);
    await inject('POST', `/api/admin/members/${player.id}/membership/payments`, officer, {
      typeId: type.id,
      amountSen: 12345,
      method: 'cash',
      reference: 'Desk',
      paidOn: todayInMalaysia(),
      idempotencyKey: key(),
    });
    const after = (await inject('GET', '/api/admin/membership/dashboard', officer)).json();
    expect(after.active).toBe(before.active + 1);
    expect(after.renewalsThisMonth).toBe(before.renewalsThisMonth + 1);
    expect(after.revenueThisMonthSen).toBe(before.revenueThisMonthSen + 12345);
  });

  it('gives a Malay reader the type name and payment instructions staff wrote in Bahasa Malaysia', async () => {
    // Staff write the Malay name beside the English one; an older client that leaves it out
    // keeps it.
    const created = await inject('POST', '/api/admin/membership/types', officer, {
      name: 'Family annual',
      nameMs: '  Tahunan keluarga ',
      feeSen: 7000,
      durationKind: 'months',
      durationMonths: 12,
      ageBand: 'adult',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Family annual', nameMs: 'Tahunan keluarga' });
    const type = created.json() as { id: string };
    const renamed = await inject('PUT', `/api/admin/membership/types/${type.id}`, officer, {
      name: 'Family annual',
      feeSen: 7500,
      durationKind: 'months',
      durationMonths: 12,
      ageBand: 'adult',
      active: true,
    });
    expect(renamed.json()).toMatchObject({ feeSen: 7500, nameMs: 'Tahunan keluarga' });
    const tooLong = await inject('POST', '/api/admin/membership/types', officer, {
      ...(created.json() as object),
      name: 'Long',
      nameMs: 'x'.repeat(81),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toContain('Name (Bahasa Malaysia) must be at most 80 characters');

    // The same for the payment instructions. English staff wrote before there was a Malay
    // field has no Malay: the default one (with the default bank account) is not shown.
    await t.db
      .insert(siteSettings)
      .values({ key: 'paymentInstructions', value: 'Pay by bank transfer to RHB 2000 0001.' });
    const before = (await inject('GET', '/api/admin/membership/settings', officer)).json();
    expect(before).toMatchObject({ paymentInstructionsMs: '' });
    const settings = {
      graceDays: 30,
      paymentInstructions: 'Pay by bank transfer to Maybank 5140 0000 0001.',
      paymentInstructionsMs: 'Bayar melalui pindahan bank ke Maybank 5140 0000 0001.',
    };
    const saved = await inject('PUT', '/api/admin/membership/settings', officer, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(settings);
    const older = await inject('PUT', '/api/admin/membership/settings', officer, {
      graceDays: 30,
      paymentInstructions: settings.paymentInstructions,
    });
    expect(older.json()).toEqual(settings);

    // The portal API carries both languages; the page shows the one it is in.
    const { player: aina } = await createPlayer(t.db, { language: 'ms', fullName: 'Nurul Aina' });
    const asAina = await asPlayer(aina.id);
    const offered = (await inject('GET', '/api/players/me/membership', asAina)).json();
    expect(offered.renewalOptions).toContainEqual(
      expect.objectContaining({ id: type.id, name: 'Family annual', nameMs: 'Tahunan keluarga' }),
    );
    expect(offered.paymentInstructionsMs).toBe(settings.paymentInstructionsMs);

    const paid = await inject(
      'POST',
      `/api/admin/members/${aina.id}/membership/payments`,
      officer,
      {
        typeId: type.id,
        amountSen: 7500,
        method: 'bank_transfer',
        reference: 'MBB 990011',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    );
    expect(paid.statusCode).toBe(200);
    const member = paid.json().membership;
    expect(member).toMatchObject({ typeName: 'Family annual', typeNameMs: 'Tahunan keluarga' });
    expect(member.terms[0]).toMatchObject({ typeNameMs: 'Tahunan keluarga' });
    expect(member.payments[0]).toMatchObject({ typeNameMs: 'Tahunan keluarga' });
    const card = (await inject('GET', '/api/players/me/card', asAina)).json();
    expect(card).toMatchObject({ typeName: 'Family annual', typeNameMs: 'Tahunan keluarga' });

    // Her card and receipt (PDFs in her language) name the type in Malay.
    const pdf = async (url: string, headers: object) =>
      pdfText(new Uint8Array((await inject('GET', url, headers)).rawPayload));
    const cardText = await pdf('/api/players/me/card.pdf', asAina);
    expect(cardText).toContain('Tahunan keluarga');
    expect(cardText).not.toContain('Family annual');
    const receipt = await pdf(
      `/api/players/me/membership/receipts/${paid.json().receiptNumber as string}`,
      asAina,
    );
    expect(receipt).toContain('Keahlian: Tahunan keluarga');

    // An English reader's card keeps the English name.
    const { player: ben } = await createPlayer(t.db, { language: 'en' });
    await inject('POST', `/api/admin/members/${ben.id}/membership/payments`, officer, {
      typeId: type.id,
      amountSen: 7500,
      method: 'cash',
      reference: 'Desk',
      paidOn: todayInMalaysia(),
      idempotencyKey: key(),
    });
    const benCard = await pdf('/api/players/me/card.pdf', await asPlayer(ben.id));
    expect(benCard).toContain('Family annual');
  });
});

describe('card checks are rate-limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { CARD_CHECKS_PER_IP_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, for that address only', async () => {
    const check = (ip: string) =>
      t.app.inject({ method: 'GET', url: `/api/verify/${'C'.repeat(22)}`, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await check('203.0.113.7')).statusCode).toBe(404);
    const refused = await check('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toContain('Too many card checks');
    expect((await check('203.0.113.8')).statusCode).toBe(404);
  });
});
