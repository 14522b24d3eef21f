import { AdminTable } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { useMessages } from '@/lib/i18n';

import { useStaffExports } from '../api/exports-and-trail';

const DAY = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kuala_Lumpur',
});
const formatInstant = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : '—');

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
    <section aria-labelledby="data-requests-exports-title" className="space-y-3">
      <div>
        <h3 id="data-requests-exports-title" className="text-base font-semibold text-slate-900">
          {t.title}
        </h3>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t.intro}</p>
      </div>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t.loading}
        </p>
      ) : query.isError ? (
        <FormAlert message={t.loadFailed} />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
          {t.empty}
        </p>
      ) : (
        <AdminTable
          caption={t.title}
          columns={[t.columns.member, t.columns.status, t.columns.asked, t.columns.downloaded]}
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
                {formatInstant(row.createdAt)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatInstant(row.downloadedAt)}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
