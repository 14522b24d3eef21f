import { TYPE_COLORS, type Tournament } from '@app/shared/tournaments';

let sequence = 0;

/** A published tournament record; override what the test cares about. */
export function buildTournament(overrides: Partial<Tournament> = {}): Tournament {
  sequence += 1;
  const type = overrides.type ?? 'local';
  return {
    _id: `t${sequence}`,
    applicationId: `APP-${sequence}`,
    name: `Tournament ${sequence}`,
    type,
    color: TYPE_COLORS[type],
    classification: null,
    startDate: '2026-07-04',
    endDate: '2026-07-05',
    venue: 'Arena Pickleball Centre',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan',
    organizer: 'KL Pickleball Club',
    personInCharge: 'Aisyah Rahman',
    phoneNumber: '+60 12-345 6789',
    contactEmail: 'events@example.com',
    description: null,
    eventType: 'Open',
    expectedParticipants: 200,
    categories: [],
    scoringFormat: 'rally',
    status: 'approved',
    submissionDate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
