import type { AdminEntry } from '@app/shared/competition/entries';

/** The entry's players by name: "Aina" or "Aina & Farid". */
export function entryNames(entry: Pick<AdminEntry, 'entrant' | 'partner'>): string {
  return entry.partner
    ? `${entry.entrant.fullName} & ${entry.partner.fullName}`
    : entry.entrant.fullName;
}
