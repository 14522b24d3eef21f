import { ageFromDateOfBirth } from '../birth-date';
import { membershipStatusOn } from '../membership/status';
import { SKILL_LEVELS, skillLevelFromDupr, type SkillLevel } from '../players/skill-level';

import { AGE_LIMITS, genderRule, isDoubles, type AgeGroup, type Discipline } from './categories';

// Eligibility (docs/glossary.md): who may play in a division. The one definition: entering,
// a partner's yes, the partner finder, the re-check after a correction (ADR 030) and the
// portal's "why not" all ask `entryRefusals`; the rules under it are not exported.

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

/** A player's record as eligibility reads it (the players table's columns). */
export interface EntrantRecord {
  gender: 'Male' | 'Female';
  dateOfBirth: string | null;
  duprRating: number | null;
  membershipExpiresOn: string | null;
  membershipSuspendedAt: Date | string | null;
  membershipCancelledAt: Date | string | null;
}

/** A player's eligibility facts on `today` (Malaysia day): membership counts active or in grace. */
export function entrantFactsOn(row: EntrantRecord, today: string, graceDays: number): EntrantFacts {
  const status = membershipStatusOn(
    today,
    {
      expiresOn: row.membershipExpiresOn,
      suspendedAt: row.membershipSuspendedAt,
      cancelledAt: row.membershipCancelledAt,
    },
    graceDays,
  );
  return {
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    duprRating: row.duprRating,
    membershipActive: status === 'active' || status === 'grace',
  };
}

/** Age in whole years on the tournament's first day (Malaysia time); null without a birth date. */
function ageOnFirstDay(dateOfBirth: string | null, firstDay: string): number | null {
  return dateOfBirth
    ? ageFromDateOfBirth(dateOfBirth, new Date(`${firstDay}T12:00:00+08:00`))
    : null;
}

function fitsAgeGroup(age: number | null, ageGroup: AgeGroup): boolean {
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

/** Why one player may not play in the division (empty: eligible). */
function ineligibleReasons(
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
function pairGenderFits(discipline: Discipline, a: EntrantFacts, b: EntrantFacts): boolean {
  if (!isDoubles(discipline)) return false;
  return discipline !== 'mixed_doubles' || a.gender !== b.gender;
}

/** One reason an entry may not be made: a player's (you, your partner) or the pair's. */
export type EntryRefusal =
  { who: 'you' | 'partner'; reason: IneligibleReason } | { who: 'pair'; reason: 'pair' };

/**
 * Eligibility's one entry point: why `you` (and, in doubles, with `partner`) may not play in
 * the division whose tournament starts on `firstDay` (empty: they may). In the order told: your
 * reasons, your partner's, then the pair's (mixed doubles: one man and one woman), each
 * player's in the order membership, age, gender, skill. Either player may be left out (null):
 * the partner finder judges candidates beside a player it may not know.
 */
export function entryRefusals(
  division: DivisionRules,
  firstDay: string,
  you: EntrantFacts | null,
  partner: EntrantFacts | null = null,
): EntryRefusal[] {
  const refusals: EntryRefusal[] = [];
  for (const [who, facts] of [
    ['you', you],
    ['partner', partner],
  ] as const)
    if (facts)
      for (const reason of ineligibleReasons(facts, division, firstDay))
        refusals.push({ who, reason });
  if (you && partner && !pairGenderFits(division.discipline, you, partner))
    refusals.push({ who: 'pair', reason: 'pair' });
  return refusals;
}

/** The server's message (English; Malay in ELIGIBILITY_MESSAGES_MS) for a refusal. */
export function refusalMessage(refusal: EntryRefusal): string {
  return refusal.who === 'pair'
    ? MIXED_PAIR_MESSAGE
    : ELIGIBILITY_MESSAGES[refusal.reason][refusal.who];
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
