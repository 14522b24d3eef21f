import { useMessages } from '@/lib/i18n';

import { useStaffExports } from '../api/exports-and-trail';
import { formatInstantDay } from '../utils/format';

import { PlayerCell } from './player-cell';
import { RequestsPanel } from './requests-panel';

/** "Download my data" exports players made lately, with the trail of each player's requests. */
export function ExportsPanel({
  onHistory,
}: {
  onHistory: (player: { ref: string; label: string }) => void;
}) {
  const { privacy } = useMessages();
  const t = privacy.staff.exports;
  const query = useStaffExports();
  return (
    <RequestsPanel
      id="data-requests-exports-title"
      texts={t}
      query={query}
      columns={[
        {
          header: t.columns.member,
          cell: (row) => (
            <PlayerCell
              name={row.player.fullName}
              playerId={row.player.playerId}
              onHistory={() => onHistory({ ref: row.player._id, label: row.player.fullName })}
            />
          ),
        },
        {
          header: t.columns.status,
          className: 'text-slate-700',
          cell: (row) => privacy.download.statuses[row.status],
        },
        {
          header: t.columns.asked,
          className: 'whitespace-nowrap text-slate-700',
          cell: (row) => formatInstantDay(row.createdAt),
        },
        {
          header: t.columns.downloaded,
          className: 'whitespace-nowrap text-slate-700',
          cell: (row) => formatInstantDay(row.downloadedAt),
        },
      ]}
    />
  );
}
