import { FlagIcon, PencilIcon } from '@/components/ui/icons';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Post } from '@app/shared/posts';
import { formatMalaysiaDate, relativeTime } from '@app/shared/relative-time';

import { Avatar } from './avatar';
import { TrashIcon } from './post-icons';

export interface PostHeaderProps {
  post: Post;
  headingId: string;
  isOwn: boolean;
  isEditing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
  /** Others' posts: hide this author's posts, or stop them commenting on mine. */
  onMute?: () => void;
  onBlock?: () => void;
}

const ACTION_CLASS =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50';

/** Author, relative time, and the actions: Edit and Delete on own posts, Report on others'. */
export function PostHeader({
  post,
  headingId,
  isOwn,
  isEditing,
  onEdit,
  onDelete,
  onReport,
  onMute,
  onBlock,
}: PostHeaderProps) {
  const t = useMessages().picklezone.post;
  const locale = useLocale();
  const { author } = post;
  return (
    // The actions move under the author when the two do not fit side by side (a phone, Malay
    // labels), so names and handles keep whole words.
    <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <div className="flex min-w-0 flex-[1_1_12rem] items-start gap-3">
        <Avatar name={author.fullName} src={author.profilePicture} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="break-words font-semibold leading-snug text-slate-900">
            {author.fullName}
          </h3>
          <p className="text-xs text-slate-500">
            {author.username ? (
              <span data-testid="post-handle" className="break-words">
                @{author.username}
              </span>
            ) : null}
            {author.username ? ' · ' : null}
            <time
              dateTime={post.createdAt}
              title={formatMalaysiaDate(post.createdAt, 'long', locale)}
            >
              {relativeTime(post.createdAt, new Date(), locale)}
            </time>
          </p>
        </div>
      </div>
      <div className="-mr-1 ml-auto flex shrink-0 items-center">
        {isOwn ? (
          <>
            <button
              type="button"
              onClick={onEdit}
              disabled={isEditing}
              title={t.editLabel}
              className={ACTION_CLASS}
            >
              <PencilIcon className="size-4" />
              <span className="sr-only sm:not-sr-only">{t.edit}</span>
            </button>
            <button
              type="button"
              onClick={onDelete}
              title={t.deleteLabel}
              aria-haspopup="dialog"
              className={`${ACTION_CLASS} hover:bg-red-50 hover:text-red-700`}
            >
              <TrashIcon className="size-4" />
              <span className="sr-only sm:not-sr-only">{t.delete}</span>
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={onReport}
            title={formatMessage(t.reportLabel, { name: author.fullName })}
            aria-haspopup="dialog"
            className={ACTION_CLASS}
          >
            <FlagIcon className="size-4" />
            <span className="sr-only sm:not-sr-only">{t.report}</span>
          </button>
        )}
        {!isOwn && onMute ? (
          <button
            type="button"
            onClick={onMute}
            title={formatMessage(t.muteLabel, { name: author.fullName })}
            aria-label={formatMessage(t.muteLabel, { name: author.fullName })}
            className={ACTION_CLASS}
          >
            {t.mute}
          </button>
        ) : null}
        {!isOwn && onBlock ? (
          <button
            type="button"
            onClick={onBlock}
            title={formatMessage(t.blockLabel, { name: author.fullName })}
            aria-label={formatMessage(t.blockLabel, { name: author.fullName })}
            className={ACTION_CLASS}
          >
            {t.block}
          </button>
        ) : null}
      </div>
    </div>
  );
}
