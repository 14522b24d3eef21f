import type { FeaturedVideo, SaveFeaturedVideoInput } from '@app/shared/content';

import { noteAudit } from '../../lib/audit-trail';
import { notFound } from '../../lib/errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';

import type { FeaturedVideoRepository } from './featured-video.repository';

export interface FeaturedVideoRepos {
  featuredVideo: FeaturedVideoRepository;
}

function toFeaturedVideo(row: {
  id: string;
  title: string;
  titleMs: string;
  description: string;
  descriptionMs: string;
  videoUrl: string;
}): FeaturedVideo {
  return {
    _id: row.id,
    title: row.title,
    titleMs: row.titleMs,
    description: row.description,
    descriptionMs: row.descriptionMs,
    videoUrl: row.videoUrl,
  };
}

/** The home page's featured video: one record. */
export function createFeaturedVideoService({
  data,
  invalidate,
}: {
  data: DataAccess<FeaturedVideoRepos>;
  invalidate: InvalidateCache;
}) {
  const repo = data.repos.featuredVideo;
  return {
    async get() {
      const row = await repo.get();
      if (!row) throw notFound('Featured video');
      return toFeaturedVideo(row);
    },
    async save(input: SaveFeaturedVideoInput) {
      const before = await repo.get();
      const row = await repo.save({ ...input, description: input.description ?? '' });
      noteAudit({ targetType: 'featured-video', targetId: 'home', before, after: row });
      await invalidate('featured-video');
      return toFeaturedVideo(row);
    },
  };
}

export type FeaturedVideoService = ReturnType<typeof createFeaturedVideoService>;
