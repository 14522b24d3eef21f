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

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

const dayOf = (isoDay: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : null;
};

/** A calendar day stored as 'YYYY-MM-DD' (or an ISO instant's date part): "27 Nov 2026". */
export function formatDate(isoDay: string): string {
  const day = dayOf(isoDay);
  return day ? dateFormat(DAY).format(day) : isoDay;
}

/** Two calendar days as one range, said once where they share it: "12–14 Dec 2026". */
export function formatDateRange(startIsoDay: string, endIsoDay: string): string {
  const start = dayOf(startIsoDay);
  const end = dayOf(endIsoDay);
  if (!start || !end || end <= start) return formatDate(startIsoDay);
  return dateFormat(DAY).formatRange(start, end);
}
