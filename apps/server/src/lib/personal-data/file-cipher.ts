import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

import type { DataKeys } from './data-keys';

/**
 * Files holding personal data at rest (data-export zips), sealed with the data key (ADR 015,
 * ADR 016) as a stream, so a large file is never held in memory:
 *
 *   header  "MPAENC1" ‖ key id length (1 byte) ‖ key id
 *   chunks  final flag (1) ‖ plaintext length (4, BE) ‖ IV (12) ‖ GCM tag (16) ‖ ciphertext
 *
 * Each chunk (64 KiB) is AES-256-GCM under its own random IV, with the file's context (e.g.
 * the export id), the chunk's index and the final flag as associated data: a chunk cannot be
 * altered, reordered, moved to another file or cut off without decryption failing, and nothing
 * is released before its chunk's tag is checked. The key id in the header lets an old file be
 * read after DATA_ENCRYPTION_KEY was rotated (while the old key is still listed).
 */
const MAGIC = Buffer.from('MPAENC1', 'latin1');
const CHUNK = 64 * 1024;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const RECORD_HEAD = 1 + 4 + IV_BYTES + TAG_BYTES;

export class FileDecryptError extends Error {}

const aad = (context: string, index: number, final: boolean) =>
  Buffer.from(`${context}:${index}:${final ? 1 : 0}`, 'utf8');

export interface FileCipher {
  currentKeyId: string;
  /** Plain bytes in, sealed bytes out; `context` must be given again to decrypt. */
  encrypt(context: string): Transform;
  /** Sealed bytes in, plain bytes out; errors (FileDecryptError) on any tampering. */
  decrypt(context: string): Transform;
}

export function createFileCipher(keys: DataKeys): FileCipher {
  function encrypt(context: string): Transform {
    const keyId = keys.currentKeyId;
    const key = keys.encryption.get(keyId)!;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let index = 0;
    const seal = (plain: Buffer, final: boolean) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(context, index, final));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      const head = Buffer.alloc(5);
      head.writeUInt8(final ? 1 : 0, 0);
      head.writeUInt32BE(plain.length, 1);
      index += 1;
      return Buffer.concat([head, iv, cipher.getAuthTag(), body]);
    };
    const idBytes = Buffer.from(keyId, 'latin1');
    let headerSent = false;
    const header = (stream: Transform) => {
      if (headerSent) return;
      headerSent = true;
      stream.push(Buffer.concat([MAGIC, Buffer.from([idBytes.length]), idBytes]));
    };
    return new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        header(this);
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= CHUNK) {
          let all = Buffer.concat(pending);
          while (all.length >= CHUNK) {
            this.push(seal(all.subarray(0, CHUNK), false));
            all = all.subarray(CHUNK);
          }
          pending = [all];
          pendingBytes = all.length;
        }
        callback();
      },
      flush(callback: TransformCallback) {
        header(this);
        this.push(seal(Buffer.concat(pending), true));
        callback();
      },
    });
  }

  function decrypt(context: string): Transform {
    let buffered: Buffer = Buffer.alloc(0);
    let key: Buffer | null = null;
    let index = 0;
    let ended = false;
    return new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        try {
          if (!key) {
            if (buffered.length < MAGIC.length + 1) return callback();
            if (!buffered.subarray(0, MAGIC.length).equals(MAGIC))
              throw new FileDecryptError('not a sealed file');
            const idLength = buffered[MAGIC.length]!;
            const start = MAGIC.length + 1;
            if (buffered.length < start + idLength) return callback();
            const keyId = buffered.subarray(start, start + idLength).toString('latin1');
            const found = keys.encryption.get(keyId);
            if (!found) throw new FileDecryptError(`no key "${keyId}" in DATA_ENCRYPTION_KEY`);
            key = found;
            buffered = buffered.subarray(start + idLength);
          }
          while (buffered.length >= RECORD_HEAD) {
            if (ended) throw new FileDecryptError('data after the final chunk');
            const final = buffered[0] === 1;
            const length = buffered.readUInt32BE(1);
            if (length > CHUNK) throw new FileDecryptError('chunk too long');
            if (buffered.length < RECORD_HEAD + length) break;
            const iv = buffered.subarray(5, 5 + IV_BYTES);
            const tag = buffered.subarray(5 + IV_BYTES, RECORD_HEAD);
            const decipher = createDecipheriv('aes-256-gcm', key, iv)
              .setAAD(aad(context, index, final))
              .setAuthTag(tag);
            let plain: Buffer;
            try {
              const body = buffered.subarray(RECORD_HEAD, RECORD_HEAD + length);
              plain = Buffer.concat([decipher.update(body), decipher.final()]);
            } catch {
              throw new FileDecryptError(`chunk ${index} does not decrypt`);
            }
            this.push(plain);
            index += 1;
            ended = final;
            buffered = buffered.subarray(RECORD_HEAD + length);
          }
          callback();
        } catch (err) {
          callback(err as Error);
        }
      },
      flush(callback: TransformCallback) {
        if (!ended || buffered.length > 0)
          return callback(new FileDecryptError('the sealed file is cut short'));
        callback();
      },
    });
  }

  return { currentKeyId: keys.currentKeyId, encrypt, decrypt };
}
