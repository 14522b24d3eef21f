import { contentImageError } from '@app/shared/content';
import { IMAGE_SIGNATURE_BYTES, imageTypeFromBytes } from '@app/shared/image-signature';

/**
 * The message for a chosen picture the server would refuse, or null when it is fine: checked
 * by its declared type and size, then by its first bytes (a text file renamed `.png` declares
 * image/png but is no picture).
 */
export async function imageFileError(
  file: File,
  messages: { notImage: string; tooLarge: string },
): Promise<string | null> {
  const declared = contentImageError(file, messages);
  if (declared) return declared;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeFromBytes(head) ? null : messages.notImage;
}
