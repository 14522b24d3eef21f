import { formatClockTime, formatTimeText } from '@app/shared/clock-time';
import { INTL_LOCALES, localizePath, MALAYSIA_TIME_ZONE, type Locale } from '@app/shared/locale';

/** What every mail template needs to know about the site. */
export interface MailSite {
  associationName: string;
  /** The association's name in Bahasa Malaysia. */
  associationNameMs: string;
  siteUrl: string;
}

export interface MailWords {
  locale: Locale;
  /** The association's name in the reader's language. */
  association: string;
  /** A link to a page of the site in the reader's language: `/player/login` → `/ms/player/login`. */
  link(pathAndQuery: string): string;
  /** A day in Malaysia time: '9 December 2026', '9 Disember 2026'. */
  date(at: Date): string;
  /** A calendar day written 'YYYY-MM-DD', the same way. */
  day(iso: string): string;
  /** A time of day in Malaysia time, through Intl: '1:34 pm', '1:34 PTG' (never a built 'AM'). */
  time(at: Date): string;
  /** A course's or clinic's time text, the same way: '8:00 AM - 10:00 AM' → '8:00–10:00 PG'. */
  timeText(text: string): string;
}

/** One date format per language: building an Intl formatter costs far more than using one. */
const DAY_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = DAY_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: MALAYSIA_TIME_ZONE,
    });
    DAY_FORMATS.set(locale, format);
  }
  return format;
}

/** Mail is written in its reader's language (their profile's), with links to pages in it. */
export function mailWords(site: MailSite, locale: Locale): MailWords {
  const format = dayFormat(locale);
  return {
    locale,
    association: locale === 'ms' ? site.associationNameMs : site.associationName,
    link(pathAndQuery) {
      const [path = '/', query] = pathAndQuery.split('?', 2);
      return `${site.siteUrl}${localizePath(path, locale)}${query === undefined ? '' : `?${query}`}`;
    },
    date: (at) => format.format(at),
    day: (iso) => format.format(new Date(`${iso}T12:00:00+08:00`)),
    time: (at) => formatClockTime(at, locale),
    timeText: (text) => formatTimeText(text, locale),
  };
}

/** A mail in the reader's language, signed with the association's name in it. */
export function composeMail(
  to: string,
  w: MailWords,
  lines: { subject: string; text: string[] },
): { to: string; subject: string; text: string } {
  return { to, subject: lines.subject, text: [...lines.text, '', w.association].join('\n') };
}
