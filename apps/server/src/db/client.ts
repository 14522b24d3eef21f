import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { createLocalEventBus, createPostgresEventBus, type EventBus } from '../lib/event-bus';

import * as schema from './schema/index';

/** Extensions the migrations create (trigram search); every embedded database loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbExecutor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'
>;

const MIGRATION_LOCK_ID = 7_246_310_001;

export type DatabaseEngine = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** Resolves when the database answers; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<void>;
  /** Migrations checked in but not applied to this database (readiness: none). */
  pendingMigrations(): Promise<number>;
  /** Connections of a server's pool (null when embedded: one in-process engine). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
  /** Cross-process publish/subscribe: LISTEN/NOTIFY on a server, in-process when embedded. */
  createEventBus(onError: (err: Error) => void): EventBus;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      onPoolError?: (err: Error) => void;
      /** Sees every query (the scale benchmark counts queries per request). */
      logger?: Logger;
    }
  | { kind: 'embedded'; dataDir?: string; client?: PGlite };

/** Checked-in SQL migrations: src/db/migrations in development, dist/migrations when bundled. */
export function migrationsFolder(): string {
  const candidates = [
    path.resolve(import.meta.dirname, 'migrations'),
    path.resolve(import.meta.dirname, 'db/migrations'),
  ];
  return (
    candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json'))) ?? candidates[0]!
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Database did not answer within ${ms} ms`)),
      ms,
    );
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** How many migrations this build has (read once: the files do not change while running). */
let checkedInMigrations: number | undefined;
function countCheckedInMigrations(): number {
  checkedInMigrations ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return checkedInMigrations;
}

/** The checked-in migrations the database has not recorded as applied. */
async function pendingMigrations(db: Database): Promise<number> {
  const expected = countCheckedInMigrations();
  try {
    const result = await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return Math.max(0, expected - Number(rows[0]?.n ?? 0));
  } catch {
    // No migrations table yet: nothing has been applied.
    return expected;
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', (err) => target.onPoolError?.(err));
    const db = drizzlePg(pool, {
      schema,
      casing: 'snake_case',
      ...(target.logger ? { logger: target.logger } : {}),
    }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      ping: async (timeoutMs = 2_000) => {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
      },
      migrate: async () => {
        // Several processes may start at once: serialise migrations with an advisory lock held
        // on one connection, and run them on that same connection.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          try {
            const lockedDb = drizzlePg(client, { schema, casing: 'snake_case' });
            await migratePg(lockedDb, { migrationsFolder: migrationsFolder() });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          }
        } finally {
          client.release();
        }
      },
      pendingMigrations: () => pendingMigrations(db),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: async () => {
        await pool.end();
      },
      createEventBus: (onError) =>
        createPostgresEventBus({
          url: target.url,
          onError,
          notify: async (channel, payload) => {
            await pool.query('select pg_notify($1, $2)', [channel, payload]);
          },
        }),
    };
  }

  let client = target.client;
  if (!client) {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
    });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    engine: 'embedded',
    ping: async (timeoutMs = 2_000) => {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    },
    pendingMigrations: () => pendingMigrations(db),
    poolStats: () => null,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
    createEventBus: () => createLocalEventBus(),
  };
}
