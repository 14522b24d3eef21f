import type { Health, Readiness } from '@app/shared/common';

/** What the health check needs to know of the database. */
export interface DatabaseProbe {
  readonly engine: 'embedded' | 'postgres';
  /** Resolves when the database answers within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  pendingMigrations(): Promise<number>;
}

export function createHealthService({ database }: { database: DatabaseProbe }) {
  const startedAt = Date.now();
  return {
    /** Readiness: the database answers and every checked-in migration is applied. */
    async ready(): Promise<Readiness> {
      try {
        await database.ping(2_000);
      } catch {
        return { status: 'not-ready', database: 'down', pendingMigrations: null };
      }
      const pending = await database.pendingMigrations();
      return {
        status: pending === 0 ? 'ready' : 'not-ready',
        database: 'up',
        pendingMigrations: pending,
      };
    },
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
