import { TYPE_COLORS, type Tournament } from '@app/shared/tournaments';

let sequence = 0;

/** A published tournament; override only what a test asserts on. */
export function buildTournament(overrides: Partial<Tournament> = {}): Tournament {
  sequence += 1;
  const type = overrides.type ?? 'national';
  return {
    _id: `t-${sequence}`,
    applicationId: `APP-${String(sequence).padStart(4, '0')}`,
    name: `Tournament ${sequence}`,
    type,
    color: TYPE_COLORS[type],
    classification: null,
    startDate: '2025-06-14',
    endDate: '2025-06-15',
    venue: 'Arena',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    organizer: 'MPA',
    personInCharge: null,
    phoneNumber: null,
    contactEmail: null,
    description: null,
    eventType: 'Open',
    expectedParticipants: null,
    categories: [],
    scoringFormat: null,
    status: 'approved',
    submissionDate: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
