import { formatMessage } from '@/lib/format-message';
import { dateFormat } from '@/lib/intl-format';
import type { Locale } from '@app/shared/locale';
import { formatRinggit, type MembershipStatus, type MembershipType } from '@app/shared/membership';
import { localizeText } from '@app/shared/translations';

const DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** 'YYYY-MM-DD' (a Malaysia calendar day) as '24 November 2026'. */
export function formatDay(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(DATE).format(date);
}

export { formatRinggit };

/** The catalogue's words for a term's length (`membership.duration`). */
export interface DurationTexts {
  months: string;
  oneMonth: string;
  calendarYear: string;
}

/** A term's length in the page's language: '12 months', 'Hingga 31 Disember'. */
export function durationText(
  type: Pick<MembershipType, 'durationKind' | 'durationMonths'>,
  texts: DurationTexts,
): string {
  if (type.durationKind === 'calendar_year') return texts.calendarYear;
  if (type.durationMonths === 1) return texts.oneMonth;
  return formatMessage(texts.months, { count: type.durationMonths ?? 0 });
}

/**
 * A membership type's name as the page shows it: on a Malay page its Malay name when staff
 * wrote one, its English name otherwise.
 */
export function typeNameIn(locale: Locale, english: string, malay: string | null | undefined) {
  return localizeText(english, malay, locale).value;
}

/** Colours of each status (always shown with its text and an icon, never colour alone). */
export const STATUS_TONE: Record<MembershipStatus, string> = {
  active: 'bg-emerald-50 text-emerald-900 ring-emerald-600',
  grace: 'bg-amber-50 text-amber-900 ring-amber-500',
  expired: 'bg-red-50 text-red-900 ring-red-600',
  suspended: 'bg-red-50 text-red-900 ring-red-600',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-500',
  none: 'bg-slate-100 text-slate-800 ring-slate-500',
};
