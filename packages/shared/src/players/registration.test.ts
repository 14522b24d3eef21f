import { describe, expect, it } from 'vitest';

import { MALAYSIAN_STATES, createRegisterPlayerInputSchema } from '../players';
import { registrationInput } from '../testing/player-inputs';
import { issuesOf } from '../testing/zod-issues';

describe('registerPlayerInputSchema', () => {
  const today = () => new Date('2026-06-15T12:00:00+08:00');
  const schema = createRegisterPlayerInputSchema(today);
  const valid = registrationInput();
  const parse = (overrides: Record<string, unknown>) =>
    schema.safeParse({ ...valid, ...overrides });

  it('accepts a complete registration, trimmed, with the IC normalised', () => {
    expect(schema.parse(valid)).toEqual({
      fullName: 'Siti Aminah binti Ahmad',
      gender: 'Female',
      icNumber: '900101105555',
      email: 'siti@example.my',
      phoneNumber: '+60 12-345 6789',
      addressLine1: '12 Jalan Ampang',
      addressLine2: undefined,
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      username: 'siti.aminah',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      termsAccepted: true,
      guardianConsent: false,
      parentalConsent: false,
      parentGuardianName: '',
      parentGuardianIcNumber: '',
      parentGuardianContact: '',
      newsOptIn: false,
      language: 'en',
      duprId: undefined,
      duprRating: undefined,
    });
  });

  it('takes the association news choice from a checkbox, off when absent', () => {
    expect(schema.parse({ ...valid, newsOptIn: 'true' }).newsOptIn).toBe(true);
    expect(schema.parse({ ...valid, newsOptIn: 'false' }).newsOptIn).toBe(false);
    expect(schema.parse(valid).newsOptIn).toBe(false);
  });

  it('accepts multipart strings and drops unknown fields', () => {
    const result = schema.parse({
      ...valid,
      icNumber: '900101105555',
      termsAccepted: 'on',
      guardianConsent: 'true',
      duprRating: '3.25',
      duprId: 'ABC',
      addressLine2: 'Taman Melawati',
      status: 'suspended',
      playerId: 'MPA1',
    });
    expect(result).toMatchObject({ termsAccepted: true, guardianConsent: true, duprRating: 3.25 });
    expect(result).not.toHaveProperty('status');
    expect(result).not.toHaveProperty('playerId');
  });

  it('names every missing required field', () => {
    expect(issuesOf(schema.safeParse({}))).toEqual([
      'fullName: Full name is required',
      'email: Email is required',
      'phoneNumber: Phone number is required',
      'gender: Please select a gender',
      'addressLine1: Address is required',
      'city: City is required',
      'state: Please select a state',
      'icNumber: IC number is required',
      'username: Username is required',
      'password: Password is required',
      'termsAccepted: Please accept the terms and privacy policy!',
    ]);
    expect(issuesOf(parse({ fullName: '   ', email: '' }))).toEqual([
      'fullName: Full name is required',
      'email: Email is required',
    ]);
  });

  it.each(['90010110555', '9001011055551', '901301105555', '900230105555', 'A00101105555'])(
    'rejects the IC number %j',
    (icNumber) => {
      expect(issuesOf(parse({ icNumber }))).toEqual([
        'icNumber: Please enter a valid 12-digit IC number',
      ]);
    },
  );

  it('rejects an IC whose date is later this year (never a future birth date)', () => {
    expect(issuesOf(parse({ icNumber: '261231105555' }))).toEqual([
      'icNumber: Please enter a valid 12-digit IC number',
    ]);
  });

  describe('age rules', () => {
    const under13 = 'icNumber: You must be at least 13 years old to register';
    const consent = 'guardianConsent: Players under 18 need the consent of a parent or guardian';
    /** A minor's parent or guardian, as both forms send them (issue 39). */
    const guardian = {
      parentGuardianName: 'Ahmad bin Abdullah',
      parentGuardianIcNumber: '780412-10-5511',
      parentGuardianContact: '019-876 5432',
    };

    it.each([
      ['130616105555', 12, [under13]], // 13 tomorrow
      ['130616105555', 12, [under13], 'true'], // consent does not help under 13
      ['130615105555', 13, [consent]], // 13 today
      ['130615105555', 13, [], true],
      ['080616105555', 17, [consent]], // 18 tomorrow
      ['080616105555', 17, [consent], 'false'],
      ['080616105555', 17, [], 'on'],
      ['080615105555', 18, []], // 18 today
      ['270101105555', 99, []], // 1927
    ])('IC %s (age %i) → %j', (icNumber, _age, expected, guardianConsent?: unknown) => {
      expect(issuesOf(parse({ icNumber, guardianConsent, ...guardian }))).toEqual(expected);
    });

    it('reports the consent rule alongside other field errors', () => {
      expect(issuesOf(parse({ icNumber: '130615105555', city: '', ...guardian }))).toEqual([
        'city: City is required',
        consent,
      ]);
    });

    it('takes the old frontend’s parentalConsent as the consent', () => {
      expect(
        issuesOf(parse({ icNumber: '130615105555', parentalConsent: 'true', ...guardian })),
      ).toEqual([]);
    });

    it('asks a minor for the parent or guardian: name, an adult’s IC number (not their own), a phone', () => {
      const minor = { icNumber: '100101105555', guardianConsent: 'true' };
      expect(issuesOf(parse(minor))).toEqual([
        'parentGuardianName: Enter the name of your parent or guardian',
        "parentGuardianIcNumber: Enter your parent's or guardian's 12-digit IC number",
        'parentGuardianContact: Enter a phone number for your parent or guardian',
      ]);
      // Shown with the other problems, not after them.
      expect(issuesOf(parse({ ...minor, city: '' }))).toContain(
        'parentGuardianName: Enter the name of your parent or guardian',
      );
      expect(
        issuesOf(parse({ ...minor, ...guardian, parentGuardianIcNumber: '100101-10-5555' })),
      ).toEqual([
        "parentGuardianIcNumber: Enter your parent's or guardian's IC number, not your own",
      ]);
      expect(
        issuesOf(parse({ ...minor, ...guardian, parentGuardianIcNumber: '100505105511' })),
      ).toEqual(['parentGuardianIcNumber: Your parent or guardian must be 18 or over']);
      expect(issuesOf(parse({ ...minor, ...guardian, parentGuardianContact: 'call me' }))).toEqual([
        'parentGuardianContact: Enter a phone number for your parent or guardian',
      ]);
      expect(issuesOf(parse({ ...minor, ...guardian }))).toEqual([]);
      // An adult's guardian fields are not checked (nor kept).
      expect(issuesOf(parse({ parentGuardianName: 'x', parentGuardianIcNumber: 'y' }))).toEqual([]);
    });

    it('uses "today" at parse time', () => {
      let now = new Date('2026-06-15T12:00:00+08:00');
      const live = createRegisterPlayerInputSchema(() => now);
      const input = { ...valid, icNumber: '130616105555' };
      expect(live.safeParse(input).success).toBe(false);
      now = new Date('2026-06-16T00:00:00+08:00');
      expect(issuesOf(live.safeParse({ ...input, ...guardian }))).toEqual([consent]);
    });
  });

  describe('passwords', () => {
    it('accepts a missing confirmation (older clients)', () => {
      expect(parse({ confirmPassword: undefined }).success).toBe(true);
      expect(parse({ confirmPassword: null }).success).toBe(true);
    });

    it('rejects a different confirmation, alongside other field errors', () => {
      expect(issuesOf(parse({ confirmPassword: 'correct horsf' }))).toEqual([
        'confirmPassword: Passwords do not match!',
      ]);
      expect(issuesOf(parse({ confirmPassword: '', city: '' }))).toEqual([
        'city: City is required',
        'confirmPassword: Passwords do not match!',
      ]);
    });

    it('checks the password length', () => {
      expect(issuesOf(parse({ password: 'short12', confirmPassword: 'short12' }))).toEqual([
        'password: Password must be at least 8 characters',
      ]);
      const long = 'x'.repeat(129);
      expect(issuesOf(parse({ password: long, confirmPassword: long }))).toEqual([
        'password: Password must be at most 128 characters',
      ]);
      expect(parse({ password: 'x'.repeat(128), confirmPassword: 'x'.repeat(128) }).success).toBe(
        true,
      );
    });
  });

  it.each([true, 'true', 'on', 'TRUE'])('accepts the terms as %j', (termsAccepted) => {
    expect(parse({ termsAccepted }).success).toBe(true);
  });

  it.each([false, 'false', '', undefined, null, 1])('rejects the terms as %j', (termsAccepted) => {
    expect(issuesOf(parse({ termsAccepted }))).toEqual([
      'termsAccepted: Please accept the terms and privacy policy!',
    ]);
  });

  it.each(['a@b', 'not-an-email', 'siti@@example.my'])('rejects the email %j', (email) => {
    expect(issuesOf(parse({ email }))).toEqual(['email: Please enter a valid email address']);
  });

  it.each(['012-3456789', '+60123456789', '03 2161 1234', '1234567'])(
    'accepts the phone number %j',
    (phoneNumber) => {
      expect(parse({ phoneNumber }).success).toBe(true);
    },
  );

  it.each(['123456', '012-345-67a9', '60+123456789', '+60 1234 5678 9012 3456', '--- ---'])(
    'rejects the phone number %j',
    (phoneNumber) => {
      expect(issuesOf(parse({ phoneNumber })).at(-1)).toBe(
        'phoneNumber: Please enter a valid phone number',
      );
    },
  );

  it.each([
    ['ab', 'username: Username must be at least 3 characters'],
    ['x'.repeat(31), 'username: Username must be at most 30 characters'],
    [
      'siti aminah',
      'username: Username may contain only letters, digits, dots, dashes and underscores',
    ],
  ])('rejects the username %j', (username, message) => {
    expect(issuesOf(parse({ username }))).toEqual([message]);
  });

  it('accepts only the 16 states and the two genders', () => {
    expect(issuesOf(parse({ state: 'Singapore' }))).toEqual(['state: Please select a state']);
    expect(issuesOf(parse({ gender: 'male' }))).toEqual(['gender: Please select a gender']);
    for (const state of MALAYSIAN_STATES) expect(parse({ state }).success).toBe(true);
  });
});
