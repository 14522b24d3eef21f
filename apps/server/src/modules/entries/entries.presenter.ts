import type { Entry } from '@app/shared/competition/entries';

import type { EntryRow } from './entries.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An entry row as its players see it. */
export function toEntry(row: EntryRow, feeSen: number, waitlistPosition: number | null): Entry {
  return {
    id: row.id,
    divisionId: row.divisionId,
    status: row.status,
    payMode: row.payMode,
    partnerDeadline: iso(row.partnerDeadline),
    holdExpiresAt: iso(row.holdExpiresAt),
    offerExpiresAt: iso(row.offerExpiresAt),
    waitlistPosition: row.status === 'waitlisted' ? waitlistPosition : null,
    feeSen,
    paidSen: row.paidSen,
    partnerPaidSen: row.partnerPaidSen,
    club: row.club,
    createdAt: row.createdAt.toISOString(),
  };
}
