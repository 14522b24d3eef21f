import { AdminSection } from '@/components/admin/admin-section';
import { MailIcon } from '@/components/ui/icons';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { MESSAGE_HISTORY_LIMIT } from '@app/shared/messages';

import { useMessageHistory } from '../api/get-message-history';
import { groupMessageHistory } from '../utils/group-message-history';

import { MessageHistoryCard } from './message-history-card';

/** The latest sent messages, one card per subject and send time. */
export function MessageHistory() {
  const t = useMessages().adminPlayers.messages;
  const history = useMessageHistory();
  return (
    <AdminSection
      titleId="admin-message-history-title"
      title={t.historyTitle}
      intro={formatMessage(t.historyNote, { count: MESSAGE_HISTORY_LIMIT })}
      query={history}
      isEmpty={history.data?.length === 0}
      loadingText={t.historyLoading}
      loadFailedText={t.historyFailed}
      emptyText={t.historyEmpty}
      emptyIcon={MailIcon}
      className="min-w-0 space-y-3"
    >
      <ul className="space-y-3">
        {groupMessageHistory(history.data ?? []).map((group) => (
          <li key={group.key}>
            <MessageHistoryCard group={group} />
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
