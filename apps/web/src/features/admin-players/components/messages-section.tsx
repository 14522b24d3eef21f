import { MessageComposeCard } from './message-compose-card';
import { MessageHistory } from './message-history';

/** Admin: Messages (spec §2) — compose to one player or all, and the sent history. */
export function MessagesSection() {
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <MessageComposeCard />
      <MessageHistory />
    </div>
  );
}
