import { MAX_IMAGE_BYTES } from '@app/shared/common';

export type ImageFileProblem = 'invalidType' | 'tooLarge';

/** Profile pictures: images only, under 5MB (spec §5). Null when the file is acceptable. */
export function checkImageFile(file: File): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'invalidType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
