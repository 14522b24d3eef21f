import type { AppModule } from '../../lib/app-module';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import { playerActor } from '../../plugins/auth';
import type { MailApi } from '../mail/index';
import type { MediaService } from '../media/index';
import { sessionsRoutes, type SessionsService } from '../sessions/index';
import type { LoginLimits, ThrottleService } from '../throttle/index';
import { twoFactorRoutes, type TwoFactorService } from '../two-factor/index';

import { createEligibilityChangeHooks } from './eligibility-changes';
import type { IdentityProbeLimits, ReportBurst } from './identity-probes';
import { createPlayerDeletionHooks, type PlayerAccountsPort } from './player-deletion';
import { playersAdminRoutes } from './players.admin.routes';
import { createPlayerAuthService, type PlayerAuthRepos } from './players.auth.service';
import { createPlayersExport } from './players.export';
import { playersRoutes } from './players.routes';
import { createPlayersService } from './players.service';
import { createPlayerSignInService } from './players.sign-in.service';

export interface PlayersModuleDeps<Repos extends PlayerAuthRepos> {
  data: DataAccess<Repos>;
  sessions: SessionsService;
  throttle: ThrottleService;
  twoFactor: TwoFactorService;
  media: MediaService;
  mail: MailApi;
  invalidate: InvalidateCache;
  sessionTtlMs: number;
  siteUrl: string;
  publicUrl: string | undefined;
  associationName: string;
  associationNameMs: string;
  limits: {
    login: LoginLimits;
    registrationsPerIpPerHour: number;
    resetRequestsPerEmailPerHour: number;
    identityChecks: IdentityProbeLimits;
  };
  reportBurst: ReportBurst;
  /** Days a lapsed membership still counts (site setting): the list's membership column. */
  membershipGraceDays: () => Promise<number>;
  icCipher: IcCipher;
  policyVersion: () => Promise<string>;
}

/**
 * Player accounts under /api/players: registration, sign-in and password recovery, profiles,
 * and the admin's player management. Other modules join a player's deletion through `api`.
 */
export function createPlayersModule<Repos extends PlayerAuthRepos>(
  deps: PlayersModuleDeps<Repos>,
): AppModule<PlayerAccountsPort<Repos>> {
  const deletionHooks = createPlayerDeletionHooks<Repos>();
  const eligibilityHooks = createEligibilityChangeHooks<Repos>();
  const auth = createPlayerAuthService(deps);
  const signIn = createPlayerSignInService({ ...deps, loginLimits: deps.limits.login });
  const players = createPlayersService({ ...deps, deletionHooks, eligibilityHooks });
  return {
    name: 'players',
    api: {
      onDelete: deletionHooks.onDelete,
      collectMedia: deletionHooks.collectMedia,
      checkPassword: signIn.checkPassword,
      remove: players.remove,
      onEligibilityChange: eligibilityHooks.onEligibilityChange,
      eligibilityChanged: eligibilityHooks.eligibilityChanged,
    },
    plugin: async (app) => {
      await app.register(playersRoutes, {
        auth,
        signIn,
        players,
        publicUrl: deps.publicUrl,
      });
      await app.register(playersAdminRoutes, {
        players,
        playersExport: createPlayersExport({
          repo: deps.data.repos.players,
          graceDays: deps.membershipGraceDays,
          icCipher: deps.icCipher,
        }),
      });
      await app.register(twoFactorRoutes, {
        urls: {
          status: '/api/players/me/two-factor',
          setup: '/api/players/me/two-factor/setup',
          enable: '/api/players/me/two-factor/enable',
          disable: '/api/players/me/two-factor/disable',
        },
        twoFactor: deps.twoFactor,
        subject: (req) => ({ kind: 'player', playerId: playerActor(req).playerId }),
        account: (req) => playerActor(req).username,
        checkPassword: (req, password) => signIn.checkPassword(playerActor(req).playerId, password),
        // Optional for players: they may always turn it off (with their password).
        assertMayDisable: async () => undefined,
      });
      await app.register(sessionsRoutes, {
        urls: {
          list: '/api/players/me/sessions',
          endOthers: '/api/players/me/sessions/end-others',
          end: '/api/players/me/sessions/:sessionId',
        },
        sessions: deps.sessions,
        who: (req) => {
          const actor = playerActor(req);
          return {
            subject: { kind: 'player', playerId: actor.playerId },
            sessionId: actor.sessionId,
          };
        },
      });
    },
  };
}
