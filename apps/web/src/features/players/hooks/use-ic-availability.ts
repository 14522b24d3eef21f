import { useQuery } from '@tanstack/react-query';

import { ageFromIc, dateOfBirthFromIc } from '@app/shared/birth-date';
import { isCompleteIcNumber } from '@app/shared/ic-number';

import { checkIcNumberQueryOptions } from '../api/check-ic-number';
import { ageGroup } from '../utils/age-group';

/** Spec §4: none, error (already registered) or success (available); plus the wait between. */
export type IcAvailability = 'none' | 'checking' | 'taken' | 'available';

/**
 * True when the IC has its 12 digits and starts with a real, past date of birth of someone old
 * enough to register (an under-13 IC is refused before availability matters).
 */
export function canCheckIcNumber(icNumber: string): boolean {
  return (
    isCompleteIcNumber(icNumber) &&
    dateOfBirthFromIc(icNumber) !== null &&
    ageGroup(ageFromIc(icNumber)) !== 'under-age'
  );
}

/**
 * The availability check, run once all 12 digits are typed. Back to 'none' with fewer digits or
 * when the check itself fails (the submit re-checks, and the server refuses duplicates anyway).
 */
export function useIcAvailability(icNumber: string): IcAvailability {
  const canCheck = canCheckIcNumber(icNumber);
  const query = useQuery({ ...checkIcNumberQueryOptions(icNumber), enabled: canCheck });

  if (!canCheck) return 'none';
  if (query.data === undefined && query.isFetching) return 'checking';
  if (query.isError) return 'none';
  if (query.data === true) return 'taken';
  if (query.data === false) return 'available';
  return 'none';
}
