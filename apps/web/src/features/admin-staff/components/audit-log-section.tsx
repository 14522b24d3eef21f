import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { useAdminList } from '@/components/admin/use-admin-list';
import { Button, buttonClassName } from '@/components/ui/button';
import { ClipboardIcon } from '@/components/ui/icons';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { AuditEntry } from '@app/shared/security';

import { auditCsvHref, auditFiltersSchema, useAuditLog } from '../api/audit';
import { auditSentence } from '../utils/audit-sentence';

import { AuditEntryModal } from './audit-entry-modal';
import { AuditFiltersForm } from './audit-filters';

/**
 * Admin: Audit log (super admins): filters, newest first as sentences with names, load older,
 * the entry's codes and ids in its details, CSV export.
 */
export function AuditLogSection() {
  const { security, admin } = useMessages();
  const t = security.audit;
  const filters = useUrlFilters(auditFiltersSchema);
  const list = useAdminList<AuditEntry>();
  const log = useAuditLog(filters.values);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <AdminSection
      titleId="admin-audit-title"
      title={t.title}
      intro={t.intro}
      list={list}
      actions={
        <a
          href={auditCsvHref(filters.values)}
          download
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t.exportCsv}
        </a>
      }
      toolbar={
        <AuditFiltersForm value={filters.values} onChange={filters.set} onClear={filters.clear} />
      }
      query={log}
      isEmpty={entries.length === 0}
      loadingText={t.loading}
      loadFailedText={formatMessage(t.loadFailed, {
        message: errorText(log.error, { fallback: admin.errors.generic }),
      })}
      emptyText={t.empty}
      emptyIcon={ClipboardIcon}
      editor={(entry) => (entry ? <AuditEntryModal entry={entry} onClose={list.close} /> : null)}
      paging={<ShowMoreButton query={log} label={t.loadMore} busyLabel={t.loadingMore} />}
    >
      <AdminTable
        caption={t.listLabel}
        minWidth="none"
        items={entries}
        getKey={(entry) => entry._id}
        columns={[
          {
            header: t.columns.time,
            className: 'align-top sm:whitespace-nowrap',
            cell: (entry) => formatDateTime(entry.at),
          },
          {
            header: admin.audit.whatHappened,
            isRowHeader: true,
            className: 'font-normal',
            cell: (entry) => auditSentence(entry, admin.audit),
          },
          {
            header: t.view,
            isHeaderHidden: true,
            align: 'end',
            cell: (entry) => (
              <Button
                size="sm"
                variant="outline"
                aria-label={`${t.view}: ${auditSentence(entry, admin.audit)}`}
                onClick={() => list.open(entry)}
              >
                {t.view}
              </Button>
            ),
          },
        ]}
      />
    </AdminSection>
  );
}
