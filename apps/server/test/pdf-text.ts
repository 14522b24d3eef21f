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

/**
 * The text of every page of a PDF, as a reader's copy-and-paste would give it: one line per
 * line of the page (pdf.js's own text extraction, so it reads fonts' Unicode maps too).
 */
export async function pdfText(pdf: Uint8Array | AsyncIterable<unknown>): Promise<string> {
  const data = pdf instanceof Uint8Array ? pdf : await pdfBytes(pdf);
  const document = await getDocument({
    data,
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    let page = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      page += item.str + (item.hasEOL ? '\n' : '');
    }
    pages.push(page);
  }
  await document.destroy();
  return pages.join('\n');
}
