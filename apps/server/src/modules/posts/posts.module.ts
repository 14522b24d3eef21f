import type { AppModule } from '../../lib/app-module';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { LinkImageFetcher } from '../link-preview/index';
import type { MediaService } from '../media/index';
import type { Notify } from '../notifications/index';
import type { PlayerDeletionPort } from '../players/index';
import type { ThrottleService } from '../throttle/index';

import { moderationRoutes } from './moderation.routes';
import { createModerationService, type ModerationRepos } from './moderation.service';
import { postsRoutes } from './posts.routes';
import { createPostsService, type PostsRepos } from './posts.service';
import type { RelationsRepository } from './relations.repository';
import { relationsRoutes } from './relations.routes';
import { reportsRoutes } from './reports.routes';
import { createReportsService, type ReportsRepos } from './reports.service';

/**
 * The community feed (PickleZone on screen): posts with pictures, links and videos, likes,
 * comments, and reports with their moderation.
 */
export function createPostsModule(deps: {
  data: DataAccess<
    PostsRepos & ReportsRepos & ModerationRepos & { relations: RelationsRepository }
  >;
  media: MediaService;
  throttle: ThrottleService;
  players: PlayerDeletionPort<PostsRepos>;
  cache: ResponseCache;
  postsPerMinute: number;
  linkImages: LinkImageFetcher;
  /** Refuses a player whose membership is suspended (membership module). */
  assertMembershipAllowsPosting: (playerId: string) => Promise<void>;
  /** The bell: comments, likes and report outcomes. */
  notify?: Notify;
  /** The server's clock (timed posting restrictions end by it; tests move it). */
  now?: () => Date;
}): AppModule {
  const moderation = createModerationService(deps);
  const posts = createPostsService({
    ...deps,
    assertMayPost: async (playerId) => {
      await moderation.assertMayPost(playerId);
      await deps.assertMembershipAllowsPosting(playerId);
    },
    fetchLinkImage: deps.linkImages.fetchImage,
    invalidate: deps.cache.invalidate,
  });
  const reports = createReportsService(deps);

  // Deleting a player removes their posts, comments and likes (foreign-key cascade); the open
  // reports on their posts are resolved first and the pictures removed after the commit. A
  // player who deletes their own account may keep their posts and comments as "Former member".
  deps.players.collectMedia(async (repos, playerId, { keepContent }) =>
    keepContent ? [] : repos.posts.imageUrlsByAuthor(playerId),
  );
  deps.players.onDelete(async (repos, playerId, { keepContent }) => {
    if (keepContent) await repos.posts.detachAuthor(playerId);
    else await repos.reports.resolveForPosts(await repos.posts.idsByAuthor(playerId), null);
  });

  return {
    name: 'posts',
    api: undefined,
    plugin: async (app) => {
      await app.register(postsRoutes, { posts, reports, cache: deps.cache });
      await app.register(reportsRoutes, { reports });
      await app.register(moderationRoutes, { moderation });
      await app.register(relationsRoutes, { data: deps.data });
    },
  };
}
