import { randomUUID } from 'node:crypto';

import sharp from 'sharp';

import type { ProcessedImage } from './image-processing';
import type { MediaStorage } from './storage';

export interface StoredImage {
  /** Full-size WebP (longest edge ≤ 1600 px). */
  url: string;
  /** Display-size WebP (longest edge ≤ 640 px). */
  displayUrl: string;
  width: number;
  height: number;
}

/** Stores processed images and removes them again; the one place that knows the key layout. */
export function createMediaService({ storage }: { storage: MediaStorage }) {
  async function remove(url: string) {
    const key = storage.keyFromUrl(url);
    if (!key) return;
    await storage.remove(key);
    const display = key.replace(/\.webp$/, '-640.webp');
    if (display !== key) await storage.remove(display);
  }

  return {
    async store(folder: string, image: ProcessedImage): Promise<StoredImage> {
      const id = randomUUID();
      const url = await storage.put(`${folder}/${id}.webp`, image.full.data, 'image/webp');
      const displayUrl = await storage.put(
        `${folder}/${id}-640.webp`,
        image.display.data,
        'image/webp',
      );
      return { url, displayUrl, width: image.full.width, height: image.full.height };
    },

    /** Stores several images; if one fails, the ones already stored are removed. */
    async storeAll(folder: string, images: ProcessedImage[]): Promise<StoredImage[]> {
      const stored: StoredImage[] = [];
      try {
        for (const image of images) stored.push(await this.store(folder, image));
        return stored;
      } catch (err) {
        await Promise.allSettled(stored.map((s) => remove(s.url)));
        throw err;
      }
    },

    /** Removes a stored image (both sizes) by its public URL; unknown URLs are ignored. */
    remove,

    /**
     * A stored image as a square JPEG of `size` pixels (for PDFs, which take JPEG or PNG), or
     * null when the URL is not one of ours or the file is gone.
     */
    async readAsJpeg(url: string, size: number): Promise<Buffer | null> {
      const key = storage.keyFromUrl(url);
      const bytes = key ? await storage.get(key) : null;
      if (!bytes) return null;
      return sharp(bytes).resize(size, size, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
    },

    /** A stored image's bytes as kept (full size), or null when not ours or gone. */
    async read(url: string): Promise<{ bytes: Buffer; extension: string } | null> {
      const key = storage.keyFromUrl(url);
      const bytes = key ? await storage.get(key) : null;
      return bytes && key ? { bytes, extension: key.slice(key.lastIndexOf('.') + 1) } : null;
    },

    /** The display-size URL for a full-size URL this service stored. */
    displayUrlOf(url: string): string {
      return storage.keyFromUrl(url) ? url.replace(/\.webp$/, '-640.webp') : url;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
