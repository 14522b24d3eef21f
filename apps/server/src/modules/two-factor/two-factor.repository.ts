import { and, count, eq, isNull, lt, or } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { recoveryCodes, twoFactorCredentials } from '../../db/schema/index';

export type TwoFactorSubject =
  { kind: 'admin'; adminId: string } | { kind: 'player'; playerId: string };

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

    /** Starts (or restarts) a set-up; an enabled authenticator stays until the new one is confirmed. */
    async savePending(subject: TwoFactorSubject, pendingSecret: string) {
      const values =
        subject.kind === 'admin' ? { adminId: subject.adminId } : { playerId: subject.playerId };
      const target =
        subject.kind === 'admin' ? twoFactorCredentials.adminId : twoFactorCredentials.playerId;
      await db
        .insert(twoFactorCredentials)
        .values({ ...values, pendingSecret })
        .onConflictDoUpdate({ target, set: { pendingSecret, updatedAt: new Date() } });
    },

    async enable(id: string, secret: string, timeStep: number) {
      await db
        .update(twoFactorCredentials)
        .set({
          secret,
          pendingSecret: null,
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
