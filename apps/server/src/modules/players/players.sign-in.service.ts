import type {
  ChangePlayerPasswordInput,
  PlayerLoginInput,
  PlayerLoginResult,
} from '@app/shared/players';
import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorChallenge,
  type TwoFactorSignInInput,
} from '@app/shared/security';

import { noteAudit } from '../../lib/audit-trail';
import { AppError, forbidden, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailApi } from '../mail/index';
import type { SessionMeta, SessionsService } from '../sessions/index';
import {
  createLoginThrottle,
  createOwnPasswordCheck,
  type LoginLimits,
  type ThrottleService,
} from '../throttle/index';
import type { TwoFactorService } from '../two-factor/index';

import type { PlayerAuthRepos } from './players.auth.service';
import { failedSignInsMail } from './players.mail';
import { toLoginPlayer } from './players.presenter';
import type { PlayerRow } from './players.repository';

export const INVALID_PLAYER_LOGIN = 'Invalid username or password';
export const WRONG_PASSWORD = 'Password is incorrect';

/** Player sign-in: password, then a code when the player has turned two-factor on. */
export function createPlayerSignInService(deps: {
  data: DataAccess<PlayerAuthRepos>;
  sessions: SessionsService;
  throttle: ThrottleService;
  twoFactor: TwoFactorService;
  mail: MailApi;
  sessionTtlMs: number;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
  loginLimits: LoginLimits;
}) {
  const { data, sessions, twoFactor } = deps;
  const repo = data.repos.players;
  const loginThrottle = createLoginThrottle(deps.throttle, 'player', deps.loginLimits);
  const ownPasswordCheck = createOwnPasswordCheck(deps.throttle, 'player');

  function assertActive(player: PlayerRow) {
    if (player.status !== 'active')
      throw forbidden(`Your account is ${player.status}. Please contact the association.`);
  }

  /**
   * A signed-in player's own password, asked again (password change, two-factor off, account
   * deletion): 5 wrong tries in 15 minutes, across all of them, → 429.
   */
  async function verifyOwnPassword(playerId: string, password: string, wrongMessage: string) {
    const player = await repo.findByIdOrMemberId(playerId);
    const ok = await ownPasswordCheck(
      playerId,
      async () => !!player && (await verifyPassword(player.passwordHash, password)),
    );
    if (!ok || !player) throw new AppError('UNAUTHENTICATED', wrongMessage);
    return player;
  }

  async function signIn(player: PlayerRow, meta: SessionMeta) {
    await repo.recordSignIn(player.id);
    const session = await sessions.issue(
      { kind: 'player', playerId: player.id },
      deps.sessionTtlMs,
      meta,
    );
    return { token: session.token, expiresAt: session.expiresAt, player: toLoginPlayer(player) };
  }

  /** 403 unless `id` (an `_id` or member ID) is the signed-in player's own account. */
  async function assertOwnAccount(actor: { playerId: string }, id: string) {
    if (id === actor.playerId) return;
    const named = await repo.findByIdOrMemberId(id);
    if (named?.id !== actor.playerId) throw forbidden('You can only access your own account');
  }

  return {
    assertOwnAccount,

    async login(
      input: PlayerLoginInput,
      meta: SessionMeta & { ip: string },
    ): Promise<TwoFactorChallenge | (PlayerLoginResult & { expiresAt: Date })> {
      const attempt = await loginThrottle.begin(input.username, meta.ip);
      const player = await repo.findByUsername(input.username.trim());
      const ok = player
        ? await verifyPassword(player.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!player || !ok) {
        const alert = await attempt.failed();
        if (player && alert) {
          await data.repos.mailOutbox.insert(failedSignInsMail(deps, player));
          deps.mail.kick();
        }
        throw unauthenticated(INVALID_PLAYER_LOGIN);
      }
      assertActive(player);
      await attempt.succeeded();
      if (await twoFactor.isEnabled({ kind: 'player', playerId: player.id })) {
        const challenge = await sessions.issueChallenge(
          { kind: 'player', playerId: player.id },
          meta,
        );
        return {
          twoFactorRequired: true,
          challenge: challenge.token,
          expiresAt: challenge.expiresAt.toISOString(),
        };
      }
      return signIn(player, meta);
    },

    async loginTwoFactor(
      input: TwoFactorSignInInput,
      meta: SessionMeta,
    ): Promise<PlayerLoginResult & { expiresAt: Date }> {
      const challenge = await sessions.resolveChallenge(input.challenge);
      if (challenge?.kind !== 'player') throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
      await twoFactor.verify(
        challenge,
        'code' in input ? { code: input.code } : { recoveryCode: input.recoveryCode },
      );
      await sessions.revoke(challenge.sessionId);
      const player = await repo.findByIdOrMemberId(challenge.playerId);
      if (!player) throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
      assertActive(player);
      return signIn(player, meta);
    },

    async logout(sessionId: string) {
      await sessions.revoke(sessionId);
      return { success: true as const, message: 'Logged out' };
    },

    /**
     * The player changes their own password: the current one first (5 wrong tries in 15 min
     * → 429), then every other session of theirs ends; this one stays.
     */
    /**
     * The signed-in player's own password (`PUT /api/players/me/password`, and the old frontend's
     * `POST /api/players/{id}/change-password`, where `id` must be theirs: `_id` or member ID).
     */
    async changePassword(
      actor: { playerId: string; sessionId: string },
      input: ChangePlayerPasswordInput,
      id?: string,
    ) {
      if (id !== undefined) await assertOwnAccount(actor, id);
      const { playerId, sessionId } = actor;
      const player = await verifyOwnPassword(
        playerId,
        input.currentPassword,
        'Current password is incorrect',
      );
      await repo.update(player.id, {
        passwordHash: await hashPassword(input.newPassword),
        passwordChangedAt: new Date(),
      });
      const ended = await sessions.revokeAllForPlayer(player.id, sessionId);
      noteAudit({
        action: 'player.password_changed',
        actor: { kind: 'player', id: player.id, name: player.username },
        targetType: 'players',
        targetId: player.id,
        detail: { otherSessionsEnded: ended },
      });
      return {
        success: true as const,
        message: 'Password changed. You are signed out everywhere else.',
      };
    },

    /** The player's password again before a sensitive step (two-factor off, deletion). */
    async checkPassword(playerId: string, password: string) {
      await verifyOwnPassword(playerId, password, WRONG_PASSWORD);
    },
  };
}

export type PlayerSignInService = ReturnType<typeof createPlayerSignInService>;
