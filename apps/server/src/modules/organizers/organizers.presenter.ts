import type { Organizer } from '@app/shared/tournaments';

import type { OrganizerRow } from '../../db/schema/index';

export function toOrganizer(row: OrganizerRow): Organizer {
  return {
    _id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    name: row.name,
    state: row.state,
    city: row.city,
    address: row.address,
    registrationDate: row.registrationDate,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
