import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Report } from '@app/shared/posts';

import { useDeleteComment } from '../api/delete-comment';

type Comment = NonNullable<Report['post']>['comments'][number];

/** The reported post's comments, each removable by a moderator after a confirmation. */
export function ReportedComments({
  postId,
  comments,
  onDeleted,
}: {
  postId: string;
  comments: Comment[];
  onDeleted: (message: string) => void;
}) {
  const { adminReports: t, common } = useMessages();
  const remove = useDeleteComment();
  const [pending, setPending] = useState<Comment | null>(null);
  if (comments.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-700">
        {formatMessage(t.comments.summary, { count: comments.length })}
      </summary>
      <ul className="mt-2 space-y-2">
        {comments.map((comment) => (
          <li
            key={comment._id}
            className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 p-2"
          >
            <p className="min-w-0 break-words">
              <span className="font-semibold text-slate-900">{comment.fullName}</span>{' '}
              {comment.comment}
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0 text-red-700 hover:bg-red-50"
              aria-label={formatMessage(t.comments.deleteLabel, { name: comment.fullName })}
              onClick={() => setPending(comment)}
            >
              {t.comments.delete}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={t.comments.confirmTitle}
        confirmLabel={t.comments.delete}
        pendingLabel={t.comments.deleting}
        isPending={remove.isPending}
        error={
          remove.error
            ? errorText(remove.error, { fallback: t.unknownError, network: common.networkError })
            : null
        }
        onCancel={() => {
          remove.reset();
          setPending(null);
        }}
        onConfirm={() =>
          pending &&
          remove.mutate(
            { postId, commentId: pending._id },
            {
              onSuccess: () => {
                setPending(null);
                // In the page's language (the API's message is English).
                onDeleted(t.comments.deleted);
              },
            },
          )
        }
      >
        <p>{pending ? formatMessage(t.comments.confirmBody, { name: pending.fullName }) : null}</p>
      </ConfirmDialog>
    </details>
  );
}
