import { dateFormat } from '@/lib/intl-format';

const MALAYSIA: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** "25 Nov 2026, 2:31 pm" in Malaysia time, whatever the reader's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(MALAYSIA).format(date);
}
