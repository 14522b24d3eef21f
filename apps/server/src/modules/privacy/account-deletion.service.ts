import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_MESSAGES as M,
  type AccountDeletionInput,
  type MyDeletion,
  type StaffAccountDeletion,
} from '@app/shared/privacy';

import { noteAudit } from '../../lib/audit-trail';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import type { AuditRepository } from '../audit/index';
import type { MailApi, MailMessage } from '../mail/index';

import { deletionCancelledMail, deletionScheduledMail } from './account-deletion.mail';
import type {
  AccountDeletionRow,
  AccountDeletionsRepository,
} from './account-deletions.repository';

const DAY = 86_400_000;
/** Cancelled and completed deletions stay on the staff screen this long. */
const STAFF_RECENT_DAYS = 90;

export interface AccountDeletionRepos {
  accountDeletions: AccountDeletionsRepository;
  players: {
    findByIdOrMemberId(id: string): Promise<{
      id: string;
      playerId: string;
      email: string;
      fullName: string;
      language: 'en' | 'ms';
    } | null>;
  };
  mailOutbox: { insert(message: MailMessage): Promise<void> };
  portalOutbox: { enqueuePlayerDeletion(memberId: string): Promise<void> };
  audit: Pick<AuditRepository, 'insert' | 'page'>;
}

/** What the deletion needs from the accounts it deletes (players and two-factor modules). */
export interface DeletionAccountPorts {
  checkPassword(playerId: string, password: string): Promise<void>;
  twoFactorEnabled(playerId: string): Promise<boolean>;
  verifySecondFactor(playerId: string, code: string): Promise<void>;
  /** Signs the player out everywhere (the next sign-in offers to cancel). */
  endSessions(playerId: string): Promise<void>;
  /**
   * Deletes the account and everything of theirs, or keeps their words as "Former member".
   * An account already gone (another process got there first) is not an error.
   */
  erase(playerId: string, options: { keepContent: boolean }): Promise<void>;
}

function toDeletion(row: AccountDeletionRow): MyDeletion['deletion'] {
  return {
    status: 'pending',
    content: row.content,
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
  };
}

/**
 * "Delete my account" (issue 16): asked for with the password (and two-factor code), carried out
 * after a 14-day grace in which signing in can cancel it. Posts and comments go, or stay as
 * "Former member"; receipts stay, minimal and detached (membership module); the portal is told
 * through the outbox (players' deletion hook, registered by the privacy module).
 */
export function createAccountDeletionService(deps: {
  data: DataAccess<AccountDeletionRepos>;
  accounts: DeletionAccountPorts;
  mail: MailApi;
  now: () => Date;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
  /** Runs after accounts were deleted (removes their export files). */
  afterErase: () => Promise<unknown>;
}) {
  const { data, accounts } = deps;
  const repo = data.repos.accountDeletions;

  async function confirmIdentity(playerId: string, input: AccountDeletionInput) {
    try {
      // Throttled with the player's other password checks (5 wrong in 15 minutes → 429).
      await accounts.checkPassword(playerId, input.password);
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNAUTHENTICATED')
        throw badRequest(M.passwordWrong, [{ path: 'password', message: M.passwordWrong }]);
      throw err;
    }
    if (await accounts.twoFactorEnabled(playerId)) {
      if (!input.code)
        throw badRequest(M.codeRequired, [{ path: 'code', message: M.codeRequired }]);
      await accounts.verifySecondFactor(playerId, input.code);
    }
  }

  return {
    async get(playerId: string): Promise<MyDeletion> {
      const row = await repo.findPending(playerId);
      return { deletion: row ? toDeletion(row) : null };
    },

    async request(playerId: string, input: AccountDeletionInput): Promise<MyDeletion> {
      if (await repo.findPending(playerId)) throw conflict(M.alreadyPending);
      await confirmIdentity(playerId, input);
      const player = await data.repos.players.findByIdOrMemberId(playerId);
      if (!player) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      const requestedAt = deps.now();
      const dueAt = new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY);
      const row = await data.withTransaction(async (repos) => {
        const inserted = await repos.accountDeletions.insert({
          playerId,
          subjectId: playerId,
          memberId: player.playerId,
          content: input.content,
          requestedAt,
          dueAt,
        });
        if (!inserted) throw conflict(M.alreadyPending);
        await repos.mailOutbox.insert(deletionScheduledMail(deps, player, dueAt));
        return inserted;
      });
      deps.mail.kick();
      noteAudit({
        action: 'privacy.deletion-requested',
        targetType: 'players',
        targetId: playerId,
        detail: { dueAt: dueAt.toISOString(), content: input.content },
      });
      await accounts.endSessions(playerId);
      return { deletion: toDeletion(row) };
    },

    async cancel(playerId: string): Promise<MyDeletion> {
      const player = await data.repos.players.findByIdOrMemberId(playerId);
      const cancelled = await data.withTransaction(async (repos) => {
        const row = await repos.accountDeletions.cancel(playerId, deps.now());
        if (row && player) await repos.mailOutbox.insert(deletionCancelledMail(deps, player));
        return row;
      });
      if (!cancelled) throw conflict(M.nothingToCancel);
      deps.mail.kick();
      noteAudit({
        action: 'privacy.deletion-cancelled',
        targetType: 'players',
        targetId: playerId,
      });
      return { deletion: null };
    },

    /**
     * Carries out deletions whose grace ended. Each account goes in one transaction with its
     * request marked completed (the privacy module's deletion hook), so a failure leaves the
     * request pending for the next run.
     */
    async runDue(limit: number): Promise<number> {
      const due = await repo.listDue(deps.now(), limit);
      for (const row of due) {
        if (!row.playerId) continue;
        await accounts.erase(row.playerId, { keepContent: row.content === 'anonymise' });
        await data.repos.audit.insert([
          {
            actorKind: 'system',
            action: 'privacy.account-deleted',
            targetType: 'players',
            targetId: row.playerId,
            detail: {
              memberId: row.memberId,
              content: row.content,
              requestedAt: row.requestedAt.toISOString(),
            },
          },
        ]);
      }
      if (due.length > 0) await deps.afterErase();
      return due.length;
    },

    async listForStaff(): Promise<StaffAccountDeletion[]> {
      const since = new Date(deps.now().getTime() - STAFF_RECENT_DAYS * DAY);
      const rows = await repo.listForStaff(since, 200);
      return rows.map(({ deletion, fullName }) => ({
        _id: deletion.id,
        playerRef: deletion.subjectId,
        memberId: deletion.memberId,
        fullName,
        status: deletion.status,
        content: deletion.content,
        requestedAt: deletion.requestedAt.toISOString(),
        dueAt: deletion.dueAt.toISOString(),
        cancelledAt: deletion.cancelledAt?.toISOString() ?? null,
        completedAt: deletion.completedAt?.toISOString() ?? null,
      }));
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
