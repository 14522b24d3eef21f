import { Button } from '@/components/ui/button';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Report } from '@app/shared/posts';
import { relativeTime } from '@app/shared/relative-time';

import type { ReportAction } from '../hooks/use-report-actions';
import { isReportedPostDeleted } from '../utils/filter-reports';

import { PostingBlockButton } from './posting-block-button';
import { ReportStatusBadge } from './report-status-badge';
import { ReportedComments } from './reported-comments';
import { ReportedPostPreview } from './reported-post-preview';

export interface ReportCardProps {
  report: Report;
  onAction: (kind: ReportAction['kind'], report: Report) => void;
  /** A block, unblock or comment removal went through: its message for the section's notice. */
  onBlocked: (message: string) => void;
}

/** One report: reason, details, reporter, when, status and the reported post; actions if pending. */
export function ReportCard({ report, onAction, onBlocked }: ReportCardProps) {
  const t = useMessages().adminReports;
  const locale = useLocale();
  const titleId = `report-${report._id}-title`;
  const reason = t.reasons[report.reason] ?? report.reason;
  const reporter = report.reporterName || t.anonymousReporter;
  const canDeletePost = !isReportedPostDeleted(report.post);

  return (
    <article
      aria-labelledby={titleId}
      className="h-full min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 @xl:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {reason}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {formatMessage(t.reportedBy, { name: reporter })}
            <span aria-hidden="true"> · </span>
            <time dateTime={report.createdAt} className="whitespace-nowrap">
              {relativeTime(report.createdAt, new Date(), locale)}
            </time>
          </p>
        </div>
        <ReportStatusBadge status={report.status} />
      </div>

      {report.details ? (
        <p className="mt-3 whitespace-pre-line break-words border-l-4 border-amber-200 pl-3 text-sm text-slate-700">
          {report.details}
        </p>
      ) : null}

      <ReportedPostPreview post={report.post} />

      {report.status === 'resolved' && report.resolvedAt ? (
        <p className="mt-3 text-xs text-slate-500">
          {formatMessage(t.resolvedAgo, {
            time: relativeTime(report.resolvedAt, new Date(), locale),
          })}
        </p>
      ) : null}

      {report.post?._id ? (
        <ReportedComments
          postId={report.post._id}
          comments={report.post.comments}
          onDeleted={onBlocked}
        />
      ) : null}

      {report.post?.author._id ? (
        <div className="mt-3 flex justify-end">
          <PostingBlockButton author={report.post.author} onDone={onBlocked} />
        </div>
      ) : null}

      {report.status === 'pending' ? (
        <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 @md:flex @md:justify-end">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('resolve', report)}
            aria-label={formatMessage(t.actions.resolveLabel, {
              reason: reason.toLowerCase(),
              name: reporter,
            })}
            className={canDeletePost ? undefined : 'col-span-2'}
          >
            {t.actions.resolve}
          </Button>
          {canDeletePost ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={() => onAction('delete', report)}
              aria-label={formatMessage(t.actions.deletePostLabel, { name: reporter })}
            >
              {t.actions.deletePost}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
