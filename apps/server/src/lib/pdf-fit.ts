// Text in a fixed box of a PDF: how many lines `writeText` wraps it into, and the size at which
// it fits (a long name on the membership card is printed smaller rather than pushing the rest of
// the card onto a second page).
import { lineHeight, widthOfText, type FontWeight } from './pdf-fonts';

/** Where a line may break, as PDFKit breaks: after spaces, and around each ideograph. */
const LINE_BREAKS =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]\s*|[^\s\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+\s*|\s+/gu;

/**
 * How many lines `writeText` wraps `text` into in a box `width` wide, the way PDFKit's line
 * wrapper does: words (with their trailing spaces) while they fit, a word wider than the box
 * broken between characters.
 */
function linesOfText(
  doc: PDFKit.PDFDocument,
  text: string,
  size: number,
  weight: FontWeight,
  width: number,
) {
  let lines = 1;
  let left = width;
  for (const word of text.match(LINE_BREAKS) ?? []) {
    const wordWidth = widthOfText(doc, word, size, weight);
    if (wordWidth <= left) left -= wordWidth;
    else if (wordWidth <= width) {
      lines += 1;
      left = width - wordWidth;
    } else
      for (const char of word) {
        const charWidth = widthOfText(doc, char, size, weight);
        if (charWidth > left && left < width) {
          lines += 1;
          left = width;
        }
        left -= charWidth;
      }
  }
  return lines;
}

/** How tall `writeText` makes `text` in a box `width` wide (lines × the line box). */
export function heightOfText(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { size: number; weight?: FontWeight; width: number },
): number {
  const { size, weight = 'regular', width } = options;
  return linesOfText(doc, text, size, weight, width) * lineHeight(size, weight);
}

/**
 * The largest size from `size` down to `minSize` (by quarter points) at which `text`, wrapped
 * to `width`, is at most `height` tall; `minSize` if none is. For text in a fixed box (a name
 * on the card), so a long one is printed smaller instead of pushing the rest off the page.
 */
export function fittingSize(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { size: number; minSize: number; weight?: FontWeight; width: number; height: number },
): number {
  const { minSize, height, ...rest } = options;
  for (let size = rest.size; size > minSize; size -= 0.25)
    if (heightOfText(doc, text, { ...rest, size }) <= height) return size;
  return minSize;
}
