import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';

import { conflict } from '../../lib/errors';

import type { EntryRow } from './entries.repository';
import type { EntryChangeCtx } from './entry-changes';

/**
 * The tournament's max entries per player, counted with the player's row locked (the change
 * locks its players before the division), so parallel entries into different divisions count
 * each other. Entering counts every live entry; when an entry becomes the players' own
 * (`entry`: a partner's yes, a claimed place) it counts their other entries they stand by.
 */
export async function assertRoom(
  c: EntryChangeCtx,
  playerId: string,
  message: string,
  entry?: EntryRow,
) {
  const max = c.d.settings?.maxEntriesPerPlayer ?? 3;
  const n = await c.repos.entries.liveCountInTournament(
    c.d.division.tournamentId,
    playerId,
    entry ? { except: entry.id, skipUnanswered: true } : {},
  );
  if (n >= max) throw conflict(message);
}

/** Both players of `row` have room for it (the caller's own limit first). */
export async function assertPairRoom(c: EntryChangeCtx, row: EntryRow, callerId: string) {
  const ids = [callerId, callerId === row.playerId ? row.partnerId : row.playerId];
  for (const id of ids)
    if (id) await assertRoom(c, id, id === callerId ? M.maxEntries : M.partnerMaxEntries, row);
}
