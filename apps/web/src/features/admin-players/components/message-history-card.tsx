import { useId, useState } from 'react';

import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { MESSAGE_HISTORY_PREVIEW_LENGTH, previewText } from '@app/shared/messages';

import type { MessageHistoryGroup } from '../utils/group-message-history';
import { formatDateTime } from '../utils/player-display';

/** Recipients listed before 'and N more'. */
export const RECIPIENTS_SHOWN = 5;

/** One sent message (or broadcast): subject, time, a 150-character preview and its recipients. */
export function MessageHistoryCard({ group }: { group: MessageHistoryGroup }) {
  const { adminPlayers, common } = useMessages();
  const t = adminPlayers.messages;
  const [isExpanded, setIsExpanded] = useState(false);
  const titleId = useId();
  const listId = useId();
  const total = group.recipients.length;
  const hidden = total - RECIPIENTS_SHOWN;
  const shown = isExpanded ? group.recipients : group.recipients.slice(0, RECIPIENTS_SHOWN);

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="min-w-0 break-words font-semibold text-slate-900">
          {group.subject}
        </h3>
        <time dateTime={group.createdAt} className="shrink-0 text-xs text-slate-500">
          {formatDateTime(group.createdAt, common.dateLocale)}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">
        {previewText(group.message, MESSAGE_HISTORY_PREVIEW_LENGTH)}
      </p>
      <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
        <p className="flex flex-wrap gap-x-3 text-xs font-medium text-slate-500">
          <span>
            {total === 1
              ? t.recipientsCountOne
              : formatMessage(t.recipientsCount, { count: total })}
          </span>
          <span>{formatMessage(t.readCount, { read: group.readCount, total })}</span>
        </p>
        <ul id={listId} aria-label={t.recipientsLabel} className="mt-2 flex flex-wrap gap-1.5">
          {shown.map((recipient) => (
            <li
              key={recipient._id}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700"
            >
              <span className="font-medium text-slate-900">{recipient.playerName}</span>{' '}
              <span className="text-slate-500">({recipient.playerUsername})</span>
            </li>
          ))}
        </ul>
        {hidden > 0 ? (
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => setIsExpanded((value) => !value)}
            className="mt-2 text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {isExpanded ? t.showLess : formatMessage(t.showMore, { count: hidden })}
          </button>
        ) : null}
      </div>
    </article>
  );
}
