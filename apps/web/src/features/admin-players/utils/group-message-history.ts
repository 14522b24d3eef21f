import type { MessageHistoryItem } from '@app/shared/messages';

export interface MessageHistoryGroup {
  /** Stable key: the subject and creation time. */
  key: string;
  subject: string;
  /** The first recipient's copy (a broadcast sends the same text to everyone). */
  message: string;
  createdAt: string;
  recipients: MessageHistoryItem[];
  readCount: number;
}

/**
 * Groups sent messages by subject and creation time (a broadcast's copies share one
 * `createdAt`), keeping the order of each group's first message: newest first.
 */
export function groupMessageHistory(items: readonly MessageHistoryItem[]): MessageHistoryGroup[] {
  const groups = new Map<string, MessageHistoryGroup>();
  for (const item of items) {
    const key = JSON.stringify([item.subject, item.createdAt]);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        subject: item.subject,
        message: item.message,
        createdAt: item.createdAt,
        recipients: [],
        readCount: 0,
      };
      groups.set(key, group);
    }
    group.recipients.push(item);
    if (item.read) group.readCount += 1;
  }
  return [...groups.values()];
}
