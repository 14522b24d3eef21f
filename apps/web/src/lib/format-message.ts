import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

import { INTL_LOCALES, type Locale } from '@app/shared/locale';

/** The language messages are formatted in (plural rules, numbers): the page's language. */
let activeLocale: Locale = 'en';

export function setMessageLocale(locale: Locale): void {
  activeLocale = locale;
}

/** The page's language, for formats outside React (a component reads `useLocale()`). */
export function messageLocale(): Locale {
  return activeLocale;
}

/** Formatters by language and message: a catalogue holds a few thousand messages at most. */
const formatters: Record<Locale, Map<string | MessageFormatElement[], IntlMessageFormat>> = {
  en: new Map(),
  ms: new Map(),
};

function formatterFor(message: string | MessageFormatElement[], locale: Locale): IntlMessageFormat {
  let formatter = formatters[locale].get(message);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, INTL_LOCALES[locale], undefined, {
      ignoreTag: true,
    });
    formatters[locale].set(message, formatter);
  }
  return formatter;
}

/** The old `{name}` substitution: the fallback when a message cannot be formatted. */
function substitute(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/**
 * Formats a catalogue message (ICU MessageFormat: `{name}`, `{count, plural, one {…} other {…}}`,
 * `{count, number}`) in the page's language. In the production build a message with arguments
 * arrives already parsed (see `build/precompile-messages.ts`); its type stays `string`.
 */
export function formatMessage(message: string, values: Record<string, string | number>): string {
  const parsed = message as string | MessageFormatElement[];
  if (typeof parsed === 'string' && !parsed.includes('{')) return parsed;
  try {
    const out = formatterFor(parsed, activeLocale).format(values);
    return Array.isArray(out) ? out.join('') : String(out);
  } catch {
    return typeof parsed === 'string' ? substitute(parsed, values) : '';
  }
}
