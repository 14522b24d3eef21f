import { createRequire } from 'node:module';
import path from 'node:path';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's metrics of the 14 standard fonts (Helvetica…), shipped in its package. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Reads a whole PDF stream into bytes. */
export async function pdfBytes(doc: AsyncIterable<unknown>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** One piece of text on a page, where it starts: x, and its baseline y (from the bottom). */
export interface PdfTextItem {
  page: number;
  text: string;
  x: number;
  y: number;
  hasEOL: boolean;
}

/** The pieces of text of every page of a PDF, in pdf.js's order, with their positions. */
export async function pdfTextItems(
  pdf: Uint8Array | AsyncIterable<unknown>,
): Promise<PdfTextItem[]> {
  const data = pdf instanceof Uint8Array ? pdf : await pdfBytes(pdf);
  const document = await getDocument({
    data,
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const items: PdfTextItem[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const [, , , , x, y] = item.transform as number[];
      items.push({ page: n, text: item.str, x: x!, y: y!, hasEOL: item.hasEOL });
    }
  }
  await document.destroy();
  return items;
}

/**
 * The text of each page of a PDF (one string per page, empty pages too), lines as in `pdfText`.
 */
export async function pdfPages(pdf: Uint8Array | AsyncIterable<unknown>): Promise<string[]> {
  const data = pdf instanceof Uint8Array ? pdf : await pdfBytes(pdf);
  const document = await getDocument({
    data: data.slice(),
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const count = document.numPages;
  await document.destroy();
  const pages = Array.from({ length: count }, () => '');
  for (const item of await pdfTextItems(data)) {
    pages[item.page - 1] += item.text + (item.hasEOL ? '\n' : '');
  }
  return pages;
}

/**
 * The text of every page of a PDF, as a reader's copy-and-paste would give it: one line per
 * line of the page (pdf.js's own text extraction, so it reads fonts' Unicode maps too).
 */
export async function pdfText(pdf: Uint8Array | AsyncIterable<unknown>): Promise<string> {
  const pages: string[] = [];
  for (const item of await pdfTextItems(pdf)) {
    pages[item.page - 1] = (pages[item.page - 1] ?? '') + item.text + (item.hasEOL ? '\n' : '');
  }
  return pages.join('\n');
}
