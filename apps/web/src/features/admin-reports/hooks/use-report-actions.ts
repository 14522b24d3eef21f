import { useState } from 'react';

import type { AdminListNotice } from '@/components/admin/use-admin-list';
import { useMessages } from '@/lib/i18n';
import type { Report } from '@app/shared/posts';

import { useDeleteReportedPost } from '../api/delete-reported-post';
import { useResolveReport } from '../api/resolve-report';

export type ReportAction = { kind: 'resolve' | 'delete'; report: Report };

/**
 * The section's two actions (spec §5: both confirmed first). `request` opens the dialog,
 * `confirm` runs the call; the outcome is shown in the section notice (spec §8 texts on failure).
 */
export function useReportActions(notice: AdminListNotice) {
  const t = useMessages().adminReports;
  const resolution = useResolveReport();
  const deletion = useDeleteReportedPost();
  const [pending, setPending] = useState<ReportAction | null>(null);

  const confirm = () => {
    if (!pending) return;
    const close = () => setPending(null);
    if (pending.kind === 'resolve') {
      resolution.mutate(pending.report._id, {
        onSuccess: () => notice.showSuccess(t.resolved),
        onError: () => notice.showError(t.resolveFailed),
        onSettled: close,
      });
      return;
    }
    const postId = pending.report.post?._id;
    if (!postId) {
      close();
      return;
    }
    deletion.mutate(postId, {
      onSuccess: () => notice.showSuccess(t.postRemoved),
      onError: () => notice.showError(t.deleteFailed),
      onSettled: close,
    });
  };

  return {
    pending,
    isPending: resolution.isPending || deletion.isPending,
    request: (kind: ReportAction['kind'], report: Report) => setPending({ kind, report }),
    cancel: () => setPending(null),
    confirm,
  };
}
