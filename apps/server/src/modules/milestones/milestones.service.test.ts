import { describe, expect, it, vi } from 'vitest';

import { milestoneRow } from '../../../test/factories/rows';
import { stub } from '../../../test/stubs';
import { inMemoryDataAccess } from '../../lib/unit-of-work';
import type { MediaService } from '../media/index';

import type { MilestonesRepository } from './milestones.repository';
import { createMilestonesService } from './milestones.service';

function setup(rows = [milestoneRow({ position: 1 }), milestoneRow({ position: 2 })]) {
  const positions = new Map(rows.map((r) => [r.id, r.position]));
  const milestones = stub<MilestonesRepository>({
    list: async () =>
      [...rows]
        .sort((a, b) => positions.get(a.id)! - positions.get(b.id)!)
        .map((r) => ({
          ...r,
          position: positions.get(r.id)!,
        })),
    update: async (id, values) => {
      if (values.position !== undefined) positions.set(id, values.position);
      const row = rows.find((r) => r.id === id);
      return row ? { ...row, position: positions.get(id)! } : null;
    },
    remove: async (id) => rows.find((r) => r.id === id) ?? null,
  });
  const data = inMemoryDataAccess({ milestones });
  const invalidate = vi.fn(async () => undefined);
  const media = stub<MediaService>({ remove: vi.fn(async () => undefined) });
  const service = createMilestonesService({ data, media, invalidate });
  return { service, data, invalidate, media, rows, positions };
}

describe('milestones service', () => {
  it('reorders every milestone in one transaction: position i gets order i + 1', async () => {
    const { service, data, rows, invalidate } = setup();
    const [first, second] = rows;
    const reordered = await service.reorder([second!.id, first!.id]);
    expect(reordered.map((m) => m._id)).toEqual([second!.id, first!.id]);
    expect(reordered.map((m) => m.order)).toEqual([1, 2]);
    expect(data.transactions()).toBe(1);
    expect(invalidate).toHaveBeenCalledWith('milestones');
  });

  it.each([
    ['one missing', (ids: string[]) => ids.slice(0, 1)],
    ['one twice', (ids: string[]) => [ids[0]!, ids[0]!]],
    ['an unknown id', (ids: string[]) => [ids[0]!, '00000000-0000-4000-8000-000000000000']],
  ])('refuses a new order with %s, changing nothing', async (_case, order) => {
    const { service, rows, positions, invalidate } = setup();
    const before = new Map(positions);
    await expect(service.reorder(order(rows.map((r) => r.id)))).rejects.toMatchObject({
      status: 400,
      message: 'The new order must list every milestone exactly once',
    });
    expect(positions).toEqual(before);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('removes the picture of a deleted milestone, after the row', async () => {
    const row = milestoneRow({ imageUrl: '/uploads/milestones/a.webp' });
    const { service, media } = setup([row]);
    await expect(service.remove(row.id)).resolves.toMatchObject({ success: true });
    expect(media.remove).toHaveBeenCalledWith('/uploads/milestones/a.webp');
  });

  it('answers 404 for a milestone that does not exist', async () => {
    const { service } = setup([]);
    await expect(service.remove('nope')).rejects.toMatchObject({ status: 404 });
  });
});
