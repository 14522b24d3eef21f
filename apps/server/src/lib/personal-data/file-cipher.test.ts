import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { generateDataKeys, parseDataKeys } from './data-keys';
import { createFileCipher, FileDecryptError } from './file-cipher';

const keysOf = (...ids: string[]) => {
  const generated = ids.map((id) => generateDataKeys(id));
  return parseDataKeys(generated.map((g) => g.encryptionKey).join(','), generated[0]!.hashKey);
};
const run = (input: Buffer, transform: NodeJS.ReadWriteStream) =>
  buffer(Readable.from([input.subarray(0, 1000), input.subarray(1000)]).pipe(transform));

describe('file cipher (export zips at rest)', () => {
  const keys = keysOf('a');
  const cipher = createFileCipher(keys);
  const plain = Buffer.concat([Buffer.from('900101145678 '), randomBytes(200_000)]);

  it('round-trips a multi-chunk file, and an empty one, without the clear bytes on disk', async () => {
    const sealed = await run(plain, cipher.encrypt('data_exports:1'));
    expect(sealed.includes(Buffer.from('900101145678'))).toBe(false);
    expect(await run(sealed, cipher.decrypt('data_exports:1'))).toEqual(plain);
    const empty = await run(Buffer.alloc(0), cipher.encrypt('x'));
    expect(await run(empty, cipher.decrypt('x'))).toEqual(Buffer.alloc(0));
  });

  it('refuses a flipped byte, a cut-off file, another file’s context and an unknown key', async () => {
    const sealed = await run(plain, cipher.encrypt('data_exports:1'));
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 1] = flipped[flipped.length - 1]! ^ 1;
    await expect(run(flipped, cipher.decrypt('data_exports:1'))).rejects.toThrow(FileDecryptError);
    const cut = sealed.subarray(0, 70_000);
    await expect(run(cut, cipher.decrypt('data_exports:1'))).rejects.toThrow(FileDecryptError);
    await expect(run(sealed, cipher.decrypt('data_exports:2'))).rejects.toThrow(FileDecryptError);
    const stranger = createFileCipher(keysOf('b'));
    await expect(run(sealed, stranger.decrypt('data_exports:1'))).rejects.toThrow(/no key "a"/);
  });

  it('reads a file sealed under a rotated-out key that is still listed', async () => {
    const sealed = await run(plain, cipher.encrypt('c'));
    const rotated = parseDataKeys(
      `${generateDataKeys('b').encryptionKey},a:${keys.encryption.get('a')!.toString('base64')}`,
      generateDataKeys().hashKey,
    );
    const after = createFileCipher(rotated);
    expect(after.currentKeyId).toBe('b');
    expect(await run(sealed, after.decrypt('c'))).toEqual(plain);
  });
});
