import { AdminTable } from '@/components/admin/admin-table';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { AuditEntry } from '@app/shared/security';

import { auditSentence } from '../utils/audit-sentence';

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** One entry: who, when, from where, and each changed field before → after. */
export function AuditEntryModal({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { security, admin } = useMessages();
  const t = security.audit;
  const changes = Object.entries(entry.changes ?? {});
  return (
    <Modal open onClose={onClose} size="lg" title={formatMessage(t.entryTitle, { id: entry._id })}>
      <p className="mb-4 text-base text-slate-900">{auditSentence(entry, admin.audit)}</p>
      <h3 className="mb-1 text-sm font-semibold text-slate-900">{admin.audit.codes}</h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">{t.columns.time}</dt>
        <dd>{formatDateTime(entry.at)}</dd>
        <dt className="font-medium text-slate-600">{t.columns.person}</dt>
        <dd>
          {[
            entry.actorName ?? (entry.actorKind === 'system' ? t.system : t.anonymous),
            entry.actorId,
          ]
            .filter(Boolean)
            .join(' · ')}
          {entry.actorRoles.length > 0 ? ` (${entry.actorRoles.join(', ')})` : ''}
        </dd>
        <dt className="font-medium text-slate-600">{t.columns.action}</dt>
        <dd className="font-mono">{entry.action}</dd>
        <dt className="font-medium text-slate-600">{t.columns.target}</dt>
        <dd className="break-all">
          {[entry.targetType, entry.targetId].filter(Boolean).join(' ') || '—'}
        </dd>
        <dt className="font-medium text-slate-600">{admin.audit.targetName}</dt>
        <dd>{entry.targetLabel ?? '—'}</dd>
        <dt className="font-medium text-slate-600">{t.columns.ip}</dt>
        <dd>{entry.ip ?? '—'}</dd>
      </dl>
      {changes.length > 0 ? (
        <div className="mt-4">
          <AdminTable
            caption={formatMessage(t.entryTitle, { id: entry._id })}
            minWidth="none"
            items={changes}
            getKey={([field]) => field}
            rowClassName={() => undefined}
            columns={[
              {
                header: t.field,
                isRowHeader: true,
                className: 'font-mono font-normal',
                cell: ([field]) => field,
              },
              {
                header: t.before,
                className: 'break-all text-red-800',
                cell: ([, change]) => <del>{show(change.before)}</del>,
              },
              {
                header: t.after,
                className: 'break-all text-brand-800',
                cell: ([, change]) => <ins className="no-underline">{show(change.after)}</ins>,
              },
            ]}
          />
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t.noChanges}</p>
      )}
      {entry.detail ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t.detail}</h3>
          <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs">
            {JSON.stringify(entry.detail, null, 2)}
          </pre>
        </>
      ) : null}
    </Modal>
  );
}
