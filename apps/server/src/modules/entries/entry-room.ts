import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';

import { conflict } from '../../lib/errors';

import type { EntriesRepository, EntryRow } from './entries.repository';
import type { DivisionRow } from './entry-rules';

/** A player's live entries in a tournament, as read once for a change. */
export type LiveRows = Awaited<ReturnType<EntriesRepository['liveInTournament']>>;

const hasPlayer = (r: LiveRows[number], id: string) => r.playerId === id || r.partnerId === id;

/**
 * The tournament's max entries per player, counted on rows read with the player's row locked
 * (the change locks its players before the division), so parallel entries into different
 * divisions count each other. Entering counts every live entry; when an entry becomes the
 * players' own (`entry`: a partner's yes, a claimed place) it counts their other entries they
 * stand by (not that entry, nor partner requests the player has not answered).
 */
export function assertRoomIn(
  d: DivisionRow,
  rows: LiveRows,
  playerId: string,
  message: string,
  entry?: Pick<EntryRow, 'id'>,
) {
  const max = d.settings?.maxEntriesPerPlayer ?? 3;
  const n = rows.filter(
    (r) =>
      hasPlayer(r, playerId) &&
      (!entry ||
        (r.id !== entry.id && !(r.status === 'awaiting_partner' && r.partnerId === playerId))),
  ).length;
  if (n >= max) throw conflict(message);
}

/**
 * Whether `playerId` (and the partner named) may enter `d`, on their live entries: neither is
 * in the division already, and both have room (the partner's limit first, as answered before).
 */
export function assertMayEnter(
  d: DivisionRow,
  rows: LiveRows,
  playerId: string,
  partnerId: string | null,
) {
  const inDivision = (id: string) =>
    rows.some((r) => r.divisionId === d.division.id && hasPlayer(r, id));
  if (inDivision(playerId)) throw conflict(M.alreadyEntered);
  if (partnerId) {
    if (inDivision(partnerId)) throw conflict(M.partnerAlreadyEntered);
    assertRoomIn(d, rows, partnerId, M.partnerMaxEntries);
  }
  assertRoomIn(d, rows, playerId, M.maxEntries);
}

/** Both players of `row` have room for it (the caller's own limit first), in one read. */
export async function assertPairRoom(
  c: { repos: { entries: EntriesRepository }; d: DivisionRow },
  row: EntryRow,
  callerId: string,
) {
  const other = callerId === row.playerId ? row.partnerId : row.playerId;
  const ids = other ? [callerId, other] : [callerId];
  const rows = await c.repos.entries.liveInTournament(c.d.division.tournamentId, ids);
  assertRoomIn(c.d, rows, callerId, M.maxEntries, row);
  if (other) assertRoomIn(c.d, rows, other, M.partnerMaxEntries, row);
}
