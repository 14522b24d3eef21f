import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { pdfBytes, pdfText } from '../../test/pdf-text';

import {
  createPdfDocument,
  FONT_FILES,
  fontPath,
  textRuns,
  writeText,
  type Face,
  type FontWeight,
} from './pdf-fonts';

describe('text runs: each script in its font', () => {
  it('splits a name that mixes scripts, spaces going with the words before them', () => {
    expect(textRuns('陈美玲 Tan Mei Ling')).toEqual([
      { face: 'chinese', text: '陈美玲 ' },
      { face: 'latin', text: 'Tan Mei Ling' },
    ]);
    expect(textRuns('Kumar முத்து குமார்')).toEqual([
      { face: 'latin', text: 'Kumar ' },
      { face: 'tamil', text: 'முத்து குமார்' },
    ]);
    expect(textRuns('Nurul Aisyah binti Ahmad')).toEqual([
      { face: 'latin', text: 'Nurul Aisyah binti Ahmad' },
    ]);
  });

  it('keeps punctuation of a script with it, and leading punctuation with the first word', () => {
    expect(textRuns('(陈美玲)、Tan')).toEqual([
      { face: 'chinese', text: '(陈美玲)、' },
      { face: 'latin', text: 'Tan' },
    ]);
    expect(textRuns('محمد، علي؟')).toEqual([{ face: 'arabic', text: 'محمد، علي؟' }]);
  });

  it('keeps spaces out of an Arabic run, which is drawn right to left', () => {
    expect(textRuns('  محمد علي ')).toEqual([
      { face: 'latin', text: '  ' },
      { face: 'arabic', text: 'محمد علي' },
      { face: 'latin', text: ' ' },
    ]);
    expect(textRuns('محمد Ali')).toEqual([
      { face: 'arabic', text: 'محمد' },
      { face: 'latin', text: ' Ali' },
    ]);
  });

  it('has no runs for no text', () => {
    expect(textRuns('')).toEqual([]);
  });
});

describe('the text layer', () => {
  const document = (text: string, weight: FontWeight) => {
    const doc = createPdfDocument({ size: 'A5' });
    writeText(doc, text, undefined, undefined, { size: 10, weight });
    doc.end();
    return doc;
  };

  it.each(['regular', 'bold'] as const)(
    'gives every letter back in %s, also after a document drew ú as u and an accent',
    async (weight) => {
      // The fonts are parsed once per process; the first document's glyphs are shared.
      expect(await pdfText(document('Zoë Núñez, Ùna, Ūmi', weight))).toContain(
        'Zoë Núñez, Ùna, Ūmi',
      );
      expect(await pdfText(document('Nur Aisyah binti Abdul', weight))).toContain(
        'Nur Aisyah binti Abdul',
      );
    },
  );
});

describe('Tamil text as typed, for readers that honour ActualText (Acrobat, Poppler)', () => {
  /** The content of a PDF written without compression: its operators, in order. */
  async function content(text: string, width: number) {
    const doc = createPdfDocument({ size: 'A5', compress: false });
    writeText(doc, `Name: ${text}`, 40, 40, { size: 10, width });
    doc.end();
    return Buffer.from(await pdfBytes(doc)).toString('latin1');
  }
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le').slice(1);

  it('marks each line inside the graphics state it is drawn in, with that line’s text', async () => {
    const name = 'செல்வி சுப்பிரமணியம் ராஜேந்திரன்';
    const pdf = await content(name, 120);
    let depth = 0;
    const spans: Array<{ text: string; depth: number }> = [];
    for (const [operator, hex] of pdf.matchAll(
      /\/ActualText <([0-9A-Fa-f]+)>>> BDC|^EMC$|^[qQ]$/gm,
    )) {
      if (operator === 'q') depth += 1;
      else if (operator === 'Q') depth -= 1;
      else if (operator === 'EMC') expect(spans.pop()!.depth).toBe(depth);
      else spans.push({ text: utf16(hex!), depth });
      if (hex) expect(depth).toBeGreaterThan(0);
    }
    expect(spans).toEqual([]);
    // One span per line: the name wraps onto three lines in 120 pt.
    const texts = [...pdf.matchAll(/\/ActualText <([0-9A-Fa-f]+)>/g)].map((m) => utf16(m[1]!));
    expect(texts.join('').replace(/\s+/g, ' ').trim()).toBe(name);
    expect(texts.length).toBeGreaterThan(1);
  });
});

describe('font files', () => {
  const fonts = Object.entries(FONT_FILES).flatMap(([face, weights]) =>
    Object.keys(weights).map((weight) => [face as Face, weight as FontWeight] as const),
  );

  it.each(fonts)('%s %s is installed', (face, weight) => {
    expect(existsSync(fontPath(face, weight))).toBe(true);
  });

  it('uses only the weights the production image keeps', () => {
    const dockerfile = readFileSync(
      path.resolve(import.meta.dirname, '../../../../Dockerfile'),
      'utf8',
    );
    for (const [face, weight] of fonts) {
      const [name, file] = FONT_FILES[face][weight];
      if (!name.startsWith('@expo-google-fonts/')) continue;
      expect(dockerfile, file).toContain(`! -name '*_${path.basename(path.dirname(file))}.ttf'`);
    }
  });
});
