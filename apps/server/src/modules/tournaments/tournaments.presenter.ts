import { colorForType, type Tournament } from '@app/shared/tournaments';

import type { TournamentRow } from '../../db/schema/index';

/** Public record: only the fields of api-compat, never portal-internal data. */
export function toTournament(row: TournamentRow): Tournament {
  return {
    _id: row.id,
    applicationId: row.applicationId,
    name: row.name,
    type: row.type,
    color: colorForType(row.type),
    classification: row.classification,
    startDate: row.startDate,
    endDate: row.endDate,
    venue: row.venue,
    city: row.city,
    state: row.state,
    organizer: row.organizer,
    personInCharge: row.personInCharge,
    phoneNumber: row.phoneNumber,
    contactEmail: row.contactEmail,
    description: row.description,
    eventType: row.eventType,
    expectedParticipants: row.expectedParticipants,
    categories: row.categories,
    scoringFormat: row.scoringFormat,
    status: 'approved',
    submissionDate: row.submissionDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
