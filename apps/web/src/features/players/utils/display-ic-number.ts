import { maskIcNumber } from '@app/shared/ic-number';

/** The IC as players see it: masked. The server already masks it; never mask twice. */
export function displayIcNumber(icNumber: string): string {
  return icNumber.includes('*') ? icNumber : maskIcNumber(icNumber);
}
