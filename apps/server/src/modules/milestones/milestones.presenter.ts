import type { Milestone } from '@app/shared/content';

import type { MilestoneRow } from '../../db/schema/index';

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    _id: row.id,
    date: row.date,
    title: row.title,
    titleMs: row.titleMs,
    description: row.description,
    descriptionMs: row.descriptionMs,
    image: row.imageUrl,
    order: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
