import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import type { ReportAction } from '../hooks/use-report-actions';

export interface ReportActionDialogProps {
  action: ReportAction | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before marking a report resolved or deleting the post (spec §5). */
export function ReportActionDialog({
  action,
  isPending,
  onConfirm,
  onCancel,
}: ReportActionDialogProps) {
  const t = useMessages().adminReports;
  const report = action?.report;
  const reporter = report?.reporterName || t.anonymousReporter;
  const author = report?.post?.author.fullName || report?.post?.author.username || t.unknownAuthor;
  const reason = report ? (t.reasons[report.reason] ?? report.reason) : '';
  const texts = action?.kind === 'delete' ? t.deleteDialog : t.resolveDialog;

  return (
    <ConfirmDialog
      open={action !== null}
      title={texts.title}
      confirmLabel={texts.confirm}
      pendingLabel={texts.pending}
      isPending={isPending}
      error={null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{formatMessage(texts.body, { reason: reason.toLowerCase(), name: reporter, author })}</p>
    </ConfirmDialog>
  );
}
