import type { FastifyRequest } from 'fastify';

import { MAX_IMAGE_BYTES } from '@app/shared/common';

import { isAbortedByClient, RequestAbortedError } from '../../lib/client-abort';
import { AppError, badRequest, tooLarge } from '../../lib/errors';

import { ImageRejectedError, processImage, type ProcessedImage } from './image-processing';

export interface ImageFieldSpec {
  /** Most files this field may carry (5 for post images, 1 elsewhere). */
  maxCount: number;
}

export interface UploadMessages {
  notImage: string;
  tooLarge: (filename: string) => string;
  tooMany: string;
}

export const DEFAULT_UPLOAD_MESSAGES: UploadMessages = {
  notImage: 'Please upload an image file',
  tooLarge: () => 'Image size must be less than 5MB',
  tooMany: 'Too many images',
};

export interface IncomingImage {
  field: string;
  filename: string;
  image: ProcessedImage;
}

export interface ParsedMultipart {
  fields: Record<string, string>;
  images: IncomingImage[];
}

const MAX_TEXT_FIELDS = 60;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads one file part, failing the moment it passes the size limit. (@fastify/multipart's
 * toBuffer waits for the part to end — that is, for the whole upload — and can miss the limit
 * on a streamed body.) A part closed before its end (the client went away: @fastify/multipart
 * destroys the part without an error) fails too, rather than waiting for ever.
 */
function readCapped(
  file: NodeJS.ReadableStream & { truncated?: boolean },
  onTooLarge: () => Error,
) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('limit', () => {
      file.removeAllListeners('data');
      file.resume();
      reject(onTooLarge());
    });
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.on('error', reject);
    file.on('end', () => (file.truncated ? reject(onTooLarge()) : resolve(Buffer.concat(chunks))));
    // After 'end' (or a rejection) this changes nothing: a promise settles once.
    file.on('close', () => reject(new RequestAbortedError()));
  });
}

/** Errors busboy throws for a body that is not valid multipart (no boundary, cut short …). */
function isMalformedMultipart(err: unknown): boolean {
  if (err instanceof AppError || !(err instanceof Error)) return false;
  if ((err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return /boundary|unexpected end of (?:form|multipart)|malformed|multipart|premature close/i.test(
    err.message,
  );
}

/**
 * Reads a multipart request: text fields, and image files through the pipeline (5 MB cap
 * enforced while streaming, so an oversized file is never buffered whole; magic-byte sniffing;
 * decode-bomb guard; re-encode to WebP without metadata). Nothing is stored here: the caller
 * validates everything first and only then stores the images.
 */
export async function readMultipart(
  req: FastifyRequest,
  imageFields: Record<string, ImageFieldSpec>,
  messages: UploadMessages = DEFAULT_UPLOAD_MESSAGES,
): Promise<ParsedMultipart> {
  if (!req.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data request');
  }
  const totalFiles = Object.values(imageFields).reduce((n, f) => n + f.maxCount, 0);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const images: IncomingImage[] = [];
  const counts = new Map<string, number>();

  try {
    const parts = req.parts({
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        // One more than allowed, so the extra file reaches us and gets the domain's message.
        files: totalFiles + 1,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_TEXT_FIELDS + totalFiles + 1,
      },
    });

    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest(`Invalid value for ${part.fieldname}`);
        if (part.valueTruncated) throw tooLarge(`The field ${part.fieldname} is too long`);
        fields[part.fieldname] = part.value;
        continue;
      }

      const spec = imageFields[part.fieldname];
      if (!spec) {
        part.file.resume();
        throw badRequest(`Unexpected file field: ${part.fieldname}`);
      }
      const seen = counts.get(part.fieldname) ?? 0;
      if (seen >= spec.maxCount) {
        part.file.resume();
        throw badRequest(messages.tooMany);
      }

      const data = await readCapped(part.file, () =>
        tooLarge(messages.tooLarge(part.filename || 'Image')),
      );
      // Browsers send an empty part for an empty file input: not a file.
      if (data.length === 0 && !part.filename) continue;
      counts.set(part.fieldname, seen + 1);

      try {
        images.push({
          field: part.fieldname,
          filename: part.filename,
          image: await processImage(data),
        });
      } catch (err) {
        if (err instanceof ImageRejectedError) {
          throw err.reason === 'too-many-pixels'
            ? badRequest('Image dimensions are too large')
            : badRequest(messages.notImage);
        }
        throw err;
      }
    }
  } catch (err) {
    if (isAbortedByClient(req.raw)) throw err;
    throw isMalformedMultipart(err) ? badRequest('Malformed multipart/form-data request') : err;
  }
  return { fields, images };
}
