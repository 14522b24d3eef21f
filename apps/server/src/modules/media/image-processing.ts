import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';

/** Real image types we accept, by magic bytes (never by name or declared type). SVG is refused. */
export const ACCEPTED_IMAGE_MIME = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Decode-bomb guard: refuse anything with more pixels than a 50-megapixel photo. */
export const MAX_INPUT_PIXELS = 50_000_000;

export const FULL_MAX_EDGE = 1600;
export const DISPLAY_MAX_EDGE = 640;

export interface ImageVariant {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  full: ImageVariant;
  display: ImageVariant;
}

export class ImageRejectedError extends Error {
  constructor(readonly reason: 'not-image' | 'unreadable' | 'too-many-pixels') {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

async function variant(input: Buffer, maxEdge: number): Promise<ImageVariant> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // apply EXIF orientation before the metadata is dropped
    .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Sniffs the real type, refuses non-images and decompression bombs, and re-encodes to WebP
 * (which drops EXIF, GPS and every other metadata) in a full and a display size.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_IMAGE_MIME.has(type.mime)) throw new ImageRejectedError('not-image');

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('unreadable');
  }
  if (!meta.width || !meta.height) throw new ImageRejectedError('unreadable');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejectedError('too-many-pixels');

  try {
    const [full, display] = await Promise.all([
      variant(input, FULL_MAX_EDGE),
      variant(input, DISPLAY_MAX_EDGE),
    ]);
    return { full, display };
  } catch {
    throw new ImageRejectedError('unreadable');
  }
}
