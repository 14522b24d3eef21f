import { createHmac } from 'node:crypto';

import type { DataKeys } from './data-keys';
import { createValueCipher, ValueDecryptError } from './value-cipher';

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

/** What an IC ciphertext is bound to (the associated data): the players' IC column. */
const AAD = 'players.ic_number';

export interface IcCipher {
  seal(icNumber: string): SealedIc;
  open(sealed: Pick<SealedIc, 'icCiphertext' | 'icKeyId'>): string;
  hash(icNumber: string): string;
  currentKeyId: string;
}

export function createIcCipher(keys: DataKeys): IcCipher {
  const values = createValueCipher(keys);
  const hash = (icNumber: string) =>
    createHmac('sha256', keys.hash).update(icNumber, 'utf8').digest('hex');

  return {
    currentKeyId: keys.currentKeyId,
    hash,
    seal(icNumber) {
      const sealed = values.seal(icNumber, AAD);
      return {
        icHash: hash(icNumber),
        icCiphertext: sealed.ciphertext,
        icKeyId: sealed.keyId,
        icLast4: icNumber.slice(-4),
      };
    },
    open({ icCiphertext, icKeyId }) {
      if (!keys.encryption.has(icKeyId))
        throw new IcDecryptError(`no key "${icKeyId}" in DATA_ENCRYPTION_KEY`);
      try {
        return values.open({ ciphertext: icCiphertext, keyId: icKeyId }, AAD);
      } catch (err) {
        if (err instanceof ValueDecryptError)
          throw new IcDecryptError(`IC number does not decrypt under key "${icKeyId}"`);
        throw err;
      }
    },
  };
}
