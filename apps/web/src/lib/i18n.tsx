import { createContext, useContext, type ReactNode } from 'react';

import { setMessageLocale } from '@/lib/format-message';
import { loadSharedMessages } from '@/lib/shared-messages';
import { CORE_CATALOGUES, LAZY_CATALOGUES } from '@/messages/catalogues';
import type { Messages } from '@/messages/en/index';
import type { LazyNamespace } from '@/messages/en/lazy-namespaces';
import { DEFAULT_LOCALE, type Locale } from '@app/shared/locale';

/**
 * The message catalogues, English (`messages/en`) and Bahasa Malaysia (`messages/ms`), of one
 * shape (`Messages`). Components never hard-code user-visible text: they read it from
 * `useMessages()`, in the language of the page (`useLocale()`), which its URL decides.
 *
 * A page loads only its own language: the core namespaces first (`loadLocale`, before the first
 * render), the others with the code that needs them: `loadMessages()` is awaited by each lazy
 * route (see the router) and by features that open later (registration, policy summaries).
 */
const catalogues: Record<Locale, Messages> = { en: {} as Messages, ms: {} as Messages };

/** The page's language in this browser (the server renders each page with its own). */
let pageLocale: Locale = DEFAULT_LOCALE;

/** Adds namespaces to a language's catalogue. */
export function registerMessages(part: Partial<Messages>, locale: Locale = pageLocale): void {
  Object.assign(catalogues[locale], part);
}

/** Makes `locale` the page's language and loads (once) its core catalogue. */
export async function loadLocale(locale: Locale): Promise<void> {
  pageLocale = locale;
  setMessageLocale(locale);
  if (!('common' in catalogues[locale])) registerMessages(await CORE_CATALOGUES[locale](), locale);
}

/** Loads (once) and registers the given namespaces in the page's language. */
export async function loadMessages(...namespaces: LazyNamespace[]): Promise<void> {
  const locale = pageLocale;
  const catalogue = catalogues[locale];
  const missing = namespaces.filter((ns) => !(ns in catalogue));
  const [parts] = await Promise.all([
    Promise.all(missing.map((ns) => LAZY_CATALOGUES[locale][ns]())),
    loadSharedMessages(locale),
  ]);
  for (const part of parts) registerMessages(part, locale);
}

/** Loads a language's whole catalogue (the server renders pages in both languages). */
export async function loadAllMessages(locale: Locale): Promise<void> {
  if (!('common' in catalogues[locale])) registerMessages(await CORE_CATALOGUES[locale](), locale);
  const lazy = LAZY_CATALOGUES[locale];
  const parts = await Promise.all(
    (Object.keys(lazy) as LazyNamespace[])
      .filter((ns) => !(ns in catalogues[locale]))
      .map((ns) => lazy[ns]()),
  );
  for (const part of parts) registerMessages(part, locale);
}

interface I18nValue {
  locale: Locale;
  messages: Messages;
}

const I18nContext = createContext<I18nValue>({
  locale: DEFAULT_LOCALE,
  messages: catalogues[DEFAULT_LOCALE],
});

/** Provides a language's catalogue: the page's language unless `locale` says otherwise. */
export function I18nProvider({
  children,
  locale = pageLocale,
  messages = catalogues[locale],
}: {
  children: ReactNode;
  locale?: Locale;
  messages?: Messages;
}) {
  return <I18nContext.Provider value={{ locale, messages }}>{children}</I18nContext.Provider>;
}

export function useMessages(): Messages {
  return useContext(I18nContext).messages;
}

/** The language the page is shown in. */
export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
