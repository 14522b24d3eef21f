import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';

import { stub } from '../../../test/stubs';
import { inMemoryDataAccess } from '../../lib/unit-of-work';

import type { TournamentsRepository } from './tournaments.repository';
import { createTournamentsService } from './tournaments.service';

function setup(existing: string[] = ['APP-1'], tombstoned: string[] = []) {
  const rows = new Set(existing);
  const tombstones = new Set(tombstoned);
  const queued: string[] = [];
  const tournaments = stub<TournamentsRepository>({
    removeByApplicationId: async (id) => rows.delete(id),
    insertTombstone: async (id) => {
      tombstones.add(id);
    },
    tombstonedAmong: async (ids) => new Set(ids.filter((id) => tombstones.has(id))),
    findByApplicationIds: async () => [],
    upsert: vi.fn(async () => undefined),
  });
  const portalOutbox = {
    enqueueDeletion: async (id: string) => {
      queued.push(id);
    },
  };
  const data = inMemoryDataAccess({ tournaments, portalOutbox });
  const kick = vi.fn();
  const invalidate = vi.fn(async () => undefined);
  const service = createTournamentsService({
    data,
    portal: { getApplication: async () => null },
    portalDeliveries: { kick },
    log: stub<FastifyBaseLogger>({ warn: vi.fn() }),
    invalidate,
  });
  return { service, data, rows, tombstones, queued, kick, tournaments, invalidate };
}

const approved = (applicationId: string) => ({
  applicationId,
  eventTitle: 'Selangor Open',
  eventStartDate: '2026-12-05',
  eventEndDate: '2026-12-06',
  classification: 'State',
  status: 'approved',
});

describe('tournaments service', () => {
  it('deletes, tombstones and queues the portal deletion in one transaction, then kicks delivery', async () => {
    const { service, data, rows, tombstones, queued, kick } = setup();
    await expect(service.adminDelete('APP-1', 'admin-1')).resolves.toMatchObject({
      success: true,
    });
    expect(rows.has('APP-1')).toBe(false);
    expect(tombstones.has('APP-1')).toBe(true);
    expect(queued).toEqual(['APP-1']);
    expect(data.transactions()).toBe(1);
    expect(kick).toHaveBeenCalledOnce();
  });

  it('answers 404 for an unknown tournament and queues nothing', async () => {
    const { service, queued, kick } = setup([]);
    await expect(service.adminDelete('APP-9', 'admin-1')).rejects.toMatchObject({ status: 404 });
    expect(queued).toEqual([]);
    expect(kick).not.toHaveBeenCalled();
  });

  it('never brings back a tournament an admin deleted (tombstone), and skips malformed records', async () => {
    const { service, tournaments } = setup([], ['APP-2']);
    const counts = await service.applyApplications([
      approved('APP-2'),
      { nonsense: true },
      approved('APP-3'),
    ]);
    expect(counts).toEqual({ created: 1, updated: 0, skipped: 2, total: 3 });
    expect(tournaments.upsert).toHaveBeenCalledOnce();
    expect(tournaments.upsert).toHaveBeenCalledWith(
      expect.objectContaining({ applicationId: 'APP-3', type: 'state' }),
    );
  });
});
