import { Readable } from 'node:stream';

import type { FastifyReply } from 'fastify';

import { UTF8_BOM } from './csv';

/** The lines of a CSV file, as a service makes them (an array, or read in batches). */
export type CsvLines = Iterable<string> | AsyncIterable<string>;

async function* startingWithBom(lines: CsvLines): AsyncGenerator<string> {
  yield UTF8_BOM;
  yield* lines;
}

/**
 * Sends a CSV download: UTF-8 with a byte order mark (so Excel reads Malay, Chinese and Tamil
 * names intact; the API description promises it for every `text/csv` answer), never cached,
 * streamed as it is made. Every CSV export answers through here, so none can leave the mark out.
 */
export function sendCsv(reply: FastifyReply, filename: string, lines: CsvLines) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(startingWithBom(lines)));
}
