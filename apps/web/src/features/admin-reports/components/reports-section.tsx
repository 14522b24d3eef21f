import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { AlertTriangleIcon } from '@/components/ui/icons';
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
    <AdminSection
      titleId="admin-reports-title"
      title={t.title}
      intro={t.intro}
      actions={
        <ReportFilterButtons value={filter} counts={countReports(reports)} onChange={setFilter} />
      }
      notice={actions.notice.notice}
      onDismissNotice={actions.notice.clear}
      query={list}
      isEmpty={shown.length === 0}
      loadingText={t.loading}
      loadFailedText={formatMessage(t.loadFailed, { message: errorText(list.error, texts) })}
      emptyText={t.empty[filter]}
      emptyIcon={AlertTriangleIcon}
      dialogs={
        <ReportActionDialog
          action={actions.pending}
          isPending={actions.isPending}
          onConfirm={actions.confirm}
          onCancel={actions.cancel}
        />
      }
    >
      <ul aria-label={t.listLabel} className="grid grid-cols-1 gap-3 @4xl:grid-cols-2">
        {shown.map((report) => (
          <li key={report._id} className="min-w-0">
            <ReportCard
              report={report}
              onAction={actions.request}
              onBlocked={actions.notice.showSuccess}
            />
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
