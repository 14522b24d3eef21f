import { MAX_IMAGE_BYTES } from '@app/shared/common';

import { jpegWithGps, pixelBomb, pngImage } from './images';
import type { MultipartFile } from './multipart';

export interface HostileUpload {
  name: string;
  /** The files to send in the route's file field (more than one for the count case). */
  files: (field: string, maxCount: number) => Promise<MultipartFile[]>;
  status: number;
}

const file = (field: string, filename: string, contentType: string, data: Buffer) => ({
  field,
  filename,
  contentType,
  data,
});

/**
 * One corpus of hostile files, sent to every upload route. Each must be refused with a 4xx and
 * leave nothing stored (no file, no row).
 */
export const HOSTILE_UPLOADS: HostileUpload[] = [
  {
    name: 'HTML with script disguised as PNG',
    files: async (field) => [
      file(
        field,
        'photo.png',
        'image/png',
        Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
      ),
    ],
    status: 400,
  },
  {
    name: 'SVG with script',
    files: async (field) => [
      file(
        field,
        'logo.svg',
        'image/svg+xml',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
      ),
    ],
    status: 400,
  },
  {
    name: 'truncated JPEG',
    files: async (field) => {
      const jpeg = await jpegWithGps();
      return [file(field, 'cut.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 3)))];
    },
    status: 400,
  },
  {
    name: 'decompression bomb (tiny file, 60,000 × 60,000 pixels)',
    files: async (field) => [file(field, 'bomb.png', 'image/png', await pixelBomb())],
    status: 400,
  },
  {
    name: 'one file more than allowed',
    files: async (field, maxCount) => {
      const png = await pngImage(32, 32);
      return Array.from({ length: maxCount + 1 }, (_, i) =>
        file(field, `p${i}.png`, 'image/png', png),
      );
    },
    status: 400,
  },
  {
    name: 'a file over 5 MB',
    files: async (field) => [
      file(field, 'huge.jpg', 'image/jpeg', Buffer.alloc(MAX_IMAGE_BYTES + 1024, 0xff)),
    ],
    status: 413,
  },
];
