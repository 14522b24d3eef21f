import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { ClipboardIcon } from '@/components/ui/icons';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { dateFormat } from '@/lib/intl-format';
import { todayInMalaysia } from '@app/shared/membership';
import type { StaffCorrectionRequest } from '@app/shared/privacy';

import { useDecideCorrection, usePendingCorrections } from '../api/corrections';

import { DeletionsPanel } from './deletions-panel';
import { ExportsPanel } from './exports-panel';
import { TrailDialog } from './trail-dialog';

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const formatDay = (iso: string) => dateFormat(DAY).format(new Date(`${iso}T00:00:00Z`));

function RequestRow({
  request,
  onDecided,
  onHistory,
}: {
  request: StaffCorrectionRequest;
  onDecided: (text: string, ok: boolean) => void;
  onHistory: (player: { ref: string; label: string }) => void;
}) {
  const { privacy, common } = useMessages();
  const t = privacy.staff;
  const [note, setNote] = useState('');
  const decide = useDecideCorrection();
  const isOverdue = request.dueOn < todayInMalaysia();
  const name = request.player.fullName;
  const field = privacy.corrections.fields[request.field];

  function run(decision: 'approve' | 'reject') {
    decide.mutate(
      { id: request._id, decision, note },
      {
        onSuccess: () =>
          onDecided(
            formatMessage(decision === 'approve' ? t.approved : t.rejected, { name, field }),
            true,
          ),
        onError: (error) =>
          onDecided(
            formatMessage(t.failed, {
              message: errorText(error, {
                fallback: privacy.corrections.unknownError,
                network: common.networkError,
              }),
            }),
            false,
          ),
      },
    );
  }

  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="font-mono text-xs text-slate-600">{request.player.playerId}</p>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 mt-1"
          onClick={() => onHistory({ ref: request.player._id, label: name })}
        >
          {t.history}
        </Button>
      </td>
      <td className="px-4 py-3">
        <p className="font-medium text-slate-900">
          {field}: {request.value}
        </p>
        <p className="text-slate-600">{formatMessage(t.from, { value: request.currentValue })}</p>
      </td>
      <td className="max-w-xs px-4 py-3 break-words text-slate-700">{request.reason}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        {formatDay(request.dueOn)}
        {isOverdue ? (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            {t.overdue}
          </span>
        ) : null}
      </td>
      <td className="px-4 py-3">
        <label className="block text-xs text-slate-600">
          {formatMessage(t.noteLabel, { name })}
          <input
            className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <div className="mt-2 flex gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => run('approve')}>
            {t.approve}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => run('reject')}
          >
            {t.reject}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Data requests (issue 16): correction requests waiting for a membership officer. */
export function DataRequestsSection() {
  const { privacy } = useMessages();
  const t = privacy.staff;
  const query = usePendingCorrections();
  const notice = useSectionNotice();
  const requests = query.data ?? [];
  const [historyOf, setHistoryOf] = useState<{ ref: string; label: string } | null>(null);
  return (
    <div className="space-y-8">
      <AdminSection
        titleId="data-requests-title"
        title={t.title}
        intro={t.intro}
        notice={notice.notice}
        onDismissNotice={notice.clear}
        query={query}
        isEmpty={requests.length === 0}
        loadingText={t.loading}
        loadFailedText={t.loadFailed}
        emptyText={t.empty}
        emptyIcon={ClipboardIcon}
      >
        <AdminTable
          caption={t.caption}
          columns={[
            t.columns.player,
            t.columns.change,
            t.columns.reason,
            t.columns.due,
            t.columns.actions,
          ]}
        >
          {requests.map((request) => (
            <RequestRow
              key={request._id}
              request={request}
              onDecided={(text, ok) => (ok ? notice.showSuccess(text) : notice.showError(text))}
              onHistory={setHistoryOf}
            />
          ))}
        </AdminTable>
      </AdminSection>
      <DeletionsPanel onHistory={setHistoryOf} />
      <ExportsPanel onHistory={setHistoryOf} />
      <TrailDialog player={historyOf} onClose={() => setHistoryOf(null)} />
    </div>
  );
}
