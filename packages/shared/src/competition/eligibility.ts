import { ageFromDateOfBirth } from '../birth-date';
import { SKILL_LEVELS, skillLevelFromDupr, type SkillLevel } from '../players/skill-level';

import { AGE_LIMITS, genderRule, isDoubles, type AgeGroup, type Discipline } from './categories';

// Who may enter a division: the same rules in the portal (to say why not) and on the server.

export interface EntrantFacts {
  gender: 'Male' | 'Female';
  dateOfBirth: string | null;
  duprRating: number | null;
  /** Active or in grace on the day of entry. */
  membershipActive: boolean;
}

export interface DivisionRules {
  discipline: Discipline;
  ageGroup: AgeGroup;
  minSkill: string | null;
  maxSkill: string | null;
  minDupr: number | null;
  maxDupr: number | null;
}

export type IneligibleReason = 'membership' | 'age' | 'gender' | 'skill';

/** Age in whole years on the tournament's first day (Malaysia time); null without a birth date. */
export function ageOnFirstDay(dateOfBirth: string | null, firstDay: string): number | null {
  return dateOfBirth
    ? ageFromDateOfBirth(dateOfBirth, new Date(`${firstDay}T12:00:00+08:00`))
    : null;
}

export function fitsAgeGroup(age: number | null, ageGroup: AgeGroup): boolean {
  const { under, atLeast } = AGE_LIMITS[ageGroup];
  if (under === undefined && atLeast === undefined) return true;
  if (age === null) return false;
  return (under === undefined || age < under) && (atLeast === undefined || age >= atLeast);
}

function fitsSkill(facts: EntrantFacts, d: DivisionRules): boolean {
  if (d.minDupr !== null || d.maxDupr !== null) {
    const r = facts.duprRating;
    if (r === null) return false;
    if (d.minDupr !== null && r < d.minDupr) return false;
    if (d.maxDupr !== null && r > d.maxDupr) return false;
  }
  if (d.minSkill !== null || d.maxSkill !== null) {
    const rank = SKILL_LEVELS.indexOf(skillLevelFromDupr(facts.duprRating));
    const min = d.minSkill ? SKILL_LEVELS.indexOf(d.minSkill as SkillLevel) : 0;
    const max = d.maxSkill
      ? SKILL_LEVELS.indexOf(d.maxSkill as SkillLevel)
      : SKILL_LEVELS.length - 1;
    if (rank < min || rank > max) return false;
  }
  return true;
}

/** Why one player may not play in the division (empty: eligible). Mixed checks the pair. */
export function ineligibleReasons(
  facts: EntrantFacts,
  division: DivisionRules,
  firstDay: string,
): IneligibleReason[] {
  const reasons: IneligibleReason[] = [];
  if (!facts.membershipActive) reasons.push('membership');
  if (!fitsAgeGroup(ageOnFirstDay(facts.dateOfBirth, firstDay), division.ageGroup))
    reasons.push('age');
  const gender = genderRule(division.discipline);
  if (gender !== 'mixed' && facts.gender !== gender) reasons.push('gender');
  if (!fitsSkill(facts, division)) reasons.push('skill');
  return reasons;
}

/** Mixed doubles is one man and one woman; other doubles follow each player's own rule. */
export function pairGenderFits(discipline: Discipline, a: EntrantFacts, b: EntrantFacts): boolean {
  if (!isDoubles(discipline)) return false;
  return discipline !== 'mixed_doubles' || a.gender !== b.gender;
}

/** The server's messages for each reason (English; Malay in ELIGIBILITY_MESSAGES_MS). */
export const ELIGIBILITY_MESSAGES: Record<IneligibleReason, { you: string; partner: string }> = {
  membership: {
    you: 'Only members with an active membership can enter. Renew your membership in your player portal first.',
    partner: 'Your partner needs an active membership to enter',
  },
  age: {
    you: "You are not in this division's age group on the tournament's first day",
    partner: "Your partner is not in this division's age group on the tournament's first day",
  },
  gender: {
    you: "You do not meet this division's gender rule",
    partner: "Your partner does not meet this division's gender rule",
  },
  skill: {
    you: "Your skill level is outside this division's band",
    partner: "Your partner's skill level is outside this division's band",
  },
};

export const MIXED_PAIR_MESSAGE = 'A mixed doubles pair is one man and one woman';

export const ELIGIBILITY_MESSAGES_MS: Record<string, string> = {
  [ELIGIBILITY_MESSAGES.membership.you]:
    'Hanya ahli dengan keahlian aktif boleh menyertai. Perbaharui keahlian anda di portal pemain dahulu.',
  [ELIGIBILITY_MESSAGES.membership.partner]:
    'Pasangan anda perlukan keahlian aktif untuk menyertai',
  [ELIGIBILITY_MESSAGES.age.you]:
    'Anda tiada dalam kumpulan umur bahagian ini pada hari pertama kejohanan',
  [ELIGIBILITY_MESSAGES.age.partner]:
    'Pasangan anda tiada dalam kumpulan umur bahagian ini pada hari pertama kejohanan',
  [ELIGIBILITY_MESSAGES.gender.you]: 'Anda tidak memenuhi syarat jantina bahagian ini',
  [ELIGIBILITY_MESSAGES.gender.partner]: 'Pasangan anda tidak memenuhi syarat jantina bahagian ini',
  [ELIGIBILITY_MESSAGES.skill.you]: 'Tahap kemahiran anda di luar julat bahagian ini',
  [ELIGIBILITY_MESSAGES.skill.partner]: 'Tahap kemahiran pasangan anda di luar julat bahagian ini',
  [MIXED_PAIR_MESSAGE]: 'Pasangan beregu campuran ialah seorang lelaki dan seorang wanita',
};
