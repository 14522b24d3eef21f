import { AdminSection } from '@/components/admin/admin-section';
import { useAdminList } from '@/components/admin/use-admin-list';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { listReportsQuerySchema, type Report } from '@app/shared/posts';

import { useReports } from '../api/get-reports';
import { useReportActions } from '../hooks/use-report-actions';
import { countReports, filterReports, groupReports } from '../utils/filter-reports';

import { ReportActionDialog } from './report-action-dialog';
import { ReportCard } from './report-card';
import { ReportFilterButtons } from './report-filter-buttons';

/**
 * Admin: Report (spec §2) — reported posts filtered All / Pending / Resolved (`?status=`, as
 * `GET /api/reports` takes it; the whole list is small, so it is grouped and counted here): one
 * card per post with every report of it; actions while any is pending.
 */
export function ReportsSection() {
  const { adminReports: t, common } = useMessages();
  const query = useReports();
  const list = useAdminList<Report>();
  const actions = useReportActions(list);
  const filters = useUrlFilters(listReportsQuerySchema);
  const filter = filters.values.status ?? 'all';
  const reports = query.data ?? [];
  const shown = groupReports(filterReports(reports, filter));
  const texts = { network: common.networkError, fallback: t.unknownError };

  return (
    <AdminSection
      titleId="admin-reports-title"
      title={t.title}
      intro={t.intro}
      actions={
        <ReportFilterButtons
          value={filter}
          counts={countReports(reports)}
          onChange={(next) => filters.set({ status: next === 'all' ? undefined : next })}
        />
      }
      list={list}
      query={query}
      isEmpty={shown.length === 0}
      loadingText={t.loading}
      loadFailedText={formatMessage(t.loadFailed, { message: errorText(query.error, texts) })}
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
        {shown.map((group) => (
          <li key={group.key} className="min-w-0">
            <ReportCard group={group} onAction={actions.request} onBlocked={list.showSuccess} />
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
