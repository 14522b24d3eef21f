import { randomBytes } from 'node:crypto';

import { multipart, type MultipartFile } from '../multipart';

import { randomIcNumber } from './players';

/** Valid registration fields for a new adult player; override any of them. */
export function registrationFields(
  overrides: Record<string, string | undefined> = {},
): Record<string, string> {
  const suffix = randomBytes(4).toString('hex');
  const fields: Record<string, string | undefined> = {
    fullName: 'Nur Aisyah binti Ahmad',
    gender: 'Female',
    icNumber: randomIcNumber(1995),
    email: `aisyah-${suffix}@example.test`,
    phoneNumber: '+60 12-345 6789',
    addressLine1: '12 Jalan Ampang',
    addressLine2: 'Taman Melawati',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    username: `aisyah_${suffix}`,
    password: 'pickleball-2026',
    confirmPassword: 'pickleball-2026',
    termsAccepted: 'true',
    duprId: 'DUPR123',
    duprRating: '3.25',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined),
  );
}

export function registrationRequest(
  overrides: Record<string, string | undefined> = {},
  files: MultipartFile[] = [],
) {
  const fields = registrationFields(overrides);
  return {
    fields,
    request: { method: 'POST' as const, url: '/api/players/register', ...multipart(fields, files) },
  };
}
