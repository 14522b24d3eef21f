import { crc32 } from 'node:zlib';

import sharp from 'sharp';

/** Small real images for upload tests. */
export function pngImage(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 90 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying GPS coordinates in its EXIF block. */
export function jpegWithGps() {
  return sharp({
    create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 50, b: 50 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '3/1 8/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '101/1 41/1 0/1',
      },
    })
    .toBuffer();
}

/**
 * Tiny file, huge dimensions: a decompression bomb. A real small PNG whose header claims
 * 60,000 × 60,000 pixels (3.6 gigapixels), with a valid header checksum.
 */
export async function pixelBomb() {
  const png = Buffer.from(await pngImage(8, 8));
  // Signature (8) + IHDR length (4) + 'IHDR' (4): width and height follow.
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
