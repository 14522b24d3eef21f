import { Button } from '@/components/ui/button';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { StaffAccountDeletion } from '@app/shared/privacy';

import { useAccountDeletions } from '../api/deletions';
import { formatInstantDay } from '../utils/format';

import { RequestsPanel } from './requests-panel';

const STATUS_STYLE: Record<StaffAccountDeletion['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-100 text-slate-700',
  completed: 'bg-emerald-100 text-emerald-900',
};

function useWhen() {
  const t = useMessages().privacy.staff.deletions;
  return (deletion: StaffAccountDeletion) =>
    deletion.status === 'pending'
      ? formatMessage(t.dueOn, { date: formatInstantDay(deletion.dueAt) })
      : deletion.status === 'completed' && deletion.completedAt
        ? formatMessage(t.doneOn, { date: formatInstantDay(deletion.completedAt) })
        : deletion.cancelledAt
          ? formatMessage(t.cancelledOn, { date: formatInstantDay(deletion.cancelledAt) })
          : '';
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
  const when = useWhen();
  return (
    <RequestsPanel
      id="data-requests-deletions-title"
      texts={t}
      query={query}
      columns={[
        {
          header: t.columns.member,
          cell: (deletion) => (
            <>
              <p className="font-mono text-xs text-slate-800">{deletion.memberId}</p>
              <p className="text-slate-900">{deletion.fullName ?? t.accountGone}</p>
              <Button
                variant="ghost"
                size="sm"
                className="-ml-2 mt-1"
                onClick={() =>
                  onHistory({
                    ref: deletion.playerRef,
                    label: deletion.fullName ?? deletion.memberId,
                  })
                }
              >
                {privacy.staff.history}
              </Button>
            </>
          ),
        },
        {
          header: t.columns.status,
          cell: (deletion) => (
            <>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[deletion.status]}`}
              >
                {t.statuses[deletion.status]}
              </span>
              <p className="mt-1 text-xs text-slate-600">{when(deletion)}</p>
            </>
          ),
        },
        {
          header: t.columns.content,
          className: 'text-slate-700',
          cell: (deletion) => t.content[deletion.content],
        },
        {
          header: t.columns.asked,
          className: 'whitespace-nowrap text-slate-700',
          cell: (deletion) => formatInstantDay(deletion.requestedAt),
        },
      ]}
    />
  );
}
