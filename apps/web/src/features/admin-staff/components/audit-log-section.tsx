import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { Button, buttonClassName } from '@/components/ui/button';
import { ClipboardIcon } from '@/components/ui/icons';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { AuditEntry } from '@app/shared/security';

import { auditCsvHref, EMPTY_AUDIT_FILTERS, useAuditLog, type AuditFilters } from '../api/audit';

import { AuditEntryModal } from './audit-entry-modal';
import { AuditFiltersForm } from './audit-filters';

/** Admin: Audit log (super admins) — filters, newest first, load older, detail, CSV export. */
export function AuditLogSection() {
  const { security, admin } = useMessages();
  const t = security.audit;
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <AdminSection
      titleId="admin-audit-title"
      title={t.title}
      intro={t.intro}
      actions={
        <a
          href={auditCsvHref(filters)}
          download
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t.exportCsv}
        </a>
      }
      toolbar={<AuditFiltersForm value={filters} onApply={setFilters} />}
      query={log}
      isEmpty={entries.length === 0}
      loadingText={t.loading}
      loadFailedText={formatMessage(t.loadFailed, {
        message: errorText(log.error, { fallback: admin.errors.generic }),
      })}
      emptyText={t.empty}
      emptyIcon={ClipboardIcon}
      dialogs={open ? <AuditEntryModal entry={open} onClose={() => setOpen(null)} /> : null}
      paging={
        log.hasNextPage ? (
          <Button
            variant="secondary"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        ) : null
      }
    >
      <AdminTable
        caption={t.listLabel}
        columns={[
          t.columns.time,
          t.columns.person,
          t.columns.action,
          t.columns.target,
          t.columns.ip,
          <span key="view" className="sr-only">
            {t.view}
          </span>,
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry._id}>
            <td className="whitespace-nowrap px-4 py-2.5">{formatDateTime(entry.at)}</td>
            <td className="px-4 py-2.5">
              {entry.actorName ?? (entry.actorKind === 'system' ? t.system : t.anonymous)}
              {entry.actorRoles.length > 0 ? (
                <span className="block text-xs text-slate-500">
                  {entry.actorRoles
                    .map((r) => security.roles[r as keyof typeof security.roles] ?? r)
                    .join(', ')}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-2.5 font-mono text-xs">{entry.action}</td>
            <td className="max-w-[14rem] truncate px-4 py-2.5 text-xs">
              {[entry.targetType, entry.targetId].filter(Boolean).join(' ')}
            </td>
            <td className="px-4 py-2.5 text-xs">{entry.ip ?? '—'}</td>
            <td className="px-4 py-2.5">
              <Button
                size="sm"
                variant="outline"
                aria-label={`${t.view}: ${entry.action} ${entry._id}`}
                onClick={() => setOpen(entry)}
              >
                {t.view}
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
