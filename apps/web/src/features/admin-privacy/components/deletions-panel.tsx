import { AdminTable } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { StaffAccountDeletion } from '@app/shared/privacy';

import { useAccountDeletions } from '../api/deletions';

const DAY = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kuala_Lumpur',
});
const formatInstant = (iso: string) => DAY.format(new Date(iso));

const STATUS_STYLE: Record<StaffAccountDeletion['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-100 text-slate-700',
  completed: 'bg-emerald-100 text-emerald-900',
};

function DeletionRow({
  deletion,
  onHistory,
}: {
  deletion: StaffAccountDeletion;
  onHistory: (player: { ref: string; label: string }) => void;
}) {
  const { privacy } = useMessages();
  const t = privacy.staff.deletions;
  const when =
    deletion.status === 'pending'
      ? formatMessage(t.dueOn, { date: formatInstant(deletion.dueAt) })
      : deletion.status === 'completed' && deletion.completedAt
        ? formatMessage(t.doneOn, { date: formatInstant(deletion.completedAt) })
        : deletion.cancelledAt
          ? formatMessage(t.cancelledOn, { date: formatInstant(deletion.cancelledAt) })
          : '';
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <p className="font-mono text-xs text-slate-800">{deletion.memberId}</p>
        <p className="text-slate-900">{deletion.fullName ?? t.accountGone}</p>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 mt-1"
          onClick={() =>
            onHistory({ ref: deletion.playerRef, label: deletion.fullName ?? deletion.memberId })
          }
        >
          {privacy.staff.history}
        </Button>
      </td>
      <td className="px-4 py-3">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[deletion.status]}`}
        >
          {t.statuses[deletion.status]}
        </span>
        <p className="mt-1 text-xs text-slate-600">{when}</p>
      </td>
      <td className="px-4 py-3 text-slate-700">{t.content[deletion.content]}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">
        {formatInstant(deletion.requestedAt)}
      </td>
    </tr>
  );
}

/**
 * Account deletions on the Data Requests screen: those in their grace (when they will happen)
 * and those carried out or cancelled in the last 90 days. Each step is in the audit log.
 */
export function DeletionsPanel({
  onHistory,
}: {
  onHistory: (player: { ref: string; label: string }) => void;
}) {
  const { privacy } = useMessages();
  const t = privacy.staff.deletions;
  const query = useAccountDeletions();
  const rows = query.data ?? [];
  return (
    <section aria-labelledby="data-requests-deletions-title" className="space-y-3">
      <div>
        <h3 id="data-requests-deletions-title" className="text-base font-semibold text-slate-900">
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
          columns={[t.columns.member, t.columns.status, t.columns.content, t.columns.asked]}
        >
          {rows.map((deletion) => (
            <DeletionRow key={deletion._id} deletion={deletion} onHistory={onHistory} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}
