import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@app/shared/security';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, conflict, unauthenticated } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import type { ThrottleService } from '../throttle/index';

import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpEnrolment, totpTimeStep } from './totp';
import type { TotpSecrets } from './totp-secrets';
import type { TwoFactorRepository, TwoFactorSubject } from './two-factor.repository';

export interface TwoFactorRepos {
  twoFactor: TwoFactorRepository;
}

export type SecondFactor = { code: string } | { recoveryCode: string };

const FAILURES_ALLOWED = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
const TOO_MANY_WRONG_CODES = (m: number) => `Too many wrong codes. Try again in ${m} minutes.`;

const subjectKey = (s: TwoFactorSubject) =>
  s.kind === 'admin' ? `a:${s.adminId}` : `p:${s.playerId}`;
const auditTarget = (s: TwoFactorSubject) =>
  s.kind === 'admin'
    ? { targetType: 'staff', targetId: s.adminId }
    : { targetType: 'players', targetId: s.playerId };

/**
 * Authenticator-app sign-in (TOTP, RFC 6238) with ten one-time recovery codes, for staff and
 * players. A code is accepted once (its time step is claimed atomically), failures are limited
 * per person, and every change is noted in the audit log.
 */
export function createTwoFactorService(deps: {
  data: DataAccess<TwoFactorRepos>;
  throttle: ThrottleService;
  issuer: string;
  /** Seals and opens the secrets (stored only sealed with the data key). */
  secrets: TotpSecrets;
}) {
  const repo = deps.data.repos.twoFactor;
  const { secrets } = deps;

  /** The enabled authenticator, with its secret opened. */
  async function enabledCredential(subject: TwoFactorSubject) {
    const row = await repo.find(subject);
    if (!row?.secret) return null;
    return { ...row, secret: secrets.open(subject, { value: row.secret, keyId: row.secretKeyId }) };
  }

  const failureRule = (subject: TwoFactorSubject) => ({
    bucket: 'two-factor-failure',
    key: subjectKey(subject),
    limit: FAILURES_ALLOWED,
    windowMs: FAILURE_WINDOW_MS,
  });

  return {
    async isEnabled(subject: TwoFactorSubject) {
      return (await enabledCredential(subject)) !== null;
    },

    async status(subject: TwoFactorSubject) {
      const row = await enabledCredential(subject);
      return {
        enabled: row !== null,
        recoveryCodesLeft: row ? await repo.unusedRecoveryCodes(row.id) : 0,
      };
    },

    /** A new secret to scan; nothing changes until its first code is confirmed. */
    async startSetup(subject: TwoFactorSubject, account: string): Promise<TwoFactorSetup> {
      if (await enabledCredential(subject)) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      await repo.savePending(subject, secrets.seal(subject, secret));
      return { secret, ...(await totpEnrolment(secret, deps.issuer, account)) };
    },

    /** Confirms the set-up with a code from the app; returns the recovery codes, shown once. */
    async confirmSetup(subject: TwoFactorSubject, code: string) {
      const row = await repo.find(subject);
      if (row?.secret) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      if (!row?.pendingSecret) throw badRequest(TWO_FACTOR_MESSAGES.notStarted);
      // The secret stays sealed as stored; it is opened only to check the code.
      const pending = { value: row.pendingSecret, keyId: row.pendingSecretKeyId };
      const pendingSecret = secrets.open(subject, pending);
      const found: { step: number | null } = { step: null };
      await deps.throttle.guard([failureRule(subject)], TOO_MANY_WRONG_CODES, async () => {
        found.step = await totpTimeStep(pendingSecret, code);
        return found.step !== null;
      });
      const step = found.step;
      if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.invalidCode);
      const { codes, hashes } = newRecoveryCodes();
      await deps.data.withTransaction(async ({ twoFactor }) => {
        await twoFactor.enable(row.id, pending, step);
        await twoFactor.replaceRecoveryCodes(row.id, hashes);
      });
      noteAudit({ action: 'two-factor.enable', ...auditTarget(subject) });
      return { recoveryCodes: codes };
    },

    /**
     * Checks a second factor at sign-in. Throws 401 for a wrong, replayed or used code and
     * 429 after five failures in 15 minutes.
     */
    async verify(
      subject: TwoFactorSubject,
      factor: SecondFactor,
    ): Promise<'code' | 'recovery-code'> {
      // Reserved before the check, so parallel guesses cannot pass the limit (round 2, item 3).
      const row = await enabledCredential(subject);
      const ok = await deps.throttle.guard(
        [failureRule(subject)],
        TOO_MANY_WRONG_CODES,
        async () => {
          if (row && 'code' in factor) {
            const step = await totpTimeStep(row.secret, factor.code);
            return step !== null && (await repo.claimTimeStep(row.id, step));
          }
          if (row && 'recoveryCode' in factor)
            return repo.useRecoveryCode(row.id, hashRecoveryCode(factor.recoveryCode));
          return false;
        },
      );
      if (!ok) throw unauthenticated(TWO_FACTOR_MESSAGES.invalidCode);
      if ('recoveryCode' in factor) {
        noteAudit({
          action: 'two-factor.recovery-code-used',
          ...auditTarget(subject),
          detail: { left: await repo.unusedRecoveryCodes(row!.id) },
        });
      }
      return 'code' in factor ? 'code' : 'recovery-code';
    },

    /** Turns two-factor off (the caller checks the password or a super admin's authority). */
    async disable(subject: TwoFactorSubject, action = 'two-factor.disable') {
      const wasOn = await repo.remove(subject);
      if (wasOn) noteAudit({ action, ...auditTarget(subject) });
      return wasOn;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
