import { formatMessage } from '@/lib/format-message';

export interface PluralMessages {
  one: string;
  other: string;
}

/** '1 like' / '3 likes' from a catalogue entry `{ one, other }` with a `{count}` placeholder. */
export function pluralText(messages: PluralMessages, count: number): string {
  return formatMessage(count === 1 ? messages.one : messages.other, { count });
}
