// ActualText: the text a reader should copy for what a part of a page draws (a Tamil vowel sign
// is drawn before its consonant but typed after it). Used by `writeText` (pdf-fonts.ts).

/** PDFKit's own steps for one line of text (private to PDFKit 0.17). */
interface TextInternals {
  _fragment(text: string, ...rest: unknown[]): unknown;
  addContent(data: string): unknown;
}

/** A PDF text string in UTF-16 (big-endian, with its byte order mark), written in hex. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

/**
 * Runs `draw` (one `doc.text`) with each line it draws marked with that line's text as
 * ActualText, inside the line's own graphics state: PDFKit draws a line as
 * `q <flip> cm BT … ET Q`, and Poppler (pdftotext, Evince, Okular) places a span's ActualText
 * with the transformation in force where the span ends. A span around the whole `q … Q` (what
 * PDFKit's `markContent` writes) put a Tamil name mirrored down the page, far from its label;
 * a span per line also keeps a wrapped name's lines apart.
 */
export function withActualText(doc: PDFKit.PDFDocument, draw: () => void) {
  const pdf = doc as unknown as TextInternals;
  const { _fragment: fragment, addContent } = pdf;
  let line: string | null = null;
  pdf._fragment = function (this: TextInternals, text, ...rest) {
    line = text;
    try {
      return fragment.call(this, text, ...rest);
    } finally {
      line = null;
    }
  };
  pdf.addContent = function (this: TextInternals, data) {
    const isMarked = line !== null && line.trim() !== '';
    if (data === 'BT' && isMarked)
      addContent.call(this, `/Span <</ActualText ${pdfTextString(line!)}>> BDC`);
    const result = addContent.call(this, data);
    if (data === 'ET' && isMarked) addContent.call(this, 'EMC');
    return result;
  };
  try {
    draw();
  } finally {
    pdf._fragment = fragment;
    pdf.addContent = addContent;
  }
}
