import { en } from '../src/messages/en/index';
import { ms } from '../src/messages/ms/index';

import type { Page } from './fixtures';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const malay = new Set(strings(ms));

/**
 * The English catalogue's texts that the Bahasa Malaysia edition does not also use, as they
 * appear on a page: a message's words between its arguments (`Welcome, {name}` → `Welcome, `).
 */
const ENGLISH_ONLY = [
  ...new Set(
    strings(en)
      .filter((text) => !malay.has(text))
      .flatMap((text) => text.split(/\{[^}]*\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 4 && /[a-z]{3}/i.test(part)),
  ),
];

/** A message long enough not to be a name that content may also use. */
const isSentence = (probe: string) => probe.length >= 25 && probe.split(/\s+/).length >= 4;

/**
 * English interface text on the page: visible text and the attributes people read or hear
 * (aria-label, alt, title, placeholder). A short English message counts when an element's
 * whole text is that message ("Open" is a word in "Sabah Borneo Open", a tournament's name);
 * a sentence when it appears anywhere. Content (news, tournament names) is not interface text.
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      if (element.checkVisibility && !element.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder]',
    )) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  return ENGLISH_ONLY.filter((probe) =>
    texts.some((text) => text === probe || (isSentence(probe) && text.includes(probe))),
  );
}

/** Whether the page scrolls sideways (a too-long word or a fixed width pushing past the screen). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}
