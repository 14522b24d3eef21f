import type { DirectoryEntry } from '@app/shared/directory';

import type { DirectoryEntryRow } from '../../db/schema/index';

export function toDirectoryEntry(row: DirectoryEntryRow): DirectoryEntry {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    state: row.state,
    city: row.city,
    address: row.address,
    mapUrl: row.mapUrl,
    courtsIndoor: row.courtsIndoor,
    courtsOutdoor: row.courtsOutdoor,
    phone: row.phone,
    email: row.email,
    openingHours: row.openingHours,
    openingHoursMs: row.openingHoursMs,
    certificationLevel: row.certificationLevel,
    certificationLevelMs: row.certificationLevelMs,
    certificationExpiresOn: row.certificationExpiresOn,
    consent: row.consent,
    verified: row.verified,
    description: row.description,
    descriptionMs: row.descriptionMs,
    photos: row.photos,
    updatedAt: row.updatedAt.toISOString(),
  };
}
