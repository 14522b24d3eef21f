/**
 * The site's two languages. English pages have plain URLs (`/about`); Bahasa Malaysia pages the
 * same URL under `/ms` (`/ms/about`), so both can be indexed and shared. The URL decides the
 * language of a page; a visitor's choice (the `lang` cookie, else their browser's
 * Accept-Language) decides where a plain URL takes them.
 */
export const LOCALES = ['en', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's language (readable by the page, not a secret). */
export const LOCALE_COOKIE = 'lang';

/** The request header our web app sends with the page's language, for messages in it. */
export const LANGUAGE_HEADER = 'x-language';

/** The query parameter the language switcher sends (`/ms/about?lang=en`): works without script. */
export const LOCALE_QUERY = 'lang';

/** BCP 47 tags for `Intl` (dates, numbers): Malaysian conventions in both languages. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-MY', ms: 'ms-MY' };

/** Every date and time on the site is shown in Malaysia time, whatever the reader's zone. */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

const MS_PREFIX = '/ms';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: `/ms` and `/ms/...` are Bahasa Malaysia, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === MS_PREFIX || pathname.startsWith(`${MS_PREFIX}/`) ? 'ms' : 'en';
}

/** The path without its language prefix: `/ms/about` → `/about`, `/ms` → `/`. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(MS_PREFIX.length) || '/';
}

/** The router's base for a language: '' for English, '/ms' for Bahasa Malaysia. */
export function localeBase(locale: Locale): string {
  return locale === 'ms' ? MS_PREFIX : '';
}

/** The same page in a language: `('/about', 'ms')` → `/ms/about`, `('/ms/about', 'en')` → `/about`. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? MS_PREFIX : `${MS_PREFIX}${bare}`;
}

/**
 * The language a browser asks for first among ours (`ms-MY,ms;q=0.9,en;q=0.8` → `ms`), or null
 * when it names neither. Weights are honoured; a tag counts by its primary language (`ms-MY` is
 * `ms`; `zsm`, the ISO 639-3 code for Standard Malay, too).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; weight: number } | null = null;
  for (const part of header.slice(0, 1000).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const locale = primary === 'zsm' ? 'ms' : primary;
    if (!isLocale(locale)) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale, weight };
  }
  return best?.locale ?? null;
}

/** The value of the language cookie in a Cookie header, when it names one of ours. */
export function localeFromCookieHeader(header: string | undefined): Locale | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}
