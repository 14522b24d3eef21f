import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';

import { useStaffExports } from '../api/exports-and-trail';
import { formatInstantDay } from '../utils/format';

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
  const rows = query.data ?? [];
  return (
    <RequestsPanel
      id="data-requests-exports-title"
      texts={t}
      columns={[t.columns.member, t.columns.status, t.columns.asked, t.columns.downloaded]}
      query={query}
    >
      {rows.map((row) => (
        <tr key={row._id} className="align-top">
          <td className="px-4 py-3">
            <p className="font-semibold text-slate-900">{row.player.fullName}</p>
            <p className="font-mono text-xs text-slate-600">{row.player.playerId}</p>
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2 mt-1"
              onClick={() => onHistory({ ref: row.player._id, label: row.player.fullName })}
            >
              {privacy.staff.history}
            </Button>
          </td>
          <td className="px-4 py-3 text-slate-700">{privacy.download.statuses[row.status]}</td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">
            {formatInstantDay(row.createdAt)}
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">
            {formatInstantDay(row.downloadedAt)}
          </td>
        </tr>
      ))}
    </RequestsPanel>
  );
}
