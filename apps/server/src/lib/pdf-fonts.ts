// Text in PDFs in every script a Malaysian name is written in: Latin, Chinese, Tamil and Jawi
// (Arabic). Each run of one script is drawn in its Noto font, embedded as a subset of the glyphs
// used (PDFKit subsets embedded fonts itself). Font files come from npm packages
// (docs/decisions/024-unicode-fonts-in-pdfs.md) and are read once per process, when a document
// first needs them: the 10 MB Chinese font only for a name with Chinese in it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import PDFDocument from 'pdfkit';

import { withActualText } from './pdf-actual-text';

export type FontWeight = 'regular' | 'bold';
export type Face = 'latin' | 'chinese' | 'tamil' | 'arabic';

/**
 * The font files: package, and file inside it. Of the Expo packages' nine weights only these
 * two ship in the production image (the Dockerfile deletes the others).
 *
 * Arabic is Noto Naskh Arabic 1.00: the current Noto Arabic fonts draw a letter's dots as
 * separate glyphs and share one dotless glyph between letters (ب ت ث ن ي), so a PDF's text (copy
 * and paste, search) cannot say which letter was printed; version 1.00 has a glyph per letter.
 */
export const FONT_FILES: Record<Face, Record<FontWeight, readonly [string, string]>> = {
  latin: {
    regular: ['@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'],
    bold: ['@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'],
  },
  chinese: {
    regular: ['@expo-google-fonts/noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'],
    bold: ['@expo-google-fonts/noto-sans-sc', '700Bold/NotoSansSC_700Bold.ttf'],
  },
  tamil: {
    regular: ['@expo-google-fonts/noto-sans-tamil', '400Regular/NotoSansTamil_400Regular.ttf'],
    bold: ['@expo-google-fonts/noto-sans-tamil', '700Bold/NotoSansTamil_700Bold.ttf'],
  },
  arabic: {
    regular: ['@embedpdf/fonts-arabic', 'fonts/NotoNaskhArabic-Regular.ttf'],
    bold: ['@embedpdf/fonts-arabic', 'fonts/NotoNaskhArabic-Bold.ttf'],
  },
};

/**
 * The line box the documents were laid out with (Helvetica's metrics, per 1 pt of font size):
 * every font's baseline and line advance are set to these, so a Latin name sits where it did.
 */
const LINE_BOX: Record<FontWeight, { ascent: number; height: number }> = {
  regular: { ascent: 0.718, height: 1.156 },
  bold: { ascent: 0.718, height: 1.19 },
};

const requireFromHere = createRequire(import.meta.url);

/** Where an installed package is (its `exports` may hide its files and package.json). */
function packageFolder(name: string): string {
  let folder = path.dirname(requireFromHere.resolve(name));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return folder;
}

/** A font file's path on disk. */
export function fontPath(face: Face, weight: FontWeight): string {
  const [name, file] = FONT_FILES[face][weight];
  return path.join(packageFolder(name), file);
}

const fontBytes = new Map<string, Buffer>();

/** A font file's bytes, read on first use and kept for the life of the process. */
function loadFont(face: Face, weight: FontWeight): Buffer {
  const key = `${face}-${weight}`;
  let bytes = fontBytes.get(key);
  if (!bytes) {
    bytes = readFileSync(fontPath(face, weight));
    fontBytes.set(key, bytes);
  }
  return bytes;
}

// Script_Extensions, so punctuation of one script (、 ، ؟) stays with it.
const STRONG: ReadonlyArray<readonly [RegExp, Face]> = [
  [
    /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Bopomofo}\u3000-\u303f\uff00-\uffef]/u,
    'chinese',
  ],
  [/\p{scx=Tamil}/u, 'tamil'],
  [/\p{scx=Arabic}/u, 'arabic'],
];
/** Spaces, digits, punctuation, combining marks, joiners: they take their neighbours' font. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

function faceOf(char: string): Face | null {
  for (const [pattern, face] of STRONG) if (pattern.test(char)) return face;
  return NEUTRAL.test(char) ? null : 'latin';
}

export interface TextRun {
  face: Face;
  text: string;
}

/**
 * Splits text into runs of one font each, in reading (logical) order. Neutral characters join
 * the run before them (or the first run). Spaces at either end of an Arabic run go to the Latin
 * font instead: that run is drawn right to left, which would put them on its other side.
 */
export function textRuns(text: string): TextRun[] {
  const chars = [...text];
  const faces = chars.map(faceOf);
  let current: Face = faces.find((face) => face !== null) ?? 'latin';
  const byFace: TextRun[] = [];
  chars.forEach((char, i) => {
    current = faces[i] ?? current;
    append(byFace, current, char);
  });
  const runs: TextRun[] = [];
  for (const run of byFace) {
    if (run.face !== 'arabic') append(runs, run.face, run.text);
    else {
      const [, before, middle, after] = /^(\s*)(.*?)(\s*)$/su.exec(run.text)!;
      append(runs, 'latin', before!);
      append(runs, 'arabic', middle!);
      append(runs, 'latin', after!);
    }
  }
  return runs;
}

/** Adds text to the last run if it is in the same font, else as a new run. */
function append(runs: TextRun[], face: Face, text: string) {
  if (!text) return;
  const last = runs.at(-1);
  if (last?.face === face) last.text += text;
  else runs.push({ face, text });
}

interface DocumentFonts {
  /** The fonts registered with the document so far. */
  names: Set<string>;
  /** The size and weight of the last text written (for `moveDown`). */
  size: number;
  weight: FontWeight;
}

const documents = new WeakMap<PDFKit.PDFDocument, DocumentFonts>();

function fontsOf(doc: PDFKit.PDFDocument): DocumentFonts {
  let fonts = documents.get(doc);
  if (!fonts) documents.set(doc, (fonts = { names: new Set(), size: 12, weight: 'regular' }));
  return fonts;
}

/**
 * A PDFKit document for `writeText`: without PDFKit's default font (Helvetica, whose metrics
 * PDFKit would parse for every document only to leave it unused).
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  return new PDFDocument({ ...options, font: '' });
}

/** A glyph as fontkit hands it out: PDFKit writes `codePoints` into the PDF's text layer. */
interface FontGlyph {
  codePoints: number[];
}

/** A parsed font (fontkit's): the part of it this file relies on. */
interface ParsedFont {
  createSubset(): unknown;
  getGlyph(id: number, codePoints?: number[]): FontGlyph | null;
}

/** PDFKit's font of a document (private to PDFKit 0.17): the parsed font, subset, word cache. */
interface EmbeddedFont {
  font: ParsedFont;
  subset: unknown;
  layoutCache?: Record<string, unknown>;
}

const sameCodePoints = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Makes a parsed font hand out each glyph with the characters it was asked for.
 *
 * fontkit keeps one glyph object per glyph id, with the characters of the first request, and
 * PDFKit writes those characters into the PDF's text layer (its ToUnicode map). A glyph is also
 * asked for without characters: a subset takes the parts of a composite glyph that way (ú is
 * drawn as u and an accent). So once a document with "Núñez" was written, every later document
 * sharing the parse printed "u" with no text behind it: copy, search and screen readers read
 * "N r Abd l". Here a request with characters gets a glyph carrying exactly those (the cached
 * glyph underneath, so its outline and metrics are still decoded once).
 */
function withCharactersOfEachRequest(font: ParsedFont): ParsedFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (!glyph || codePoints.length === 0 || sameCodePoints(glyph.codePoints, codePoints))
      return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as FontGlyph;
  };
  return font;
}

/** Each font, parsed once per process (by the first document that used it), and its words. */
const sharedFonts = new Map<
  string,
  { font: EmbeddedFont['font']; words: Record<string, unknown> }
>();
/** Shaped words kept per font: a few hundred documents' worth of names. */
const MAX_WORDS = 2000;

/**
 * Selects a face's font on the document, registering it with the document on first use.
 *
 * PDFKit parses a font file again for every document, and shaping the first text with a fresh
 * parse decodes the font's layout tables: ~150 ms for Noto Sans. So the first parse is kept and
 * every later document gets it, with a subset of its own; the words PDFKit shaped with it
 * (cached per font, read-only once cached) are shared too, up to MAX_WORDS.
 */
function useFont(doc: PDFKit.PDFDocument, face: Face, weight: FontWeight) {
  const name = `${face}-${weight}`;
  const { names } = fontsOf(doc);
  if (names.has(name)) {
    doc.font(name);
    return;
  }
  doc.registerFont(name, loadFont(face, weight));
  names.add(name);
  doc.font(name);
  const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
  let shared = sharedFonts.get(name);
  if (!shared || Object.keys(shared.words).length > MAX_WORDS) {
    shared = {
      font: shared?.font ?? withCharactersOfEachRequest(embedded.font),
      words: Object.create(null) as Record<string, unknown>,
    };
    sharedFonts.set(name, shared);
  }
  if (embedded.font !== shared.font) {
    embedded.font = shared.font;
    embedded.subset = shared.font.createSubset();
  }
  embedded.layoutCache = shared.words;
}

export type WriteOptions = PDFKit.Mixins.TextOptions & { size: number; weight?: FontWeight };

/**
 * `doc.fontSize(size).text(text, x, y, options)` for text in any of the four scripts, in the
 * current colour: each run in its font, wrapped as one paragraph, on the documents' line box.
 * Arabic runs are shaped and drawn right to left. `continued` works as in `doc.text`.
 *
 * Tamil runs also carry their text as ActualText (`withActualText`): shaping draws a vowel sign
 * such as ெ before its consonant, and readers that honour ActualText (Acrobat, Poppler) then
 * copy the name as typed rather than in drawing order. (Arabic needs none: readers reorder
 * right-to-left text.)
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: WriteOptions,
): PDFKit.PDFDocument {
  const { size, weight = 'regular', ...textOptions } = options;
  const box = LINE_BOX[weight];
  const state = fontsOf(doc);
  state.size = size;
  state.weight = weight;
  const runs = textRuns(text);
  if (runs.length === 0) runs.push({ face: 'latin', text: '' });
  runs.forEach((run, i) => {
    useFont(doc, run.face, weight);
    doc.fontSize(size);
    const runOptions: PDFKit.Mixins.TextOptions = {
      ...textOptions,
      continued: i < runs.length - 1 || textOptions.continued === true,
      baseline: -box.ascent * size,
      lineGap: box.height * size - doc.currentLineHeight(true),
      // Features make PDFKit shape the whole line at once, which puts its words right to left.
      ...shapingOf(run.face),
    };
    const draw = () => {
      if (i === 0 && x !== undefined) doc.text(run.text, x, y, runOptions);
      else doc.text(run.text, runOptions);
    };
    if (run.face === 'tamil') withActualText(doc, draw);
    else draw();
  });
  return doc;
}

/** A run's options for PDFKit: Arabic is shaped word by word (see `writeText`). */
const shapingOf = (face: Face) => (face === 'arabic' ? { features: [] } : {});

/** How wide `text` is at `size` in the fonts `writeText` draws it in. */
export function widthOfText(
  doc: PDFKit.PDFDocument,
  text: string,
  size: number,
  weight: FontWeight,
) {
  let width = 0;
  for (const run of textRuns(text)) {
    useFont(doc, run.face, weight);
    doc.fontSize(size);
    width += doc.widthOfString(run.text, shapingOf(run.face));
  }
  return width;
}

/** How far apart `writeText` sets lines of text at `size` (the documents' line box). */
export function lineHeight(size: number, weight: FontWeight = 'regular'): number {
  return LINE_BOX[weight].height * size;
}

/** `doc.moveDown(lines)` on the documents' line box, at the last text's size and weight. */
export function moveDown(doc: PDFKit.PDFDocument, lines = 1): PDFKit.PDFDocument {
  const { size, weight } = fontsOf(doc);
  doc.y += LINE_BOX[weight].height * size * lines;
  return doc;
}
