import { createAdminsRepository } from '../modules/admins/admins.repository';
import { adminsRoutes } from '../modules/admins/admins.routes';
import { createAdminsService } from '../modules/admins/admins.service';
import { createMessagesRepository } from '../modules/messages/messages.repository';
import { messagesRoutes } from '../modules/messages/messages.routes';
import { createMessagesService } from '../modules/messages/messages.service';
import { createPlayerDeletionHooks } from '../modules/players/player-deletion';
import { playersAdminRoutes } from '../modules/players/players.admin.routes';
import { createPlayerAuthService } from '../modules/players/players.auth.service';
import { createPlayersRepository } from '../modules/players/players.repository';
import { playersRoutes } from '../modules/players/players.routes';
import { createPlayersService } from '../modules/players/players.service';

import type { WiringDeps } from './shared-deps';

/** Admins, players (accounts, profiles, admin management) and their inbox messages. */
export async function registerAccounts(d: WiringDeps) {
  const { app, config, db, inTransaction, sessions, throttle, media } = d;
  const admins = createAdminsService({
    repo: createAdminsRepository(db),
    sessions,
    throttle,
    sessionTtlMs: config.adminSessionTtlMs,
    loginLimits: config.loginLimits,
  });
  const playersRepo = createPlayersRepository(db);
  const deletionHooks = createPlayerDeletionHooks();
  const messages = createMessagesService({
    repo: createMessagesRepository(db),
    players: playersRepo,
  });
  const auth = createPlayerAuthService({
    repo: playersRepo,
    inTransaction,
    sessions,
    throttle,
    media,
    outbox: d.outbox,
    sessionTtlMs: config.playerSessionTtlMs,
    siteUrl: config.siteUrl,
    associationName: config.associationName,
    limits: {
      login: config.loginLimits,
      registrationsPerIpPerHour: config.registrationsPerIpPerHour,
      resetRequestsPerEmailPerHour: config.resetRequestsPerEmailPerHour,
    },
  });
  const players = createPlayersService({
    repo: playersRepo,
    inTransaction,
    sessions,
    media,
    deletionHooks,
    invalidate: d.cache.invalidate,
  });

  await app.register(playersRoutes, {
    prefix: '/api/players',
    auth,
    players,
    messages,
    publicUrl: config.publicUrl,
  });
  await app.register(playersAdminRoutes, { prefix: '/api/players', players, messages });
  await app.register(messagesRoutes, { prefix: '/api/messages', service: messages });
  await app.register(adminsRoutes, {
    prefix: '/api/admin',
    service: admins,
    publicUrl: config.publicUrl,
  });
  return { playersRepo, deletionHooks };
}
