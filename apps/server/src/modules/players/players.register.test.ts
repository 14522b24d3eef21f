import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES } from '@app/shared/common';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { testIcCipher } from '../../../test/data-keys';
import { randomIcNumber } from '../../../test/factories/players';
import { registrationRequest } from '../../../test/factories/registration';
import { pngImage } from '../../../test/images';
import { waitForMail } from '../../../test/mail';

async function playerCount(t: TestApp) {
  const result = await t.db.execute(sql`select count(*)::int as n from players`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('POST /api/players/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('registers a player: member number, Standard membership, welcome message and e-mail', async () => {
    const { fields, request } = registrationRequest({}, [
      {
        field: 'profilePicture',
        filename: 'me.png',
        contentType: 'image/png',
        data: await pngImage(300, 300),
      },
    ]);
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(201);
    const player = res.json();
    expect(player).toMatchObject({
      fullName: fields.fullName,
      email: fields.email,
      username: fields.username,
      gender: 'Female',
      state: 'Kuala Lumpur',
      status: 'active',
      membershipType: 'Standard',
      duprRating: 3.25,
      duprId: 'DUPR123',
      addressLine2: 'Taman Melawati',
    });
    expect(player.playerId).toMatch(/^MPA\d{6}$/);
    expect(player.icNumber).toBe(`******-**-${fields.icNumber!.slice(8)}`);
    expect(player.dateOfBirth).toMatch(/^19\d\d-\d\d-\d\d$/);
    expect(player.age).toBeGreaterThanOrEqual(30);
    expect(player.profilePicture).toMatch(/^\/uploads\/players\/.+\.webp$/);
    expect(JSON.stringify(player)).not.toMatch(/password|argon/i);

    const mail = await waitForMail(t, (m) => m.to === fields.email);
    expect(mail.subject).toContain('Welcome');
    expect(mail.text).toContain(player.playerId);
    expect(mail.text).not.toContain(fields.password);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: fields.username, password: fields.password },
    });
    expect(login.statusCode).toBe(200);
    const inbox = await t.app.inject({
      method: 'GET',
      url: `/api/players/${player._id}/messages`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(inbox.json()).toHaveLength(1);
    expect(inbox.json()[0]).toMatchObject({
      read: false,
      subject: expect.stringContaining('Welcome'),
    });
  });

  it('accepts a formatted IC and no confirmPassword (older clients)', async () => {
    const ic = randomIcNumber(1988);
    const { request } = registrationRequest({
      icNumber: `${ic.slice(0, 6)}-${ic.slice(6, 8)}-${ic.slice(8)}`,
      confirmPassword: undefined,
    });
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(201);
    const check = await t.app.inject({ method: 'GET', url: `/api/players/check-ic/${ic}` });
    expect(check.json()).toEqual({ exists: true });
  });

  const refusals: [string, Record<string, string | undefined>, string][] = [
    ['a missing full name', { fullName: undefined }, 'Full name is required'],
    ['a missing gender', { gender: undefined }, 'gender'],
    ['a missing IC number', { icNumber: undefined }, 'IC'],
    ['a missing e-mail', { email: undefined }, 'Email is required'],
    ['a missing phone number', { phoneNumber: undefined }, 'hone'],
    ['a missing address', { addressLine1: undefined }, 'ddress'],
    ['a missing city', { city: undefined }, 'ity'],
    ['a missing state', { state: undefined }, 'state'],
    ['an unknown state', { state: 'Atlantis' }, 'Please select a state'],
    ['a missing username', { username: undefined }, 'sername'],
    ['a missing password', { password: undefined, confirmPassword: undefined }, 'assword'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['mismatched passwords', { confirmPassword: 'something-else' }, 'Passwords do not match!'],
    [
      'terms not accepted',
      { termsAccepted: 'false' },
      'Please accept the terms and privacy policy!',
    ],
    ['terms missing', { termsAccepted: undefined }, 'Please accept the terms and privacy policy!'],
    [
      'a player under 13',
      { icNumber: randomIcNumber(new Date().getFullYear() - 10) },
      'You must be at least 13 years old to register',
    ],
    [
      'a 15-year-old without guardian consent',
      { icNumber: randomIcNumber(new Date().getFullYear() - 15, 1, 1) },
      'Players under 18 need the consent of a parent or guardian',
    ],
    ['a DUPR rating above 8', { duprRating: '8.5' }, 'DUPR'],
    ['an invalid IC', { icNumber: '991399000000' }, 'Please enter a valid 12-digit IC number'],
  ];

  for (const [name, overrides, message] of refusals) {
    it(`refuses ${name} with 400 and stores nothing`, async () => {
      const before = await playerCount(t);
      const res = await t.app.inject(registrationRequest(overrides).request);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
      expect(await playerCount(t)).toBe(before);
    });
  }

  it('accepts a 15-year-old with guardian consent and keeps the guardian, the IC sealed', async () => {
    const guardianIc = randomIcNumber(1978);
    const minor = {
      icNumber: randomIcNumber(new Date().getFullYear() - 15, 1, 1),
      guardianConsent: 'true',
    };
    // The guardian is named too: name, IC number (an adult's, not the player's) and phone.
    const missing: [Record<string, string>, string, string][] = [
      [{}, 'Enter the name of your parent or guardian', 'Masukkan nama ibu bapa atau penjaga anda'],
      [
        { parentGuardianName: 'Ahmad bin Abdullah', parentGuardianIcNumber: minor.icNumber },
        "Enter your parent's or guardian's IC number, not your own",
        'Masukkan nombor kad pengenalan ibu bapa atau penjaga anda, bukan nombor anda sendiri',
      ],
      [
        {
          parentGuardianName: 'Ahmad bin Abdullah',
          parentGuardianIcNumber: randomIcNumber(new Date().getFullYear() - 16),
        },
        'Your parent or guardian must be 18 or over',
        'Ibu bapa atau penjaga anda mesti berumur 18 tahun ke atas',
      ],
      [
        { parentGuardianName: 'Ahmad bin Abdullah', parentGuardianIcNumber: guardianIc },
        'Enter a phone number for your parent or guardian',
        'Masukkan nombor telefon ibu bapa atau penjaga anda',
      ],
    ];
    for (const [fields, english, malay] of missing) {
      const before = await playerCount(t);
      const { request } = registrationRequest({ ...minor, ...fields });
      const res = await t.app.inject(request);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: english, code: 'VALIDATION_FAILED' });
      const ms = await t.app.inject({
        ...request,
        headers: { ...request.headers, 'x-language': 'ms' },
      });
      expect(ms.json().error).toBe(malay);
      expect(await playerCount(t)).toBe(before);
    }

    const res = await t.app.inject(
      registrationRequest({
        ...minor,
        parentGuardianName: 'Ahmad bin Abdullah',
        parentGuardianIcNumber: `${guardianIc.slice(0, 6)}-${guardianIc.slice(6, 8)}-${guardianIc.slice(8)}`,
        parentGuardianContact: '019-876 5432',
      }).request,
    );
    expect(res.statusCode).toBe(201);
    const stored = await t.db.execute(
      sql`select g.*, p.guardian_consent_at from player_guardians g join players p on p.id = g.player_id where g.player_id = ${res.json()._id}`,
    );
    const [guardian] = (stored as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(guardian).toMatchObject({
      full_name: 'Ahmad bin Abdullah',
      contact: '019-876 5432',
      ic_last4: guardianIc.slice(8),
    });
    expect(guardian!.guardian_consent_at).not.toBeNull();
    expect(JSON.stringify(guardian)).not.toContain(guardianIc);
    expect(
      testIcCipher.open({
        icCiphertext: String(guardian!.ic_ciphertext),
        icKeyId: String(guardian!.ic_key_id),
      }),
    ).toBe(guardianIc);

    // An adult's guardian fields are not kept.
    const adult = await t.app.inject(
      registrationRequest({
        parentGuardianName: 'Not needed',
        parentGuardianIcNumber: guardianIc,
        parentGuardianContact: '019-876 5432',
      }).request,
    );
    expect(adult.statusCode).toBe(201);
    const none = await t.db.execute(
      sql`select count(*)::int as n from player_guardians where player_id = ${adult.json()._id}`,
    );
    expect((none as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses duplicates of IC, e-mail and username (any case) with the matching message', async () => {
    const first = registrationRequest();
    expect((await t.app.inject(first.request)).statusCode).toBe(201);
    const cases: [Record<string, string>, string][] = [
      [{ icNumber: first.fields.icNumber! }, 'IC number already registered'],
      [{ email: first.fields.email!.toUpperCase() }, 'Email already registered'],
      [{ username: first.fields.username!.toUpperCase() }, 'Username already taken'],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.app.inject(registrationRequest(overrides).request);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('refuses a non-image or oversized picture, storing nothing', async () => {
    const before = await playerCount(t);
    const notImage = await t.app.inject(
      registrationRequest({}, [
        {
          field: 'profilePicture',
          filename: 'x.png',
          contentType: 'image/png',
          data: Buffer.from('<script>alert(1)</script>'),
        },
      ]).request,
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error).toBe('Please select a valid image file');
    const huge = await t.app.inject(
      registrationRequest({}, [
        {
          field: 'profilePicture',
          filename: 'big.png',
          contentType: 'image/png',
          data: Buffer.concat([await pngImage(), Buffer.alloc(MAX_IMAGE_BYTES)]),
        },
      ]).request,
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('File size must be less than 5MB');
    expect(await playerCount(t)).toBe(before);
  });

  it('lets exactly one of 20 concurrent registrations with the same IC through', async () => {
    const ic = randomIcNumber(1991);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject(registrationRequest({ icNumber: ic }).request)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json().error).toBe('IC number already registered');
  });

  it('answers the IC check with { exists }, false for anything but a registered IC', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players/check-ic/12345' })).json(),
    ).toEqual({ exists: false });
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/players/check-ic/${randomIcNumber()}` })
      ).json(),
    ).toEqual({ exists: false });
  });
});

describe('registration rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ registrationsPerIpPerHour: 3 });
  });
  afterAll(() => t.close());

  it('refuses the 4th registration from one address in an hour with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await t.app.inject({ ...registrationRequest().request, remoteAddress: '10.2.2.2' }))
          .statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(
      (await t.app.inject({ ...registrationRequest().request, remoteAddress: '10.2.2.3' }))
        .statusCode,
    ).toBe(201);
  });
});
