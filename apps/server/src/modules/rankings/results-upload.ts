import type { FastifyRequest } from 'fastify';

import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';
import {
  MAX_RESULTS_FILE_BYTES,
  resultsInputSchema,
  type ResultRowError,
} from '@app/shared/competition/results';

import { AppError, badRequest, tooLarge } from '../../lib/errors';

import { readResultsCsv } from './results-csv';
import { fromCsv, fromJson } from './results-import';
import type { ResultsImport } from './results.service';

/** The multipart form's `file` (results, maybe with matches) and optional `matches` file. */
async function readUpload(req: FastifyRequest): Promise<{ file?: string; matches?: string }> {
  const out: { file?: string; matches?: string } = {};
  try {
    const parts = req.parts({
      limits: { fileSize: MAX_RESULTS_FILE_BYTES, files: 2, fields: 10, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      // Read to the end (over 2 MB throws): a part left unread would stall the form.
      const text = (await part.toBuffer()).toString('utf8');
      if (part.fieldname === 'file') out.file = text;
      else if (part.fieldname === 'matches') out.matches = text;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(M.fileTooLarge);
    throw badRequest('Malformed multipart/form-data request');
  }
  return out;
}

const fileError = (message: string): ResultRowError[] => [{ row: 1, section: 'file', message }];

/**
 * The results a request carries: a CSV body (text/csv), a multipart upload (`file`, optional
 * `matches`), or JSON rows typed on screen (`{ rows, matches? }`).
 */
export async function readResultsRequest(req: FastifyRequest): Promise<ResultsImport> {
  if (req.isMultipart()) {
    const upload = await readUpload(req);
    if (upload.file === undefined || upload.file.trim() === '')
      return { rows: [], matches: [], readErrors: fileError(M.fileEmpty) };
    return fromCsvText(upload.file, upload.matches);
  }
  if (typeof req.body === 'string') return fromCsvText(req.body);
  const parsed = resultsInputSchema.safeParse(req.body ?? {});
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues[0]?.message ?? 'Invalid value',
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return fromJson(parsed.data);
}

function fromCsvText(text: string, matchesText?: string): ResultsImport {
  if (text.trim() === '') return { rows: [], matches: [], readErrors: fileError(M.fileEmpty) };
  const read = readResultsCsv(text, matchesText);
  return { ...fromCsv(read.rows, read.matches), readErrors: read.errors };
}
