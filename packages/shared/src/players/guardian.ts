import { z } from 'zod';

import { ageFromIc } from '../birth-date';
import { isCompleteIcNumber, normalizeIcNumber } from '../ic-number';

// ── A minor's parent or guardian (players aged 13–17) ─────────────────────────────────────────

export const GUARDIAN_MESSAGES = {
  consent: 'Players under 18 need the consent of a parent or guardian',
  nameRequired: 'Enter the name of your parent or guardian',
  nameTooLong: 'The name of your parent or guardian must be at most 150 characters',
  icRequired: "Enter your parent's or guardian's 12-digit IC number",
  icAdult: 'Your parent or guardian must be 18 or over',
  icOwn: "Enter your parent's or guardian's IC number, not your own",
  contactRequired: 'Enter a phone number for your parent or guardian',
} as const;

export const GUARDIAN_MESSAGES_MS: Record<string, string> = {
  [GUARDIAN_MESSAGES.nameRequired]: 'Masukkan nama ibu bapa atau penjaga anda',
  [GUARDIAN_MESSAGES.nameTooLong]:
    'Nama ibu bapa atau penjaga anda mesti tidak melebihi 150 aksara',
  [GUARDIAN_MESSAGES.icRequired]:
    'Masukkan nombor kad pengenalan 12 digit ibu bapa atau penjaga anda',
  [GUARDIAN_MESSAGES.icAdult]: 'Ibu bapa atau penjaga anda mesti berumur 18 tahun ke atas',
  [GUARDIAN_MESSAGES.icOwn]:
    'Masukkan nombor kad pengenalan ibu bapa atau penjaga anda, bukan nombor anda sendiri',
  [GUARDIAN_MESSAGES.contactRequired]: 'Masukkan nombor telefon ibu bapa atau penjaga anda',
};

/** Text sent as a form field: trimmed; blank, null and absent are all "not given". */
const givenText = z
  .string()
  .nullish()
  .transform((v) => v?.trim() ?? '');

/**
 * The guardian's fields as both registration forms send them (the previous frontend's names,
 * kept by ours): checked together with the player's age by `guardianIssues`.
 */
export const guardianFields = {
  parentGuardianName: givenText,
  parentGuardianIcNumber: givenText,
  parentGuardianContact: givenText,
};

/** A minor's guardian as the server keeps it: the IC number as 12 digits (sealed when stored). */
export interface GuardianDetails {
  name: string;
  icNumber: string;
  contact: string;
}

/** Malaysian-friendly phone: digits, spaces, hyphens and a leading +, 7–20 characters. */
const isPhone = (v: string) => /^\+?[\d\s-]{7,20}$/.test(v) && v.replace(/\D/g, '').length >= 7;

/**
 * What is wrong with a minor's guardian details (field → message), in the forms' order; empty
 * when they are complete. `playerIc` is the player's own (normalised) IC number.
 */
export function guardianIssues(
  fields: {
    parentGuardianName: string;
    parentGuardianIcNumber: string;
    parentGuardianContact: string;
  },
  playerIc: string,
  now: Date,
): { path: keyof typeof guardianFields; message: string }[] {
  const issues: { path: keyof typeof guardianFields; message: string }[] = [];
  const name = fields.parentGuardianName;
  if (name === '')
    issues.push({ path: 'parentGuardianName', message: GUARDIAN_MESSAGES.nameRequired });
  else if (name.length > 150)
    issues.push({ path: 'parentGuardianName', message: GUARDIAN_MESSAGES.nameTooLong });
  const ic = fields.parentGuardianIcNumber;
  const age = isCompleteIcNumber(ic) ? ageFromIc(normalizeIcNumber(ic), now) : null;
  if (age === null)
    issues.push({ path: 'parentGuardianIcNumber', message: GUARDIAN_MESSAGES.icRequired });
  else if (normalizeIcNumber(ic) === playerIc)
    issues.push({ path: 'parentGuardianIcNumber', message: GUARDIAN_MESSAGES.icOwn });
  else if (age < 18)
    issues.push({ path: 'parentGuardianIcNumber', message: GUARDIAN_MESSAGES.icAdult });
  if (!isPhone(fields.parentGuardianContact))
    issues.push({ path: 'parentGuardianContact', message: GUARDIAN_MESSAGES.contactRequired });
  return issues;
}
