import { useLocation } from 'react-router';

import { cn } from '@/components/ui/class-names';
import { useBrowserValue } from '@/lib/browser-value';
import { useLocale, useMessages } from '@/lib/i18n';
import { LOCALE_QUERY, LOCALES, localizePath, type Locale } from '@app/shared/locale';
import { sameOriginPath } from '@app/shared/same-origin-path';

/** The switcher's short labels: the same in both languages. */
const SHORT_LABELS: Record<Locale, string> = { en: 'EN', ms: 'BM' };

/**
 * EN | BM: the same page in the other language (signed-in screens also save the choice). A plain link with `?lang=`, so it works before
 * the page's scripts have run: the server remembers the choice (a cookie) and sends the visitor
 * to the page's URL in that language (`/ms/...` for Bahasa Malaysia).
 */
export function LanguageSwitcher({
  tone = 'dark',
  isCompact = false,
  onSwitch,
}: {
  tone?: 'dark' | 'light';
  /** Narrower links (40 px targets) for a crowded bar. */
  isCompact?: boolean;
  /**
   * For a signed-in person: saves the choice on their profile first (mail follows it), then the
   * page opens in the new language. A failure to save still switches the page.
   */
  onSwitch?: (locale: Locale) => Promise<unknown>;
}) {
  const locale = useLocale();
  const m = useMessages().common.language;
  // The router's path is inside the page's language (`/about` on `/ms/about`).
  const location = useLocation();
  const { pathname } = location;
  // The server renders a page once for every query (its HTML is cached by path), and hydration
  // keeps the server's attributes: the query joins the links once the app runs, so
  // `/ms/coaches?state=Selangor` switches to `/coaches?state=Selangor`.
  const search = useBrowserValue(() => location.search, '');
  const names: Record<Locale, string> = { en: m.english, ms: m.malay };

  function hrefFor(target: Locale): string {
    const params = new URLSearchParams(search);
    params.set(LOCALE_QUERY, target);
    // A path on this site: on `/ms//host`, the English page's path alone would be `//host`.
    return `${sameOriginPath(localizePath(pathname, target))}?${params.toString()}`;
  }

  return (
    // A group, not a landmark: the header and the footer both have one.
    <div role="group" aria-label={m.label}>
      <ul className="flex items-center text-sm font-bold">
        {LOCALES.map((target, index) => (
          <li key={target} className="flex items-center">
            {index > 0 ? (
              <span aria-hidden="true" className="px-1 opacity-60">
                |
              </span>
            ) : null}
            <a
              href={hrefFor(target)}
              hrefLang={target}
              lang={target}
              aria-label={names[target]}
              aria-current={target === locale ? 'true' : undefined}
              onClick={
                onSwitch && target !== locale
                  ? (event) => {
                      event.preventDefault();
                      const href = event.currentTarget.href;
                      void onSwitch(target)
                        .catch(() => undefined)
                        .finally(() => window.location.assign(href));
                    }
                  : undefined
              }
              className={cn(
                'inline-flex items-center justify-center rounded-lg underline-offset-4',
                isCompact ? 'min-h-10 min-w-10 px-1' : 'min-h-11 min-w-11 px-2',
                target === locale
                  ? 'underline decoration-2'
                  : tone === 'dark'
                    ? 'opacity-80 hover:bg-white/10 hover:opacity-100'
                    : 'opacity-80 hover:bg-brand-50 hover:opacity-100',
              )}
            >
              {SHORT_LABELS[target]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
