import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

import type { DataKeys } from './data-keys';

/** An IC number as stored: never the plain digits (ADR 015). */
export interface SealedIc {
  /** HMAC-SHA256 of the 12 digits, hex: the unique index and exact lookups. */
  icHash: string;
  /** base64(iv ‖ tag ‖ ciphertext), AES-256-GCM under `icKeyId`. */
  icCiphertext: string;
  icKeyId: string;
  /** The last four digits: masked display and staff search, without decrypting. */
  icLast4: string;
}

export class IcDecryptError extends Error {}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('players.ic_number');

export interface IcCipher {
  seal(icNumber: string): SealedIc;
  open(sealed: Pick<SealedIc, 'icCiphertext' | 'icKeyId'>): string;
  hash(icNumber: string): string;
  currentKeyId: string;
}

export function createIcCipher(keys: DataKeys): IcCipher {
  const hash = (icNumber: string) =>
    createHmac('sha256', keys.hash).update(icNumber, 'utf8').digest('hex');

  return {
    currentKeyId: keys.currentKeyId,
    hash,
    seal(icNumber) {
      const key = keys.encryption.get(keys.currentKeyId)!;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(AAD);
      const body = Buffer.concat([cipher.update(icNumber, 'utf8'), cipher.final()]);
      return {
        icHash: hash(icNumber),
        icCiphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'),
        icKeyId: keys.currentKeyId,
        icLast4: icNumber.slice(-4),
      };
    },
    open({ icCiphertext, icKeyId }) {
      const key = keys.encryption.get(icKeyId);
      if (!key) throw new IcDecryptError(`no key "${icKeyId}" in DATA_ENCRYPTION_KEY`);
      const raw = Buffer.from(icCiphertext, 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
          .setAAD(AAD)
          .setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new IcDecryptError(`IC number does not decrypt under key "${icKeyId}"`);
      }
    },
  };
}
