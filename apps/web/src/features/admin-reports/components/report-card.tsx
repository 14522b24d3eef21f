import { Button } from '@/components/ui/button';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Report } from '@app/shared/posts';
import { relativeTime } from '@app/shared/relative-time';

import type { ReportAction } from '../hooks/use-report-actions';
import { isReportedPostDeleted, type ReportGroup } from '../utils/filter-reports';

import { PostingBlockButton } from './posting-block-button';
import { ReportStatusBadge } from './report-status-badge';
import { ReportedComments } from './reported-comments';
import { ReportedPostPreview } from './reported-post-preview';

export interface ReportCardProps {
  /** The reports of one post. */
  group: ReportGroup;
  /** Acts on the post: resolving one of its reports resolves them all (the server does). */
  onAction: (kind: ReportAction['kind'], report: Report) => void;
  /** A block, unblock or comment removal went through: its message for the section's notice. */
  onBlocked: (message: string) => void;
}

/** One report in a card: reason (unless the card's title says it), reporter, when, details. */
function ReportLine({ report, showReason }: { report: Report; showReason: boolean }) {
  const t = useMessages().adminReports;
  const locale = useLocale();
  const reporter = report.reporterName || t.anonymousReporter;
  return (
    <li className="text-sm">
      <p>
        {showReason ? (
          <>
            <span className="font-medium text-slate-900">
              {t.reasons[report.reason] ?? report.reason}
            </span>
            <span aria-hidden="true" className="text-slate-600">
              {' · '}
            </span>
          </>
        ) : null}
        <span className="text-slate-600">
          {formatMessage(t.reportedBy, { name: reporter })}
          <span aria-hidden="true"> · </span>
          <time dateTime={report.createdAt} className="whitespace-nowrap">
            {relativeTime(report.createdAt, new Date(), locale)}
          </time>
        </span>
      </p>
      {report.details ? (
        <p className="mt-1 border-l-4 border-amber-200 pl-3 break-words whitespace-pre-line text-slate-700">
          {report.details}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The reports of one post: how many, every reason with its reporter and details, the post (and
 * its link), and the actions on the post while any report is pending.
 */
export function ReportCard({ group, onAction, onBlocked }: ReportCardProps) {
  const t = useMessages().adminReports;
  const locale = useLocale();
  const [newest] = group.reports;
  const pending = group.reports.find((r) => r.status === 'pending');
  const titleId = `report-${group.key}-title`;
  const author = group.post?.author.fullName || group.post?.author.username || t.unknownAuthor;
  const canDeletePost = !isReportedPostDeleted(group.post);
  const count = group.reports.length;
  const resolvedAt = group.reports.map((r) => r.resolvedAt).find(Boolean);
  const reporters = [
    ...new Set(group.reports.map((r) => r.reporterName || t.anonymousReporter)),
  ].join(', ');

  return (
    <article
      aria-labelledby={titleId}
      className="h-full min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 @xl:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {count === 1 && newest
            ? (t.reasons[newest.reason] ?? newest.reason)
            : formatMessage(t.reportCount, { count })}
        </h3>
        <ReportStatusBadge status={group.status} />
      </div>

      <ul aria-label={t.reasonsLabel} className="mt-2 space-y-2">
        {group.reports.map((report) => (
          <ReportLine key={report._id} report={report} showReason={count > 1} />
        ))}
      </ul>

      <ReportedPostPreview post={group.post} />

      {group.status === 'resolved' && resolvedAt ? (
        <p className="mt-3 text-xs text-slate-500">
          {formatMessage(t.resolvedAgo, { time: relativeTime(resolvedAt, new Date(), locale) })}
        </p>
      ) : null}

      {group.post?._id ? (
        <ReportedComments
          postId={group.post._id}
          comments={group.post.comments}
          onDeleted={onBlocked}
        />
      ) : null}

      {group.post?.author._id || pending ? (
        <div className="mt-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3">
          {group.post?.author._id ? (
            <div className="mr-auto">
              <PostingBlockButton author={group.post.author} onDone={onBlocked} />
            </div>
          ) : null}
          {pending ? (
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onAction('resolve', pending)}
                aria-label={formatMessage(t.actions.resolveAllLabel, { count, name: author })}
              >
                {t.actions.resolve}
              </Button>
              {canDeletePost ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => onAction('delete', pending)}
                  aria-label={formatMessage(t.actions.deletePostLabel, { name: reporters })}
                >
                  {t.actions.deletePost}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
