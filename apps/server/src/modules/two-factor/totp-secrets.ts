import type { ValueCipher } from '../../lib/personal-data/value-cipher';

import type { StoredSecret, TwoFactorSubject } from './two-factor.repository';

/** The person a sealed secret belongs to (its associated data): it opens in no other row. */
const boundTo = (s: TwoFactorSubject) =>
  `two_factor_credentials.secret:${s.kind === 'admin' ? `admin:${s.adminId}` : `player:${s.playerId}`}`;

/**
 * Authenticator secrets sealed with the data key, like IC numbers (ADR 012, ADR 015): AES-256-GCM
 * under `DATA_ENCRYPTION_KEY`'s current key, the key id beside the value, bound to the person.
 */
export function createTotpSecrets(cipher: ValueCipher) {
  return {
    currentKeyId: cipher.currentKeyId,
    seal(subject: TwoFactorSubject, secret: string): StoredSecret & { keyId: string } {
      const sealed = cipher.seal(secret, boundTo(subject));
      return { value: sealed.ciphertext, keyId: sealed.keyId };
    },
    /**
     * The secret in clear. One without a key id was stored before secrets were sealed: start-up
     * seals those before the server listens, so it is met only from a process of the previous
     * version still writing during a rolling upgrade (and sealed at the next start or rotation).
     */
    open(subject: TwoFactorSubject, stored: StoredSecret): string {
      if (stored.keyId === null) return stored.value;
      return cipher.open({ ciphertext: stored.value, keyId: stored.keyId }, boundTo(subject));
    },
  };
}

export type TotpSecrets = ReturnType<typeof createTotpSecrets>;
