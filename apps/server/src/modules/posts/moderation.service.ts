import { POST_MESSAGES, type PostingBlockInput } from '@app/shared/posts';

import { noteAudit } from '../../lib/audit-trail';
import { forbidden, notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { PostingBlocksRepository } from './posting-blocks.repository';

export interface ModerationRepos {
  postingBlocks: PostingBlocksRepository;
}

/** Moderators block players from posting and commenting; the feed checks before each write. */
export function createModerationService({
  data,
  now = () => new Date(),
}: {
  data: DataAccess<ModerationRepos>;
  now?: () => Date;
}) {
  const repo = data.repos.postingBlocks;
  return {
    /** 403 with the moderator's reason when this player is blocked from posting. */
    async assertMayPost(playerId: string) {
      const block = await repo.find(playerId);
      // A restriction for a period lapses by itself at its end.
      const isActive = block?.blockedAt && (!block.until || block.until > now());
      if (isActive) throw forbidden(POST_MESSAGES.postingBlocked(block.reason ?? ''));
    },

    async setBlock(playerId: string, input: PostingBlockInput) {
      const before = await repo.find(playerId);
      if (!before) throw notFound('Player');
      const until =
        input.blocked && input.days ? new Date(now().getTime() + input.days * 86_400_000) : null;
      await repo.set(playerId, input.blocked ? { reason: input.reason ?? '', until } : null);
      noteAudit({
        targetType: 'players',
        targetId: playerId,
        before: {
          postingBlocked: before.blockedAt !== null,
          postingBlockReason: before.reason,
          postingBlockedUntil: before.until?.toISOString() ?? null,
        },
        after: {
          postingBlocked: input.blocked,
          postingBlockReason: input.blocked ? input.reason : null,
          postingBlockedUntil: until?.toISOString() ?? null,
        },
      });
      return {
        success: true as const,
        message: input.blocked
          ? `${before.fullName} can no longer post or comment`
          : `${before.fullName} can post and comment again`,
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
