import { cn } from '@/components/ui/class-names';
import { useMessages } from '@/lib/i18n';

import { pluralText } from '../utils/plural';

import { HeartIcon, MessageIcon } from './post-icons';

export interface PostActionsProps {
  likeCount: number;
  commentCount: number;
  isLiked: boolean;
  onLike: () => void;
  onComment: () => void;
  likeError: string | null;
}

const ACTION_CLASS =
  'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors';

/** Counts, the Like toggle (aria-pressed) and Comment (moves to the comment box). */
export function PostActions({
  likeCount,
  commentCount,
  isLiked,
  onLike,
  onComment,
  likeError,
}: PostActionsProps) {
  const t = useMessages().picklezone.post;
  return (
    <div className="mt-3">
      <p className="flex justify-between text-xs text-slate-500">
        <span>{pluralText(t.likes, likeCount)}</span>
        <span>{pluralText(t.comments, commentCount)}</span>
      </p>
      <div className="mt-2 flex gap-1 border-y border-slate-100 py-1">
        <button
          type="button"
          onClick={onLike}
          aria-pressed={isLiked}
          className={cn(
            ACTION_CLASS,
            isLiked ? 'text-rose-600 hover:bg-rose-50' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <HeartIcon className={cn('size-5', isLiked ? 'fill-current' : null)} />
          {t.like}
        </button>
        <button
          type="button"
          onClick={onComment}
          className={cn(ACTION_CLASS, 'text-slate-600 hover:bg-slate-100')}
        >
          <MessageIcon className="size-5" />
          {t.comment}
        </button>
      </div>
      <p role="alert" className={likeError ? 'mt-2 text-sm text-red-600' : 'sr-only'}>
        {likeError}
      </p>
    </div>
  );
}
