import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_QUERY,
  LOCALES,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
  localeOfPath,
  localizePath,
  stripLocale,
  type Locale,
} from '@app/shared/locale';
import { sameOriginPath } from '@app/shared/same-origin-path';

/** A year: the language a visitor picked is kept until they pick another. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface PageRequest {
  /** Path and query as requested (`/ms/news?lang=en`). */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}

export interface LanguageRedirect {
  location: string;
  /** A `Set-Cookie` value remembering the visitor's choice, when they just made one. */
  setCookie?: string;
}

function splitUrl(url: string): { pathname: string; params: URLSearchParams } {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at + 1);
  // A path on this site: `/ms//host` or `/ms/\host` without its prefix is another site.
  return { pathname: sameOriginPath(path), params: new URLSearchParams(query) };
}

function withQuery(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  const path = sameOriginPath(pathname);
  return query ? `${path}?${query}` : path;
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Where a page request should go instead, or null to serve it:
 * - `?lang=ms` (the language switcher, which works before any script runs): remember the choice
 *   in the cookie and go to the same page in that language, without the parameter;
 * - a plain (English) URL, for a visitor whose cookie, or failing that whose browser, prefers
 *   Bahasa Malaysia: the same page under `/ms`. A `/ms/...` URL is always served as it is (a
 *   shared link shows the language it was shared in), and so is every URL for crawlers, which
 *   send neither.
 */
export function languageRedirect({
  url,
  cookie,
  acceptLanguage,
}: PageRequest): LanguageRedirect | null {
  const { pathname, params } = splitUrl(url);
  const picked = params.get(LOCALE_QUERY);
  if (picked !== null) {
    params.delete(LOCALE_QUERY);
    if (!isLocale(picked)) return { location: withQuery(pathname, params) };
    return {
      location: withQuery(localizePath(pathname, picked), params),
      setCookie: localeCookie(picked),
    };
  }
  if (localeOfPath(pathname) !== 'en') return null;
  const preferred = localeFromCookieHeader(cookie) ?? localeFromAcceptLanguage(acceptLanguage);
  if (preferred === null || preferred === 'en') return null;
  return { location: withQuery(localizePath(pathname, preferred), params) };
}

/**
 * The same page in `target`, as the language switcher links it: its query kept, `lang` last
 * (`/ms/coaches?state=Selangor` → `/coaches?state=Selangor&lang=en`).
 */
export function switchHref(url: string, target: Locale): string {
  const { pathname, params } = splitUrl(url);
  params.set(LOCALE_QUERY, target);
  return `${sameOriginPath(localizePath(pathname, target))}?${params.toString()}`;
}

/**
 * A page rendered for its path alone (one copy per path, whatever the query) links the other
 * language without the query; before the page's scripts run, or without them, a visitor would
 * lose their filters. The switcher's links (`<a hrefLang="en|ms">`, as React writes the attribute)
 * get the request's query here.
 */
export function withLanguageLinks(html: string, url: string): string {
  if (!url.includes('?')) return html;
  return html.replace(/<a\b[^>]*\shreflang="(en|ms)"[^>]*>/gi, (tag, lang: string) => {
    const href = switchHref(url, lang.toLowerCase() as Locale);
    return tag.replace(/\shref="[^"]*"/, () => ` href="${escapeAttribute(href)}"`);
  });
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What index.html's `<noscript>` says on a Malay page (the build writes the English). */
const NOSCRIPT_NOTE = {
  ms: 'Halaman ini boleh dibaca tanpa JavaScript; daftar masuk, pendaftaran dan PickleZone memerlukannya.',
} as const;

/**
 * Sets `<html lang>` to the page's language (and says index.html's `<noscript>` note in it) and,
 * for a page search engines may index, links its versions in both languages (`hreflang`,
 * English as the default for other languages). The alternates, like the canonical address, name
 * the page without its query (filters, campaign tags): the page is rendered for its path, and
 * search engines want alternates that are canonical. Visitors' links keep the query
 * (`withLanguageLinks`).
 */
export function withPageLanguage(
  html: string,
  pathname: string,
  { siteUrl, isIndexable }: { siteUrl: string; isIndexable: boolean },
): string {
  const locale = localeOfPath(pathname);
  let out = html.replace(/<html\b[^>]*>/, (tag) =>
    /\slang="[^"]*"/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` lang="${locale}"`)
      : tag.replace('<html', `<html lang="${locale}"`),
  );
  if (locale === 'ms') {
    out = out.replace(
      /(<noscript>\s*<p\b[^>]*>)[^<]*(<\/p>)/,
      (_, open: string, close: string) => `${open}${NOSCRIPT_NOTE.ms}${close}`,
    );
  }
  if (isIndexable) {
    const bare = stripLocale(pathname);
    const href = (l: Locale) => escapeAttribute(`${siteUrl}${localizePath(bare, l)}`);
    const links = [
      ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}">`),
      `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
    ].join('');
    out = out.replace('</head>', `${links}</head>`);
  }
  return out;
}
