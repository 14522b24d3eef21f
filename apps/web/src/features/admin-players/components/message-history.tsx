import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { MailIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { MESSAGE_HISTORY_LIMIT } from '@app/shared/messages';

import { useMessageHistory } from '../api/get-message-history';
import { groupMessageHistory } from '../utils/group-message-history';

import { MessageHistoryCard } from './message-history-card';

/** The latest sent messages, one card per subject and send time. */
export function MessageHistory() {
  const { adminPlayers, common } = useMessages();
  const t = adminPlayers.messages;
  const history = useMessageHistory();

  let body;
  if (history.isPending) {
    body = (
      <div role="status" className="flex items-center gap-3 py-10 text-sm text-slate-600">
        <Spinner className="size-5 border-2" />
        {t.historyLoading}
      </div>
    );
  } else if (history.isError) {
    body = (
      <div className="space-y-3">
        <FormError message={t.historyFailed} />
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {common.retry}
        </Button>
      </div>
    );
  } else if (history.data.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <MailIcon className="mb-3 size-8 text-slate-400" />
        <p className="text-sm font-medium text-slate-600">{t.historyEmpty}</p>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {groupMessageHistory(history.data).map((group) => (
          <li key={group.key}>
            <MessageHistoryCard group={group} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="admin-message-history-title" className="min-w-0">
      <div className="mb-3">
        <h2 id="admin-message-history-title" className="text-lg font-semibold text-slate-900">
          {t.historyTitle}
        </h2>
        <p className="text-sm text-slate-600">
          {formatMessage(t.historyNote, { count: MESSAGE_HISTORY_LIMIT })}
        </p>
      </div>
      {body}
    </section>
  );
}
