import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { FormAlert } from '@/components/ui/form/form-messages';
import { InboxIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { INBOX_PREVIEW_LENGTH, previewText, type InboxMessage } from '@app/shared/messages';

import { usePlayerMessages } from '../api/get-player-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { formatDateTime } from '../utils/format-date';

function MessageRow({ message, onOpen }: { message: InboxMessage; onOpen: () => void }) {
  const { players, common } = useMessages();
  const t = players.inbox;
  const isUnread = !message.read;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className={cn(
          'flex w-full gap-3 px-4 py-4 text-left transition-colors hover:bg-slate-50 sm:px-5',
          isUnread && 'bg-brand-50/60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-2 size-2.5 shrink-0 rounded-full',
            isUnread ? 'bg-brand-600' : 'bg-transparent',
          )}
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <span
              className={cn(
                'min-w-0 truncate text-slate-900',
                isUnread ? 'font-bold' : 'font-medium',
              )}
            >
              {isUnread ? <span className="sr-only">{t.unreadLabel}: </span> : null}
              {message.subject}
            </span>
            <time dateTime={message.createdAt} className="shrink-0 text-xs text-slate-500">
              {formatDateTime(message.createdAt, common.dateLocale)}
            </time>
          </span>
          <span className="mt-1 block text-sm text-slate-600">
            {previewText(message.message, INBOX_PREVIEW_LENGTH)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** Inbox: messages newest first, 60-character previews; opening an unread one marks it read. */
export function InboxPanel({ playerId }: { playerId: string }) {
  const { players, common } = useMessages();
  const t = players.inbox;
  const messages = usePlayerMessages(playerId);
  const markRead = useMarkMessageRead();
  const [openId, setOpenId] = useState<string | null>(null);
  const [markError, setMarkError] = useState<string | null>(null);
  const open = messages.data?.find((message) => message._id === openId) ?? null;

  const handleOpen = (message: InboxMessage) => {
    setOpenId(message._id);
    setMarkError(null);
    if (message.read) return;
    markRead.mutate(
      { playerId, messageId: message._id },
      { onError: () => setMarkError(t.markFailed) },
    );
  };

  let body;
  if (messages.isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
        <Spinner className="size-6 border-2" />
        {t.loading}
      </div>
    );
  } else if (messages.isError) {
    body = (
      <div className="space-y-3 p-5">
        <FormAlert message={t.loadFailed} />
        <Button variant="outline" onClick={() => void messages.refetch()}>
          {common.retry}
        </Button>
      </div>
    );
  } else if (messages.data.length === 0) {
    body = (
      <div className="flex flex-col items-center px-6 py-16 text-center">
        <InboxIcon className="size-10 text-slate-300" />
        <p className="mt-3 font-semibold text-slate-800">{t.empty}</p>
        <p className="mt-1 text-sm text-slate-500">{t.emptyBody}</p>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {messages.data.map((message) => (
          <MessageRow key={message._id} message={message} onOpen={() => handleOpen(message)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-brand-900">{t.heading}</h2>
        <p className="text-sm text-slate-600">{t.intro}</p>
      </div>
      <FormAlert message={markError} />
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {body}
      </div>

      <Modal open={open !== null} onClose={() => setOpenId(null)} title={open?.subject ?? ''}>
        {open ? (
          <>
            <p className="text-xs text-slate-500">
              {formatMessage(t.receivedOn, {
                date: formatDateTime(open.createdAt, common.dateLocale),
              })}
            </p>
            <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{open.message}</p>
          </>
        ) : null}
      </Modal>
    </div>
  );
}
