import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import yazl from 'yazl';

/** One file of the zip: its bytes come from `open()`, called only when the zip reaches it. */
export interface ZipEntry {
  name: string;
  open(): AsyncIterable<string | Buffer>;
  /** Already-compressed content (images) is stored as is. */
  compress?: boolean;
}

/**
 * Writes the entries, one after another, into a zip at `target` (via a temporary file renamed at
 * the end, so a half-written zip is never offered). Each entry is produced only when the zip
 * reaches it, so memory holds one entry's current chunk, not the export. With `seal`, the zip
 * passes through it (the data-key cipher) on its way to disk, so no clear byte is written.
 * Returns the zip's size (before sealing: what the owner downloads).
 */
export async function writeZip(
  target: string,
  entries: Iterable<ZipEntry>,
  onEntryDone: (name: string) => void,
  seal?: () => Transform,
): Promise<number> {
  const temporary = `${target}.partial`;
  const zip = new yazl.ZipFile();
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const file = createWriteStream(temporary, { mode: 0o600 });
  const written = seal
    ? pipeline(zip.outputStream, counter, seal(), file)
    : pipeline(zip.outputStream, counter, file);
  try {
    for (const entry of entries) {
      const stream = Readable.from(entry.open());
      // yazl reads entries strictly in order: wait for this one before queueing the next, so
      // only one entry's source is ever open.
      const done = new Promise<void>((resolve, reject) => {
        stream.once('end', resolve);
        stream.once('error', reject);
      });
      zip.addReadStream(stream, entry.name, {
        compress: entry.compress ?? true,
        mtime: new Date(),
      });
      await done;
      onEntryDone(entry.name);
    }
    zip.end();
    await written;
    await rename(temporary, target);
    return size;
  } catch (err) {
    (zip.outputStream as unknown as Readable).destroy();
    await written.catch(() => undefined);
    await rm(temporary, { force: true });
    throw err;
  }
}

/** `[a, b, …]` written batch by batch. */
export async function* jsonArray<T>(batches: AsyncIterable<T[]>): AsyncIterable<string> {
  yield '[';
  let first = true;
  for await (const batch of batches) {
    for (const item of batch) {
      yield `${first ? '\n' : ',\n'}  ${JSON.stringify(item)}`;
      first = false;
    }
  }
  yield first ? ']\n' : '\n]\n';
}

/** `{ "key": <array>, … }` from several streamed arrays. */
export async function* jsonObjectOfArrays(
  parts: Record<string, () => AsyncIterable<string>>,
): AsyncIterable<string> {
  const keys = Object.keys(parts);
  yield '{';
  for (const [i, key] of keys.entries()) {
    yield `${i === 0 ? '\n' : ',\n'}"${key}": `;
    yield* parts[key]!();
  }
  yield '}\n';
}

export async function* jsonDocument(load: () => Promise<unknown>): AsyncIterable<string> {
  yield `${JSON.stringify(await load(), null, 2)}\n`;
}
