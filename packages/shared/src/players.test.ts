import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  AGE_FILTERS,
  GENDERS,
  MALAYSIAN_STATES,
  PLAYER_STATUSES,
  SKILL_LEVELS,
  adminUpdatePlayerInputSchema,
  ageMatchesFilter,
  createRegisterPlayerInputSchema,
  duprIdSchema,
  duprRatingSchema,
  playerLoginInputSchema,
  playerLoginResultSchema,
  playerSchema,
  skillLevelFromDupr,
  updatePlayerProfileInputSchema,
  updatePlayerStatusInputSchema,
} from './players';

/** The issues of a failed parse as 'path: message' strings. */
function issuesOf(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('constants', () => {
  it('lists the 16 states of spec §9 in order', () => {
    expect(MALAYSIAN_STATES).toHaveLength(16);
    expect(MALAYSIAN_STATES[0]).toBe('Johor');
    expect(MALAYSIAN_STATES[4]).toBe('Labuan');
    expect(MALAYSIAN_STATES[15]).toBe('Terengganu');
    expect([...MALAYSIAN_STATES].sort()).toEqual([...MALAYSIAN_STATES]);
  });

  it('has the genders and statuses of the spec', () => {
    expect(GENDERS).toEqual(['Male', 'Female']);
    expect(PLAYER_STATUSES).toEqual(['active', 'inactive', 'suspended']);
  });
});

describe('ageMatchesFilter', () => {
  it('labels the bands as the admin filter shows them', () => {
    expect(AGE_FILTERS.map((f) => f.label)).toEqual([
      'Under 18',
      '18-30',
      '31-45',
      '46-60',
      'Over 60',
    ]);
  });

  it.each([
    [0, 'under-18'],
    [17, 'under-18'],
    [17.9, 'under-18'],
    [18, '18-30'],
    [30, '18-30'],
    [31, '31-45'],
    [45, '31-45'],
    [46, '46-60'],
    [60, '46-60'],
    [61, 'over-60'],
    [99, 'over-60'],
  ] as const)('age %s is only in %s', (age, band) => {
    for (const filter of AGE_FILTERS) {
      expect(ageMatchesFilter(age, filter.value)).toBe(filter.value === band);
    }
    expect(ageMatchesFilter(age, 'all')).toBe(true);
  });

  it('never matches an unknown age to a band', () => {
    for (const filter of AGE_FILTERS) {
      expect(ageMatchesFilter(null, filter.value)).toBe(false);
      expect(ageMatchesFilter(undefined, filter.value)).toBe(false);
    }
    expect(ageMatchesFilter(null, 'all')).toBe(true);
  });

  it('puts every whole age in exactly one band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), (age) => {
        return AGE_FILTERS.filter((f) => ageMatchesFilter(age, f.value)).length === 1;
      }),
    );
  });
});

describe('skillLevelFromDupr', () => {
  it.each([
    [undefined, 'Beginner'],
    [null, 'Beginner'],
    [Number.NaN, 'Beginner'],
    [0, 'Beginner'],
    [0.001, 'Novice'],
    [2.499, 'Novice'],
    [2.5, 'Intermediate'],
    [2.999, 'Intermediate'],
    [3, 'Intermediate+'],
    [3.499, 'Intermediate+'],
    [3.5, 'Advanced'],
    [3.999, 'Advanced'],
    [4, 'Advanced+'],
    [4.499, 'Advanced+'],
    [4.5, 'Elite'],
    [8, 'Elite'],
  ])('%s → %s', (rating, level) => {
    expect(skillLevelFromDupr(rating)).toBe(level);
  });

  it('agrees with the bands for every rating given to 3 decimals', () => {
    const expected = (thousandths: number) => {
      if (thousandths === 0) return 'Beginner';
      const index = [2500, 3000, 3500, 4000, 4500].findIndex((limit) => thousandths < limit);
      return SKILL_LEVELS[index === -1 ? 6 : index + 1];
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8000 }), (n) => {
        return skillLevelFromDupr(n / 1000) === expected(n);
      }),
    );
  });

  it('is monotonic in the rating', () => {
    const rank = (r: number) => SKILL_LEVELS.indexOf(skillLevelFromDupr(r));
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 8, noNaN: true }),
        fc.double({ min: 0, max: 8, noNaN: true }),
        (a, b) => rank(Math.min(a, b)) <= rank(Math.max(a, b)),
      ),
    );
  });
});

describe('duprRatingSchema', () => {
  it.each([
    [0, 0],
    [8, 8],
    [3.123, 3.123],
    ['3.123', 3.123],
    [' 4.5 ', 4.5],
    ['0', 0],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('accepts %j as %s', (input, output) => {
    expect(duprRatingSchema.parse(input)).toBe(output);
  });

  it.each([
    [3.1234, 'DUPR rating can have at most 3 decimal places'],
    ['3.1234', 'DUPR rating can have at most 3 decimal places'],
    [8.001, 'DUPR rating must be between 0 and 8'],
    ['-0.001', 'DUPR rating must be between 0 and 8'],
    ['abc', 'DUPR rating must be a number'],
    ['1e3', 'DUPR rating must be a number'],
    [Number.POSITIVE_INFINITY, 'DUPR rating must be a number'],
    [true, 'DUPR rating must be a number'],
  ])('rejects %j with %j', (input, message) => {
    expect(issuesOf(duprRatingSchema.safeParse(input))).toContain(`: ${message}`);
  });

  it('accepts every step of 0.001 in 0–8, as number or string, unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8000 }), (n) => {
        const rating = n / 1000;
        return (
          duprRatingSchema.parse(rating) === rating &&
          duprRatingSchema.parse(String(rating)) === rating
        );
      }),
    );
  });

  it('rejects every fourth decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 79_999 }), fc.integer({ min: 1, max: 9 }), (n, d) => {
        return !duprRatingSchema.safeParse((n - (n % 10) + d) / 10_000).success;
      }),
    );
  });
});

describe('duprIdSchema', () => {
  it('trims, treats blank as absent and caps at 50 characters', () => {
    expect(duprIdSchema.parse('  ABC123 ')).toBe('ABC123');
    expect(duprIdSchema.parse('   ')).toBeUndefined();
    expect(duprIdSchema.parse(null)).toBeUndefined();
    expect(duprIdSchema.parse(undefined)).toBeUndefined();
    expect(duprIdSchema.safeParse('x'.repeat(50)).success).toBe(true);
    expect(issuesOf(duprIdSchema.safeParse('x'.repeat(51)))).toEqual([
      ': DUPR ID must be at most 50 characters',
    ]);
  });
});

describe('registerPlayerInputSchema', () => {
  const today = () => new Date('2026-06-15T12:00:00+08:00');
  const schema = createRegisterPlayerInputSchema(today);
  const valid = {
    fullName: '  Siti Aminah binti Ahmad ',
    gender: 'Female',
    icNumber: '900101-10-5555',
    email: ' siti@example.my ',
    phoneNumber: '+60 12-345 6789',
    addressLine1: '12 Jalan Ampang',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    username: 'siti.aminah',
    password: 'correct horse',
    confirmPassword: 'correct horse',
    termsAccepted: true,
  };
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
      duprId: undefined,
      duprRating: undefined,
    });
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
      expect(issuesOf(parse({ icNumber, guardianConsent }))).toEqual(expected);
    });

    it('reports the consent rule alongside other field errors', () => {
      expect(issuesOf(parse({ icNumber: '130615105555', city: '' }))).toEqual([
        'city: City is required',
        consent,
      ]);
    });

    it('uses "today" at parse time', () => {
      let now = new Date('2026-06-15T12:00:00+08:00');
      const live = createRegisterPlayerInputSchema(() => now);
      const input = { ...valid, icNumber: '130616105555' };
      expect(live.safeParse(input).success).toBe(false);
      now = new Date('2026-06-16T00:00:00+08:00');
      expect(issuesOf(live.safeParse(input))).toEqual([consent]);
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

describe('profile edits', () => {
  const profile = {
    fullName: 'Siti',
    email: 'siti@example.my',
    phoneNumber: '0123456789',
    gender: 'Female',
    addressLine1: '12 Jalan Ampang',
    city: 'Kuala Lumpur',
    state: 'Selangor',
  };

  it('lets players edit their profile but not status, playerId or IC', () => {
    const result = updatePlayerProfileInputSchema.parse({
      ...profile,
      duprRating: '4.5',
      status: 'active',
      playerId: 'MPA9',
      icNumber: '900101105555',
    });
    expect(result.duprRating).toBe(4.5);
    expect(Object.keys(result)).not.toEqual(
      expect.arrayContaining(['status', 'playerId', 'icNumber']),
    );
    expect(issuesOf(updatePlayerProfileInputSchema.safeParse({ ...profile, city: ' ' }))).toEqual([
      'city: City is required',
    ]);
  });

  it('requires a status for the admin edit and still ignores the IC', () => {
    expect(issuesOf(adminUpdatePlayerInputSchema.safeParse(profile))).toEqual([
      'status: Please select a status',
    ]);
    const result = adminUpdatePlayerInputSchema.parse({
      ...profile,
      status: 'suspended',
      icNumber: '1',
    });
    expect(result.status).toBe('suspended');
    expect(result).not.toHaveProperty('icNumber');
    expect(updatePlayerStatusInputSchema.parse({ status: 'inactive' })).toEqual({
      status: 'inactive',
    });
    expect(updatePlayerStatusInputSchema.safeParse({ status: 'banned' }).success).toBe(false);
  });
});

describe('login and wire records', () => {
  it('requires username and password', () => {
    expect(issuesOf(playerLoginInputSchema.safeParse({}))).toEqual([
      'username: Username is required',
      'password: Password is required',
    ]);
    expect(issuesOf(playerLoginInputSchema.safeParse({ username: '  ', password: '' }))).toEqual([
      'username: Username is required',
      'password: Password is required',
    ]);
  });

  const player = {
    _id: 'a1',
    playerId: 'MPA0001',
    fullName: 'Siti',
    email: 'siti@example.my',
    phoneNumber: '0123456789',
    gender: 'Female',
    icNumber: '******-**-5555',
    age: 36,
    dateOfBirth: '1990-01-01',
    addressLine1: '12 Jalan Ampang',
    addressLine2: null,
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    username: 'siti',
    profilePicture: null,
    status: 'active',
    duprId: null,
    duprRating: 3.5,
    membershipType: 'Standard',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('describes the player record without any password', () => {
    expect(playerSchema.parse({ ...player, password: 'hash' })).toEqual(player);
  });

  it('describes the login result with player.id', () => {
    const result = playerLoginResultSchema.parse({ token: 't', player: { ...player, id: 'a1' } });
    expect(Object.keys(result.player).sort()).toEqual(
      [
        'id',
        'playerId',
        'fullName',
        'email',
        'username',
        'profilePicture',
        'status',
        'phoneNumber',
        'gender',
        'city',
        'state',
      ].sort(),
    );
  });
});
