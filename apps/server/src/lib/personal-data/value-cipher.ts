import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import type { DataKeys } from './data-keys';

/**
 * A short value sealed with the data key (ADR 015): AES-256-GCM with a random 96-bit IV and a
 * 128-bit tag, stored as base64(IV ‖ tag ‖ ciphertext) beside the id of the key that sealed it,
 * so keys can rotate. The associated data names what the value is (its column, and for a secret
 * the person it belongs to): a value copied to another column or another person's row does not
 * open. IC numbers (`ic-cipher.ts`) and authenticator secrets (two-factor) are sealed this way.
 */
export interface SealedValue {
  ciphertext: string;
  keyId: string;
}

export class ValueDecryptError extends Error {}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface ValueCipher {
  /** The key new values are sealed under (`DATA_ENCRYPTION_KEY`'s first). */
  currentKeyId: string;
  seal(plain: string, associatedData: string): SealedValue;
  /** Throws `ValueDecryptError` for an unknown key id, a tampered value or other data. */
  open(sealed: SealedValue, associatedData: string): string;
}

export function createValueCipher(keys: DataKeys): ValueCipher {
  return {
    currentKeyId: keys.currentKeyId,
    seal(plain, associatedData) {
      const key = keys.encryption.get(keys.currentKeyId)!;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(associatedData));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return {
        ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'),
        keyId: keys.currentKeyId,
      };
    },
    open({ ciphertext, keyId }, associatedData) {
      const key = keys.encryption.get(keyId);
      if (!key) throw new ValueDecryptError(`no key "${keyId}" in DATA_ENCRYPTION_KEY`);
      const raw = Buffer.from(ciphertext, 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
          .setAAD(Buffer.from(associatedData))
          .setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new ValueDecryptError(`the value does not decrypt under key "${keyId}"`);
      }
    },
  };
}
