import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import { createPollingWorker } from '../../lib/polling-worker';
import type { PaymentsApi } from '../payments/index';
import type { EligibilityChangePort } from '../players/index';

import { createEntriesAdminService } from './entries-admin.service';
import { createEntriesReadService } from './entries-read.service';
import { entriesAdminRoutes } from './entries.admin.routes';
import { entriesRoutes } from './entries.routes';
import { createEntriesService } from './entries.service';
import { createEntryChanges, type EntriesDeps, type EntriesRepos } from './entry-changes';
import { createEntryFlags } from './entry-flags';
import { createEntryPayments } from './entry-payments';

/** What entries need from the players module: to hear of a player's changed facts. */
export type EntriesPlayersPort = Pick<EligibilityChangePort<EntriesRepos>, 'onEligibilityChange'>;

export interface EntriesApi {
  /** Lapses partner requests, expires offers and unpaid holds now (the test clock). */
  settleDue(): Promise<number>;
}

/**
 * Tournament entries (issue 33): players enter divisions (pairs confirm), the pair waitlist
 * and its offers, fees through payment orders, withdrawals; staff lists, overrides, check-in and
 * the bracket export. A worker settles passing deadlines.
 */
export function createEntriesModule(
  deps: EntriesDeps & {
    log: FastifyBaseLogger;
    payments?: PaymentsApi;
    /** How often deadlines are looked for (0: never; tests call settleDue). */
    settleIntervalMs: number;
    /** The players module's port: a player's changed facts re-check their live entries. */
    players?: EntriesPlayersPort;
  },
): AppModule<EntriesApi> {
  const changes = createEntryChanges(deps);
  const money = createEntryPayments({ ...deps, changes });
  const service = createEntriesService({ ...deps, changes, money });
  const read = createEntriesReadService(deps);
  const admin = createEntriesAdminService({ ...deps, changes });
  deps.players?.onEligibilityChange(createEntryFlags({ ...deps, changes }));
  const settleAll = async () => {
    let total = 0;
    for (;;) {
      const n = await service.settleDue(20);
      total += n;
      if (n === 0) return total;
    }
  };
  const worker = createPollingWorker({
    name: 'tournament entry deadlines',
    intervalMs: deps.settleIntervalMs,
    log: deps.log,
    processBatch: (limit) => service.settleDue(limit),
  });
  return {
    name: 'entries',
    api: { settleDue: settleAll },
    workers: deps.settleIntervalMs > 0 ? [worker] : [],
    plugin: async (app) => {
      await app.register(entriesRoutes, { service, read, money });
      await app.register(entriesAdminRoutes, { admin });
    },
  };
}
