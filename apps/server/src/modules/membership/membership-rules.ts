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

const ageOf = (dateOfBirth: string | null, now: Date) =>
  dateOfBirth ? ageFromDateOfBirth(dateOfBirth, now) : null;

/** Whether a type suits a player's age band (an unknown age fits all). */
export function fitsAgeBand(
  type: Pick<MembershipType, 'ageBand'>,
  dateOfBirth: string | null,
  now: Date,
): boolean {
  const band = ageBandOf(ageOf(dateOfBirth, now));
  return band === null || band === type.ageBand;
}

/** Refuses a type meant for another age band than the player's. */
export function assertFitsAgeBand(
  type: Pick<MembershipType, 'name' | 'ageBand'>,
  dateOfBirth: string | null,
  now: Date,
): void {
  if (!fitsAgeBand(type, dateOfBirth, now)) {
    const age = ageOf(dateOfBirth, now);
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

/** The latest expiry among terms that are not cancelled, or null. */
export function latestExpiry(
  terms: readonly { term: { status: string; expiresOn: string } }[],
): string | null {
  return terms
    .filter((t) => t.term.status === 'active')
    .reduce<string | null>(
      (max, t) => (max && max > t.term.expiresOn ? max : t.term.expiresOn),
      null,
    );
}
