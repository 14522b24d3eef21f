import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A receipt number in a path: MPA-<year>-<6 digits>. */
export const receiptNumberSchema = z.string().regex(/^MPA-\d{4}-\d{6}$/, 'Unknown receipt');

/** A credit note number in a path: CN-<year>-<6 digits>. */
export const creditNoteNumberSchema = z.string().regex(/^CN-\d{4}-\d{6}$/, 'Unknown credit note');

/** Streams a PDF as a download (`filename` is ours: a receipt number or a fixed name). */
export function sendPdf(reply: FastifyReply, doc: PDFKit.PDFDocument, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(doc);
}
