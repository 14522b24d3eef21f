import { randomInt } from 'node:crypto';

import { RECOVERY_CODE_COUNT } from '@app/shared/security';

import { hashToken } from '../../lib/tokens';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten fresh codes as shown once ("k7dp2-wq9xm"), and their hashes to store. */
export function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Hash of a code as typed: dashes, spaces and case do not matter. */
export function hashRecoveryCode(code: string) {
  return hashToken(code.replace(/[\s-]/g, '').toLowerCase());
}
