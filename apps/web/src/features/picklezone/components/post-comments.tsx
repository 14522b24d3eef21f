import { useState, type RefObject } from 'react';

import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { PostComment } from '@app/shared/posts';
import { relativeTime } from '@app/shared/relative-time';

import { Avatar } from './avatar';
import { CommentForm } from './comment-form';

/** Comments shown before 'View all N comments'. */
export const VISIBLE_COMMENTS = 3;

export interface PostCommentsProps {
  postId: string;
  comments: PostComment[];
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The latest comments (all on request, oldest first) and the comment box. */
export function PostComments({ postId, comments, inputRef }: PostCommentsProps) {
  const t = useMessages().picklezone.comments;
  const locale = useLocale();
  const [isExpanded, setIsExpanded] = useState(false);
  const hidden = isExpanded ? 0 : Math.max(0, comments.length - VISIBLE_COMMENTS);
  const shown = comments.slice(hidden);

  return (
    <div className="mt-2">
      {comments.length > VISIBLE_COMMENTS ? (
        <button
          type="button"
          onClick={() => setIsExpanded((value) => !value)}
          aria-expanded={isExpanded}
          className="rounded text-sm font-semibold text-slate-600 hover:text-brand-800 hover:underline"
        >
          {isExpanded ? t.showFewer : formatMessage(t.showAll, { count: comments.length })}
        </button>
      ) : null}
      {shown.length > 0 ? (
        <ul aria-label={t.listLabel} className="mt-2 space-y-2.5">
          {shown.map((comment) => (
            <li key={comment._id} className="flex gap-2.5">
              <Avatar
                name={comment.fullName}
                src={comment.profilePicture}
                className="size-8 text-xs"
              />
              <div className="min-w-0 flex-1">
                <div className="rounded-2xl bg-slate-100 px-3.5 py-2">
                  <p className="text-sm font-semibold text-slate-900">{comment.fullName}</p>
                  <p className="text-sm break-words whitespace-pre-line text-slate-800">
                    {comment.comment}
                  </p>
                </div>
                <time dateTime={comment.createdAt} className="ml-3.5 text-xs text-slate-500">
                  {relativeTime(comment.createdAt, new Date(), locale)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <CommentForm postId={postId} inputRef={inputRef} />
    </div>
  );
}
