import type { Organizer } from '@app/shared/tournaments';

let sequence = 0;

/** A public organizer record; override only what a test asserts on. */
export function buildOrganizer(overrides: Partial<Organizer> = {}): Organizer {
  sequence += 1;
  return {
    _id: `org-${sequence}`,
    organizationId: `ORG-${String(sequence).padStart(4, '0')}`,
    organizationName: `Organizer ${sequence}`,
    name: `Organizer ${sequence}`,
    state: 'Selangor',
    city: 'Shah Alam',
    address: '1 Jalan Plumbum, 40000',
    registrationDate: '2025-02-03',
    status: 'Active',
    createdAt: '2025-02-03T02:00:00.000Z',
    updatedAt: '2025-02-03T02:00:00.000Z',
    ...overrides,
  };
}
