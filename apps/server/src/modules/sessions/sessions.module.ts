import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import { createPollingWorker } from '../../lib/polling-worker';
import type { DataAccess } from '../../lib/unit-of-work';

import {
  createSessionsService,
  type SessionsRepos,
  type SessionsService,
} from './sessions.service';

const HOUR = 3_600_000;

/** Sessions of admins and players (the auth plugin resolves them); dead ones pruned hourly. */
export function createSessionsModule(deps: {
  data: DataAccess<SessionsRepos>;
  log: FastifyBaseLogger;
}): AppModule<SessionsService> {
  const service = createSessionsService(deps);
  const prune = createPollingWorker({
    name: 'session pruning',
    intervalMs: HOUR,
    log: deps.log,
    processBatch: async () => {
      await service.prune();
      return 0;
    },
  });
  return { name: 'sessions', api: service, workers: [prune] };
}
