import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded media lives. Local disk by default; an S3-compatible store can implement it. */
export interface MediaStorage {
  /** Stores bytes under a key like `posts/3f…e1.webp`, returns the public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The key behind a public URL this storage produced, or null. */
  keyFromUrl(url: string): string | null;
  /** Local disk: the folder the server serves `/uploads/` from as static files. */
  readonly localRoot?: string;
}

const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function assertSafeKey(key: string) {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`);
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The public URL of a key: the same whichever store holds it. */
export function uploadsUrl(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
}

/** The key behind an `/uploads/…` URL, or null when it is not one of ours. */
export function keyFromUploadsUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return KEY_PATTERN.test(key) && !key.includes('..') ? key : null;
}

export function createLocalDiskStorage(root: string): MediaStorage {
  return {
    localRoot: root,
    async put(key, data) {
      assertSafeKey(key);
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, data, { mode: 0o644 });
      await rename(tmp, target);
      return uploadsUrl(key);
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(root, key), { force: true });
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    keyFromUrl: keyFromUploadsUrl,
  };
}
