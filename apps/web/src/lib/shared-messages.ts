import { messageLocale } from '@/lib/format-message';
import type { Locale } from '@app/shared/locale';

/** The Malay of the shared schemas' messages, once a Malay page has loaded it. */
let malay: ((text: string) => string) | null = null;

/**
 * Loads the Malay of the messages the shared schemas give (the forms' own checks) for a Malay
 * page, with the first namespaces it loads: never on the home page's first load.
 */
export async function loadSharedMessages(locale: Locale): Promise<void> {
  if (locale !== 'ms' || malay) return;
  malay = (await import('@app/shared/messages-ms')).toMalay;
}

/** A message from a shared schema (or the API) in the page's language. */
export function sharedText(text: string): string {
  return malay && messageLocale() === 'ms' ? malay(text) : text;
}
