import { formatIcNumber, maskedIcFromLast4 } from '@app/shared/ic-number';
import { MEMBERSHIP_STATUS_LABELS } from '@app/shared/membership';
import { formatPhoneNumber } from '@app/shared/phone-number';

import { noteAudit } from '../../lib/audit-trail';
import { csvLine } from '../../lib/csv';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';

import { membershipOfRow, toListFilter, type PlayerListQuery } from './player-list';
import type { PlayerRow, PlayersRepository } from './players.repository';

const HEADER = [
  'Member ID',
  'Full name',
  'Email',
  'Phone',
  'IC number',
  'Gender',
  'Date of birth',
  'City',
  'State',
  'Account status',
  'Membership type',
  'Membership status',
  'Membership expires',
  'Registered',
];

const BATCH = 1000;

/**
 * The players list as CSV, streamed in batches (50,000 players never sit in memory; the route
 * sends it with the byte order mark, `sendCsv`). IC numbers are masked unless the
 * exporter asks for them in full; the export, its filter and any reveal are audited.
 */
export function createPlayersExport(deps: {
  repo: PlayersRepository;
  graceDays: () => Promise<number>;
  icCipher: IcCipher;
}) {
  const { icCipher } = deps;
  // Written 'YYMMDD-PB-NNNN', as on the card: a spreadsheet keeps that as text, where twelve
  // bare digits become a number that loses its leading zeros (born 2000–2009: '0501…'). Phone
  // numbers likewise, grouped as they are written ('012-345 6789', never 123456789).
  const icOf = (row: PlayerRow, fullIc: boolean) =>
    fullIc && row.icCiphertext && row.icKeyId
      ? formatIcNumber(icCipher.open({ icCiphertext: row.icCiphertext, icKeyId: row.icKeyId }))
      : maskedIcFromLast4(row.icLast4);
  return {
    async start(query: Omit<PlayerListQuery, 'limit' | 'offset'>, fullIc: boolean) {
      const graceDays = await deps.graceDays();
      const filter = toListFilter(query, graceDays, icCipher.hash);
      noteAudit({
        action: 'players.export',
        targetType: 'players',
        detail: { filter: query, fullIc },
      });
      if (fullIc)
        noteAudit({
          action: 'players.ic-revealed',
          targetType: 'players',
          detail: { export: true, filter: query },
        });
      const repo = deps.repo;
      async function* lines() {
        yield csvLine(HEADER);
        let after: { createdAt: Date; id: string } | null = null;
        for (;;) {
          const rows = await repo.listBatch(filter, after, BATCH);
          for (const row of rows) {
            const m = membershipOfRow(row, graceDays);
            yield csvLine([
              row.playerId,
              row.fullName,
              row.email,
              formatPhoneNumber(row.phoneNumber),
              icOf(row, fullIc),
              row.gender,
              row.dateOfBirth,
              row.city,
              row.state,
              row.status,
              row.membershipTypeId ? row.membershipType : '',
              MEMBERSHIP_STATUS_LABELS[m.membershipStatus],
              m.membershipExpiresOn,
              row.createdAt.toISOString().slice(0, 10),
            ]);
          }
          if (rows.length < BATCH) return;
          const last = rows[rows.length - 1]!;
          after = { createdAt: last.createdAt, id: last.id };
        }
      }
      return lines();
    },
  };
}

export type PlayersExport = ReturnType<typeof createPlayersExport>;
