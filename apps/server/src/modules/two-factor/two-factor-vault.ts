import { runInBatches, type UpkeepOptions } from '../../lib/batched-upkeep';
import type { ValueCipher } from '../../lib/personal-data/value-cipher';
import type { DataAccess } from '../../lib/unit-of-work';

import { createTotpSecrets } from './totp-secrets';
import type { SecretsRow, StoredSecret, TwoFactorSubject } from './two-factor.repository';
import type { TwoFactorRepos } from './two-factor.service';

const subjectOf = (row: SecretsRow): TwoFactorSubject =>
  row.adminId
    ? { kind: 'admin', adminId: row.adminId }
    : { kind: 'player', playerId: row.playerId! };

/**
 * Batched upkeep of the authenticator secrets, as the IC vault does for IC numbers (ADR 015):
 * sealing secrets stored in clear before migration 0033 (at start-up, before the server listens,
 * and by `npm run keys:rotate`), and re-sealing under the current key when keys rotate. Each batch
 * is one transaction; the work left is read from the data, so a run resumes after a crash.
 */
export function createTwoFactorVault(deps: {
  data: DataAccess<TwoFactorRepos>;
  cipher: ValueCipher;
}) {
  const { data } = deps;
  const secrets = createTotpSecrets(deps.cipher);

  /** `stored` opened and sealed again under the current key (null stays null). */
  function reseal(subject: TwoFactorSubject, value: string | null, keyId: string | null) {
    if (value === null) return null;
    const stored: StoredSecret = { value, keyId };
    return secrets.seal(subject, secrets.open(subject, stored));
  }

  /** Re-seals every secret of each row `lock` picks (both, so a row is done in one write). */
  const resealRows =
    (lock: (repos: TwoFactorRepos, limit: number) => Promise<SecretsRow[]>) =>
    async (repos: TwoFactorRepos, limit: number) => {
      const rows = await lock(repos, limit);
      for (const row of rows) {
        const subject = subjectOf(row);
        await repos.twoFactor.storeSealed(
          row.id,
          reseal(subject, row.secret, row.secretKeyId),
          reseal(subject, row.pendingSecret, row.pendingSecretKeyId),
        );
      }
      return rows.length;
    };

  return {
    /** Seals the secrets still stored in clear. */
    sealPlain: (options: UpkeepOptions = {}) =>
      runInBatches(
        data,
        resealRows(({ twoFactor }, limit) => twoFactor.lockPlainBatch(limit)),
        options,
      ),

    /** Re-seals every secret under the current key (`DATA_ENCRYPTION_KEY`'s first entry). */
    rotate: (options: UpkeepOptions = {}) =>
      runInBatches(
        data,
        resealRows(({ twoFactor }, limit) =>
          twoFactor.lockStaleKeyBatch(secrets.currentKeyId, limit),
        ),
        options,
      ),

    countByKey: () => data.repos.twoFactor.countByKey(),
  };
}

export type TwoFactorVault = ReturnType<typeof createTwoFactorVault>;
