/** Picture types recognised by their first bytes (the server checks the same way, file-type). */
export type SniffedImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** How many leading bytes `imageTypeFromBytes` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/**
 * The picture type a file's first bytes announce, or null when they are not a PNG, JPEG, WebP
 * or GIF signature: a text file renamed `.png` is not a picture, whatever its name says.
 */
export function imageTypeFromBytes(bytes: Uint8Array): SniffedImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}
