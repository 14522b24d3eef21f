import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { EntryFlag } from '@app/shared/competition/entries';

/**
 * "Flagged …: gender rule": an entry that no longer meets its division's rules after staff
 * changed a player's gender, date of birth or DUPR rating (it waits for the officer's look).
 */
export function EntryFlagNote({ flag }: { flag: EntryFlag }) {
  const t = useMessages().adminResults.entries;
  return (
    <span className="mt-1 block rounded bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
      {formatMessage(t.flag, {
        date: formatDateTime(flag.flaggedAt),
        reasons: flag.reasons.map((r) => t.flagReasons[r]).join(', '),
      })}
    </span>
  );
}
