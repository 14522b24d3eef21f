import { GUARDIAN_CONSENT_MAX_AGE, MIN_REGISTRATION_AGE } from '@app/shared/players';

export type AgeGroup = 'unknown' | 'under-age' | 'minor' | 'adult';

/**
 * Age rules of spec §1 for the age read from the IC (null: not known yet): under 13 may not
 * register; 13–17 need a parent's or guardian's consent.
 */
export function ageGroup(age: number | null): AgeGroup {
  if (age === null) return 'unknown';
  if (age < MIN_REGISTRATION_AGE) return 'under-age';
  return age <= GUARDIAN_CONSENT_MAX_AGE ? 'minor' : 'adult';
}
