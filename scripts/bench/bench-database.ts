import { randomBytes } from 'node:crypto';

import pg from 'pg';

/** The server's maintenance connection: TEST_DATABASE_URL in CI, the local trust login otherwise. */
export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(sql: string) {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database of its own (`mpa_bench_<random>`), dropped by `drop()`. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `mpa_bench_${randomBytes(5).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  let dropped = false;
  return {
    name,
    url: withDatabase(adminDatabaseUrl(), name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
