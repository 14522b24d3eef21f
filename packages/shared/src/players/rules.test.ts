import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  AGE_FILTERS,
  GENDERS,
  MALAYSIAN_STATES,
  PLAYER_STATUSES,
  SKILL_LEVELS,
  ageMatchesFilter,
  duprIdSchema,
  duprRatingSchema,
  skillLevelFromDupr,
} from '../players';
import { issuesOf } from '../testing/zod-issues';

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
