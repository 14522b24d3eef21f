import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface AuditServer {
  baseUrl: string;
  admin: { username: string; password: string };
  player: { username: string; password: string };
  stop: () => Promise<void>;
}

const HEALTH_TIMEOUT_MS = 60_000;

/** A free TCP port on 127.0.0.1 (the OS picks one, we release it and hand it to the server). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (code ${child.exitCode})`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS / 1000}s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The file holds `username: …` and `password: …` lines (or just the password). */
function readPassword(file: string): string {
  return (/^password:\s*(\S+)/m.exec(file)?.[1] ?? file).trim();
}

/** The embedded database: a DATABASE_URL from the caller's shell must not leak in. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

/**
 * Starts the production server (`node apps/server/dist/server.js`) on 127.0.0.1 with a fresh
 * temporary DATA_DIR, the embedded database and demo content; resolves once /api/health is 200.
 */
export async function startAuditServer(rootDir: string): Promise<AuditServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'audit-web-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = { username: 'audit-admin', password: randomBytes(18).toString('base64url') };
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: rootDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'production',
      PUBLIC_URL: baseUrl,
      // Fresh keys for the IC numbers of this run (production refuses to start without them).
      DATA_ENCRYPTION_KEY: `audit:${randomBytes(32).toString('base64')}`,
      DATA_HASH_KEY: randomBytes(32).toString('base64'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      PORTAL_SYNC_INTERVAL_MINUTES: '0',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
    const playerPassword = readPassword(
      await readFile(path.join(dataDir, 'demo-player-password'), 'utf8'),
    );
    return { baseUrl, admin, player: { username: 'demo.player', password: playerPassword }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
