import { and, asc, count, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { recoveryCodes, twoFactorCredentials } from '../../db/schema/index';

export type TwoFactorSubject =
  { kind: 'admin'; adminId: string } | { kind: 'player'; playerId: string };

/** An authenticator secret as stored: sealed under `keyId`, or (before 0033) in clear. */
export interface StoredSecret {
  value: string;
  /** The data key that sealed `value`; null for a secret stored in clear before migration 0033. */
  keyId: string | null;
}

/** A credential row's secrets, for sealing and key rotation (two-factor-vault.ts). */
export interface SecretsRow {
  id: string;
  adminId: string | null;
  playerId: string | null;
  secret: string | null;
  secretKeyId: string | null;
  pendingSecret: string | null;
  pendingSecretKeyId: string | null;
}

const secretsColumns = {
  id: twoFactorCredentials.id,
  adminId: twoFactorCredentials.adminId,
  playerId: twoFactorCredentials.playerId,
  secret: twoFactorCredentials.secret,
  secretKeyId: twoFactorCredentials.secretKeyId,
  pendingSecret: twoFactorCredentials.pendingSecret,
  pendingSecretKeyId: twoFactorCredentials.pendingSecretKeyId,
};

const subjectIs = (subject: TwoFactorSubject) =>
  subject.kind === 'admin'
    ? eq(twoFactorCredentials.adminId, subject.adminId)
    : eq(twoFactorCredentials.playerId, subject.playerId);

export function createTwoFactorRepository(db: DbExecutor) {
  return {
    async find(subject: TwoFactorSubject) {
      const [row] = await db.select().from(twoFactorCredentials).where(subjectIs(subject)).limit(1);
      return row ?? null;
    },

    /**
     * Starts (or restarts) a set-up with a sealed secret; an enabled authenticator stays until
     * the new one is confirmed.
     */
    async savePending(subject: TwoFactorSubject, pending: StoredSecret) {
      const values =
        subject.kind === 'admin' ? { adminId: subject.adminId } : { playerId: subject.playerId };
      const target =
        subject.kind === 'admin' ? twoFactorCredentials.adminId : twoFactorCredentials.playerId;
      const set = { pendingSecret: pending.value, pendingSecretKeyId: pending.keyId };
      await db
        .insert(twoFactorCredentials)
        .values({ ...values, ...set })
        .onConflictDoUpdate({ target, set: { ...set, updatedAt: new Date() } });
    },

    /** The confirmed pending secret (as stored, still sealed) becomes the authenticator. */
    async enable(id: string, secret: StoredSecret, timeStep: number) {
      await db
        .update(twoFactorCredentials)
        .set({
          secret: secret.value,
          secretKeyId: secret.keyId,
          pendingSecret: null,
          pendingSecretKeyId: null,
          enabledAt: new Date(),
          lastTimeStep: timeStep,
          updatedAt: new Date(),
        })
        .where(eq(twoFactorCredentials.id, id));
    },

    /**
     * Records `timeStep` as used, atomically: false when this or a later step was already
     * accepted (the same code replayed, even by another process).
     */
    async claimTimeStep(id: string, timeStep: number) {
      const rows = await db
        .update(twoFactorCredentials)
        .set({ lastTimeStep: timeStep })
        .where(
          and(
            eq(twoFactorCredentials.id, id),
            or(
              isNull(twoFactorCredentials.lastTimeStep),
              lt(twoFactorCredentials.lastTimeStep, timeStep),
            ),
          ),
        )
        .returning({ id: twoFactorCredentials.id });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(credentialId: string, codeHashes: string[]) {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.credentialId, credentialId));
      await db
        .insert(recoveryCodes)
        .values(codeHashes.map((codeHash) => ({ credentialId, codeHash })));
    },

    /** Marks an unused recovery code used; false when there is none such (or it was used). */
    async useRecoveryCode(credentialId: string, codeHash: string) {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.credentialId, credentialId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async unusedRecoveryCodes(credentialId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.credentialId, credentialId), isNull(recoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },

    /** Rows with a secret still in clear (stored before 0033); locked, skipping another run's. */
    async lockPlainBatch(limit: number): Promise<SecretsRow[]> {
      const t = twoFactorCredentials;
      return db
        .select(secretsColumns)
        .from(t)
        .where(
          or(
            and(isNotNull(t.secret), isNull(t.secretKeyId)),
            and(isNotNull(t.pendingSecret), isNull(t.pendingSecretKeyId)),
          ),
        )
        .orderBy(asc(t.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Rows with a secret sealed under a key other than `currentKeyId`. */
    async lockStaleKeyBatch(currentKeyId: string, limit: number): Promise<SecretsRow[]> {
      const t = twoFactorCredentials;
      return db
        .select(secretsColumns)
        .from(t)
        .where(or(ne(t.secretKeyId, currentKeyId), ne(t.pendingSecretKeyId, currentKeyId)))
        .orderBy(asc(t.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Writes a row's secrets as sealed (either may be absent: null). */
    async storeSealed(id: string, secret: StoredSecret | null, pending: StoredSecret | null) {
      await db
        .update(twoFactorCredentials)
        .set({
          secret: secret?.value ?? null,
          secretKeyId: secret?.keyId ?? null,
          pendingSecret: pending?.value ?? null,
          pendingSecretKeyId: pending?.keyId ?? null,
        })
        .where(eq(twoFactorCredentials.id, id));
    },

    /** How many secrets (enabled and pending) each key seals; 'plain' for those in clear. */
    async countByKey() {
      const result = await db.execute(sql`
        select key_id as "keyId", count(*)::int as "count" from (
          select coalesce(secret_key_id, 'plain') as key_id from two_factor_credentials
            where secret is not null
          union all
          select coalesce(pending_secret_key_id, 'plain') from two_factor_credentials
            where pending_secret is not null
        ) s group by key_id order by key_id`);
      return (result as unknown as { rows: { keyId: string; count: number }[] }).rows;
    },

    async remove(subject: TwoFactorSubject) {
      const rows = await db
        .delete(twoFactorCredentials)
        .where(subjectIs(subject))
        .returning({ secret: twoFactorCredentials.secret });
      return rows.some((r) => r.secret !== null);
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
