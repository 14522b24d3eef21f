import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import { createPollingWorker } from '../../lib/polling-worker';
import type { DataAccess } from '../../lib/unit-of-work';

import { createThrottleService, type ThrottleService } from './throttle.service';
import type { ThrottleRepos } from './throttle.types';

const HOUR = 3_600_000;

/** Rate limits shared by every process (counted in the database); old events pruned hourly. */
export function createThrottleModule(deps: {
  data: DataAccess<ThrottleRepos>;
  log: FastifyBaseLogger;
}): AppModule<ThrottleService> {
  const service = createThrottleService(deps);
  const prune = createPollingWorker({
    name: 'throttle pruning',
    intervalMs: HOUR,
    log: deps.log,
    processBatch: async () => {
      await service.prune();
      return 0;
    },
  });
  const flushWindows = createPollingWorker({
    name: 'rate-limit windows',
    intervalMs: 250,
    log: deps.log,
    processBatch: async () => {
      await service.flushWindows();
      return 0;
    },
  });
  return { name: 'throttle', api: service, workers: [prune, flushWindows] };
}
