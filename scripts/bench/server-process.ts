import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** A port the kernel just handed out on 127.0.0.1 (free unless someone grabs it meanwhile). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  origin: string;
  /** The server process (its memory is read from /proc by the export benchmark). */
  pid: number;
  adminUsername: string;
  adminPassword: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function waitUntilServing(origin: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within 90 s:\n${log()}`);
}

/** The production build (`apps/server/dist/server.js`) on 127.0.0.1, seeded with demo content. */
export async function startProductionServer(options: {
  databaseUrl: string;
  dataDir: string;
  /** `cluster`: several processes on one port (dist/cluster.js); default one process. */
  entry?: 'server' | 'cluster';
  /** More environment (e.g. CLUSTER_WORKERS, SEED_DEMO=false, METRICS_TOKEN). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const adminUsername = 'bench.admin';
  const adminPassword = randomBytes(18).toString('base64url');
  const entry = `apps/server/dist/${options.entry ?? 'server'}.js`;
  // BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'): to profile a run.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(REPO_ROOT, entry)], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Fresh keys for the IC numbers of this run (production refuses to start without them).
      DATA_ENCRYPTION_KEY: `bench:${randomBytes(32).toString('base64')}`,
      DATA_HASH_KEY: randomBytes(32).toString('base64'),
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_SYNC_INTERVAL_MINUTES: '0',
      // Every card check comes from 127.0.0.1: the limit must not be what is measured (each
      // check is still counted in the database, as in production).
      CARD_CHECKS_PER_IP_PER_MINUTE: '1000000',
      // The same for public look-ups by member ID (profiles).
      PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000000',
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
    running.delete(child);
  };
  try {
    await waitUntilServing(origin, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, pid: child.pid!, adminUsername, adminPassword, stop };
}
