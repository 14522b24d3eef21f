import { saveMilestoneInputSchema, updateMilestoneInputSchema } from '@app/shared/content';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, notFound } from '../../lib/errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import type { MediaService, ProcessedImage } from '../media/index';

import { toMilestone } from './milestones.presenter';
import type { MilestonesRepository } from './milestones.repository';

export interface MilestonesRepos {
  milestones: MilestonesRepository;
}

export function createMilestonesService(deps: {
  data: DataAccess<MilestonesRepos>;
  media: MediaService;
  invalidate: InvalidateCache;
}) {
  const { data, media, invalidate } = deps;
  const repo = data.repos.milestones;
  return {
    async list() {
      return (await repo.list()).map(toMilestone);
    },
    async get(id: string) {
      const row = await repo.findById(id);
      if (!row) throw notFound('Milestone');
      return toMilestone(row);
    },
    async create(fields: Record<string, string>, image: ProcessedImage | undefined) {
      const input = parseInput(saveMilestoneInputSchema, fields);
      const stored = image ? await media.store('milestones', image) : undefined;
      try {
        const row = await repo.insert({
          date: input.date,
          title: input.title,
          description: input.description,
          titleMs: input.titleMs,
          descriptionMs: input.descriptionMs,
          position: input.order ?? (await repo.nextPosition()),
          imageUrl: stored?.url ?? null,
        });
        await invalidate('milestones');
        return toMilestone(row);
      } catch (err) {
        if (stored) await media.remove(stored.url);
        throw err;
      }
    },
    async update(id: string, fields: Record<string, string>, image: ProcessedImage | undefined) {
      const existing = await repo.findById(id);
      if (!existing) throw notFound('Milestone');
      const input = parseInput(updateMilestoneInputSchema, fields);
      const stored = image ? await media.store('milestones', image) : undefined;
      const row = await repo.update(id, {
        ...(input.date !== undefined ? { date: input.date } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.titleMs !== undefined ? { titleMs: input.titleMs } : {}),
        ...(input.descriptionMs !== undefined ? { descriptionMs: input.descriptionMs } : {}),
        ...(input.order !== undefined ? { position: input.order } : {}),
        ...(stored ? { imageUrl: stored.url } : {}),
      });
      await invalidate('milestones');
      noteAudit({ targetType: 'milestones', targetId: id, before: existing, after: row });
      if (stored && existing.imageUrl) await media.remove(existing.imageUrl);
      return toMilestone(row!);
    },
    async remove(id: string) {
      const row = await repo.remove(id);
      if (!row) throw notFound('Milestone');
      noteAudit({ targetType: 'milestones', targetId: id, before: { title: row.title } });
      await invalidate('milestones');
      if (row.imageUrl) await media.remove(row.imageUrl);
      return { success: true as const, message: 'Milestone deleted' };
    },
    /** New order for all milestones in one transaction: position i gets order i + 1. */
    async reorder(ids: string[]) {
      await data.withTransaction(async ({ milestones }) => {
        const current = await milestones.list();
        const known = new Set(current.map((m) => m.id));
        const isEachOnce = new Set(ids).size === ids.length && ids.length === known.size;
        if (!isEachOnce || ids.some((id) => !known.has(id))) {
          throw badRequest('The new order must list every milestone exactly once');
        }
        for (const [index, id] of ids.entries())
          await milestones.update(id, { position: index + 1 });
      });
      await invalidate('milestones');
      return this.list();
    },
  };
}

export type MilestonesService = ReturnType<typeof createMilestonesService>;
