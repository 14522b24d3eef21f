import type { Health } from '@app/shared/common';

/** What the health check needs to know of the database. */
export interface DatabaseProbe {
  readonly engine: 'embedded' | 'postgres';
  /** Resolves when the database answers within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
}

export function createHealthService({ database }: { database: DatabaseProbe }) {
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
