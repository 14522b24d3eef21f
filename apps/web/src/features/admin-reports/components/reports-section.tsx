import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { SectionNotice } from '@/components/ui/section-notice';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { useReports } from '../api/get-reports';
import { useReportActions } from '../hooks/use-report-actions';
import { countReports, filterReports, type ReportFilter } from '../utils/filter-reports';

import { ReportActionDialog } from './report-action-dialog';
import { ReportCard } from './report-card';
import { ReportFilterButtons } from './report-filter-buttons';

/** Admin: Report (spec §2) — reported posts filtered All / Pending / Resolved; actions if pending. */
export function ReportsSection() {
  const { adminReports: t, common } = useMessages();
  const list = useReports();
  const actions = useReportActions();
  const [filter, setFilter] = useState<ReportFilter>('all');
  const reports = list.data ?? [];
  const shown = filterReports(reports, filter);
  const texts = { network: common.networkError, fallback: t.unknownError };

  return (
    <section aria-labelledby="admin-reports-title" className="@container space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 max-w-xl">
          <h2 id="admin-reports-title" className="text-lg font-semibold text-slate-900">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        </div>
        <ReportFilterButtons value={filter} counts={countReports(reports)} onChange={setFilter} />
      </div>

      <SectionNotice notice={actions.notice.notice} onDismiss={actions.notice.clear} />

      {list.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-14 text-slate-600">
          <Spinner className="size-6 border-2" />
          {t.loading}
        </div>
      ) : list.isError && !list.data ? (
        <div className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <FormError
            message={formatMessage(t.loadFailed, { message: errorText(list.error, texts) })}
          />
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {common.retry}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div
          role="status"
          className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
        >
          <AlertTriangleIcon className="mb-3 size-8 text-slate-400" />
          <p className="font-semibold text-slate-700">{t.empty[filter]}</p>
        </div>
      ) : (
        <ul aria-label={t.listLabel} className="grid grid-cols-1 gap-3 @4xl:grid-cols-2">
          {shown.map((report) => (
            <li key={report._id} className="min-w-0">
              <ReportCard report={report} onAction={actions.request} />
            </li>
          ))}
        </ul>
      )}

      <ReportActionDialog
        action={actions.pending}
        isPending={actions.isPending}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />
    </section>
  );
}
