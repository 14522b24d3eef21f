import { htmlToPlainText } from '@app/shared/news';

/** Blank lines and the ends of block elements separate paragraphs. */
const PARAGRAPH_BREAK =
  /\r?\n[ \t]*\r?\n|<\/(?:p|div|h[1-6]|li|blockquote|pre|section|article)\s*>|(?:<br\s*\/?>\s*){2,}/i;

/**
 * An article's admin-written content as plain-text paragraphs. Tags are stripped and entities
 * decoded (htmlToPlainText), so the result is only ever rendered as text: markup in the content
 * can never become elements.
 */
export function contentParagraphs(content: string): string[] {
  return content
    .split(new RegExp(PARAGRAPH_BREAK.source, 'gi'))
    .map((part) => htmlToPlainText(part))
    .filter((part) => part !== '');
}
