import type { Messages } from '@/messages/en/index';
import type { DirectoryEntry } from '@app/shared/directory';
import type { Locale } from '@app/shared/locale';
import { formatMalaysiaDate } from '@app/shared/relative-time';

/** Key facts of an entry: a venue's courts, a coach's or referee's certification. */
export function entryFacts(
  entry: DirectoryEntry,
  t: Messages['directory'],
  locale: Locale,
): string {
  if (entry.kind === 'venue')
    return entry.courtsIndoor + entry.courtsOutdoor > 0
      ? t.courts(entry.courtsIndoor, entry.courtsOutdoor)
      : '';
  if (entry.kind === 'coach' || entry.kind === 'referee')
    return t.certified(
      entry.certificationLevel,
      entry.certificationExpiresOn
        ? formatMalaysiaDate(entry.certificationExpiresOn, 'short', locale)
        : null,
    );
  return '';
}
