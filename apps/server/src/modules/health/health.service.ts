import type { Health } from '@app/shared/common';

import type { DatabaseHandle } from '../../db/client';

export function createHealthService({
  database,
}: {
  database: Pick<DatabaseHandle, 'ping' | 'engine'>;
}) {
  const startedAt = Date.now();
  return {
    async check(): Promise<Health> {
      let up = true;
      try {
        await database.ping(2_000);
      } catch {
        up = false;
      }
      return {
        status: up ? 'ok' : 'unavailable',
        database: up ? 'up' : 'down',
        engine: database.engine,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
