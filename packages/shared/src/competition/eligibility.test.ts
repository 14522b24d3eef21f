import { describe, expect, it } from 'vitest';

import {
  ELIGIBILITY_MESSAGES,
  entrantFactsOn,
  entryRefusals,
  MIXED_PAIR_MESSAGE,
  refusalMessage,
  type DivisionRules,
  type EntrantFacts,
} from './eligibility';

// Eligibility's one entry point, one rule at a time (the server's route tests cover the paths).

const FIRST_DAY = '2026-06-15';

const division = (rules: Partial<DivisionRules> = {}): DivisionRules => ({
  discipline: 'womens_singles',
  ageGroup: 'open',
  minSkill: null,
  maxSkill: null,
  minDupr: null,
  maxDupr: null,
  ...rules,
});

const player = (facts: Partial<EntrantFacts> = {}): EntrantFacts => ({
  gender: 'Female',
  dateOfBirth: '1990-05-05',
  duprRating: 3.2,
  membershipActive: true,
  ...facts,
});

const reasonsOf = (rules: Partial<DivisionRules>, facts: Partial<EntrantFacts>) =>
  entryRefusals(division(rules), FIRST_DAY, player(facts)).map((r) => r.reason);

describe('eligibility: membership', () => {
  it('needs a membership active (or in grace) on the day of entry', () => {
    expect(reasonsOf({}, {})).toEqual([]);
    expect(reasonsOf({}, { membershipActive: false })).toEqual(['membership']);
  });

  it('counts a lapsed membership during its grace days, not after', () => {
    const row = {
      gender: 'Female' as const,
      dateOfBirth: null,
      duprRating: null,
      membershipExpiresOn: '2026-06-01',
      membershipSuspendedAt: null,
      membershipCancelledAt: null,
    };
    expect(entrantFactsOn(row, '2026-06-01', 0).membershipActive).toBe(true);
    expect(entrantFactsOn(row, '2026-06-08', 7).membershipActive).toBe(true);
    expect(entrantFactsOn(row, '2026-06-09', 7).membershipActive).toBe(false);
    expect(
      entrantFactsOn({ ...row, membershipSuspendedAt: '2026-05-01' }, '2026-05-02', 7)
        .membershipActive,
    ).toBe(false);
    expect(entrantFactsOn({ ...row, membershipExpiresOn: null }, '2026-05-02', 7)).toEqual({
      gender: 'Female',
      dateOfBirth: null,
      duprRating: null,
      membershipActive: false,
    });
  });
});

describe('eligibility: age on the tournament’s first day (Malaysia)', () => {
  it('is under the limit of a junior group on the first day', () => {
    expect(reasonsOf({ ageGroup: 'u18' }, { dateOfBirth: '2008-06-16' })).toEqual([]);
    expect(reasonsOf({ ageGroup: 'u18' }, { dateOfBirth: '2008-06-15' })).toEqual(['age']);
  });

  it('is at least the age of a senior group on the first day', () => {
    expect(reasonsOf({ ageGroup: '35plus' }, { dateOfBirth: '1991-06-15' })).toEqual([]);
    expect(reasonsOf({ ageGroup: '35plus' }, { dateOfBirth: '1991-06-16' })).toEqual(['age']);
  });

  it('needs a date of birth for an age group, not for open', () => {
    expect(reasonsOf({ ageGroup: 'u14' }, { dateOfBirth: null })).toEqual(['age']);
    expect(reasonsOf({ ageGroup: 'open' }, { dateOfBirth: null })).toEqual([]);
  });
});

describe('eligibility: gender', () => {
  it("follows the discipline: men's for men, women's for women, mixed for either", () => {
    expect(reasonsOf({ discipline: 'mens_singles' }, { gender: 'Female' })).toEqual(['gender']);
    expect(reasonsOf({ discipline: 'womens_doubles' }, { gender: 'Male' })).toEqual(['gender']);
    expect(reasonsOf({ discipline: 'mixed_doubles' }, { gender: 'Male' })).toEqual([]);
  });

  it('makes a mixed pair one man and one woman; other pairs follow each player', () => {
    const mixed = division({ discipline: 'mixed_doubles' });
    const man = player({ gender: 'Male' });
    const woman = player();
    expect(entryRefusals(mixed, FIRST_DAY, man, woman)).toEqual([]);
    expect(entryRefusals(mixed, FIRST_DAY, woman, woman)).toEqual([
      { who: 'pair', reason: 'pair' },
    ]);
    expect(
      entryRefusals(division({ discipline: 'womens_doubles' }), FIRST_DAY, woman, woman),
    ).toEqual([]);
  });
});

describe('eligibility: skill band', () => {
  it('keeps a DUPR range, inclusive, and needs a rating for it', () => {
    const band = { minDupr: 3, maxDupr: 3.5 };
    expect(reasonsOf(band, { duprRating: 3 })).toEqual([]);
    expect(reasonsOf(band, { duprRating: 3.5 })).toEqual([]);
    expect(reasonsOf(band, { duprRating: 2.99 })).toEqual(['skill']);
    expect(reasonsOf(band, { duprRating: 3.51 })).toEqual(['skill']);
    expect(reasonsOf(band, { duprRating: null })).toEqual(['skill']);
  });

  it('keeps a skill level range (no rating: Beginner)', () => {
    const band = { minSkill: 'Intermediate', maxSkill: 'Advanced' };
    expect(reasonsOf(band, { duprRating: 3.2 })).toEqual([]);
    expect(reasonsOf(band, { duprRating: 4.6 })).toEqual(['skill']);
    expect(reasonsOf(band, { duprRating: null })).toEqual(['skill']);
    expect(reasonsOf({ maxSkill: 'Novice' }, { duprRating: null })).toEqual([]);
  });
});

describe('eligibility: the one entry point', () => {
  it('tells your reasons, then your partner’s, then the pair’s, each in rule order', () => {
    const mixed = division({ discipline: 'mixed_doubles', ageGroup: 'u18', minDupr: 4 });
    const you = player({ membershipActive: false, dateOfBirth: '1990-01-01', duprRating: 2 });
    const partner = player({ duprRating: 4.2, dateOfBirth: '2010-01-01' });
    const refusals = entryRefusals(mixed, FIRST_DAY, you, partner);
    expect(refusals).toEqual([
      { who: 'you', reason: 'membership' },
      { who: 'you', reason: 'age' },
      { who: 'you', reason: 'skill' },
      { who: 'pair', reason: 'pair' },
    ]);
    expect(refusals.map(refusalMessage)).toEqual([
      ELIGIBILITY_MESSAGES.membership.you,
      ELIGIBILITY_MESSAGES.age.you,
      ELIGIBILITY_MESSAGES.skill.you,
      MIXED_PAIR_MESSAGE,
    ]);
  });

  it('judges a partner alone when the player is not known (the partner finder)', () => {
    const doubles = division({ discipline: 'womens_doubles' });
    expect(entryRefusals(doubles, FIRST_DAY, null, player({ gender: 'Male' }))).toEqual([
      { who: 'partner', reason: 'gender' },
    ]);
    expect(refusalMessage({ who: 'partner', reason: 'gender' })).toBe(
      ELIGIBILITY_MESSAGES.gender.partner,
    );
  });
});
