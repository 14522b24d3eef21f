import { dateFormat } from '@/lib/intl-format';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** An instant as its Malaysia calendar day: '25 Nov 2026'; a dash when there is none. */
export const formatInstantDay = (iso: string | null) =>
  iso ? dateFormat(DAY).format(new Date(iso)) : '—';
