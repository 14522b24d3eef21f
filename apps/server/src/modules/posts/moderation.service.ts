import { POST_MESSAGES, type PostingBlockInput } from '@app/shared/posts';

import { noteAudit } from '../../lib/audit-trail';
import { forbidden, notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { PostingBlocksRepository } from './posting-blocks.repository';

export interface ModerationRepos {
  postingBlocks: PostingBlocksRepository;
}

/** Moderators block players from posting and commenting; the feed checks before each write. */
export function createModerationService({ data }: { data: DataAccess<ModerationRepos> }) {
  const repo = data.repos.postingBlocks;
  return {
    /** 403 with the moderator's reason when this player is blocked from posting. */
    async assertMayPost(playerId: string) {
      const block = await repo.find(playerId);
      if (block?.blockedAt) throw forbidden(POST_MESSAGES.postingBlocked(block.reason ?? ''));
    },

    async setBlock(playerId: string, input: PostingBlockInput) {
      const before = await repo.find(playerId);
      if (!before) throw notFound('Player');
      await repo.set(playerId, input.blocked ? { reason: input.reason ?? '' } : null);
      noteAudit({
        targetType: 'players',
        targetId: playerId,
        before: { postingBlocked: before.blockedAt !== null, postingBlockReason: before.reason },
        after: {
          postingBlocked: input.blocked,
          postingBlockReason: input.blocked ? input.reason : null,
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
