import { ageFromDateOfBirth } from '@app/shared/birth-date';
import {
  addDays,
  addMonths,
  AGE_BAND_LABELS,
  ageBandOf,
  formatRinggit,
  laterDate,
  type MembershipType,
} from '@app/shared/membership';

import { badRequest } from '../../lib/errors';

/** The last day of a term of `type` that starts on `startsOn`. */
export function termEnd(
  type: Pick<MembershipType, 'durationKind' | 'durationMonths'>,
  startsOn: string,
): string {
  if (type.durationKind === 'calendar_year') return `${startsOn.slice(0, 4)}-12-31`;
  return addDays(addMonths(startsOn, type.durationMonths ?? 12), -1);
}

/**
 * Where a new term starts: today, or the day after the current expiry when that is later, so a
 * member who renews early loses no days.
 */
export function nextTermStart(today: string, currentExpiry: string | null): string {
  return currentExpiry ? laterDate(today, addDays(currentExpiry, 1)) : today;
}

/** Refuses a type meant for another age band than the player's (an unknown age fits all). */
export function assertFitsAgeBand(
  type: Pick<MembershipType, 'name' | 'ageBand'>,
  dateOfBirth: string | null,
  now: Date,
): void {
  const age = dateOfBirth ? ageFromDateOfBirth(dateOfBirth, now) : null;
  const band = ageBandOf(age);
  if (band && band !== type.ageBand) {
    throw badRequest(
      `${type.name} is for ${AGE_BAND_LABELS[type.ageBand].toLowerCase()}; this member is ${age}`,
    );
  }
}

export function assertFee(type: Pick<MembershipType, 'name' | 'feeSen'>, amountSen: number) {
  if (amountSen !== type.feeSen) {
    throw badRequest(`The fee for ${type.name} is ${formatRinggit(type.feeSen)}`);
  }
}
