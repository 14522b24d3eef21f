import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../../config/env';
import type { DbExecutor } from '../../db/client';
import type { TransactionRunner } from '../../db/transaction';
import type { InvalidateCache, ResponseCache } from '../../lib/response-cache';
import { linkPreviewRoutes } from '../link-preview/link-preview.routes';
import { createLinkPreviewService } from '../link-preview/link-preview.service';
import type { Resolver } from '../link-preview/safe-fetch';
import type { MediaService } from '../media/media.service';
import type { PlayerDeletionHooks } from '../players/player-deletion';
import type { PlayersRepository } from '../players/players.repository';
import type { ThrottleService } from '../throttle/throttle.service';

import { createPostsRepository } from './posts.repository';
import { postsRoutes } from './posts.routes';
import { createPostsService } from './posts.service';
import { createReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

export interface CommunityModuleDeps {
  config: AppConfig;
  db: DbExecutor;
  inTransaction: TransactionRunner;
  media: MediaService;
  throttle: ThrottleService;
  players: PlayersRepository;
  deletionHooks: PlayerDeletionHooks;
  resolveHost?: Resolver | undefined;
  cache: ResponseCache;
  invalidate: InvalidateCache;
}

/** PickleZone: posts, likes, comments, reports and link previews. */
export async function registerCommunityModule(app: FastifyInstance, deps: CommunityModuleDeps) {
  const postsRepo = createPostsRepository(deps.db);
  const posts = createPostsService({
    repo: postsRepo,
    inTransaction: deps.inTransaction,
    media: deps.media,
    throttle: deps.throttle,
    postsPerMinute: deps.config.postsPerPlayerPerMinute,
    invalidate: deps.invalidate,
  });
  const reports = createReportsService({
    repo: createReportsRepository(deps.db),
    posts: postsRepo,
    playerName: async (id) => (await deps.players.findByIdOrMemberId(id))?.fullName ?? null,
  });
  const linkPreview = createLinkPreviewService({
    throttle: deps.throttle,
    perPlayerPerMinute: deps.config.linkPreview.perPlayerPerMinute,
    timeoutMs: deps.config.linkPreview.timeoutMs,
    maxBytes: deps.config.linkPreview.maxBytes,
    testAllowHosts: deps.config.linkPreview.testAllowHosts,
    resolve: deps.resolveHost,
  });

  // Deleting a player removes their posts, comments and likes (foreign-key cascade); their
  // posts' open reports are resolved first and the pictures removed after the commit.
  deps.deletionHooks.registerMedia((tx, playerId) =>
    createPostsRepository(tx).imageUrlsByAuthor(playerId),
  );
  deps.deletionHooks.register(async (tx, playerId) => {
    const ids = await createPostsRepository(tx).idsByAuthor(playerId);
    await createReportsRepository(tx).resolveForPosts(ids, null);
  });

  await app.register(postsRoutes, { prefix: '/api/posts', posts, reports, cache: deps.cache });
  await app.register(reportsRoutes, { prefix: '/api/reports', reports });
  await app.register(linkPreviewRoutes, { prefix: '/api/link-preview', service: linkPreview });
}
