import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from './faults/private-cluster';

const SERVER = path.resolve(import.meta.dirname, '../src/server.ts');
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * Starts the real server process, reads its start line and asks `/api/health` at the local port,
 * then stops it.
 */
async function startLine(
  env: Record<string, string>,
  dataDir: string,
): Promise<{ line: string; health: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      PORTAL_SYNC_INTERVAL_MINUTES: '0',
      ADMIN_USERNAME: 'start-admin',
      ADMIN_PASSWORD: 'start-admin-password-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start line:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const line = output
          .split('\n')
          .map((text) => {
            try {
              return (JSON.parse(text) as { msg?: string }).msg ?? '';
            } catch {
              return '';
            }
          })
          .find((msg) => msg.includes('is running'));
        if (line) {
          clearTimeout(timer);
          resolve(line);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}):\n${output}`));
      });
    });
    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    return { line, health: health.status };
  } finally {
    child.removeAllListeners('exit');
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

describe('the start line', () => {
  // One data directory for both starts: the first creates and migrates the database from
  // nothing (the suite's one test of that), the second starts on it already migrated.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-start-'));
    dirs.push(dataDir);
  });

  it('names the URL of the port the server was given', async () => {
    const port = await freePort();
    const { line, health } = await startLine({ PORT: String(port) }, dataDir);
    expect(line).toContain(`open http://localhost:${port}`);
    expect(health).toBe(200);
  });

  it('names PUBLIC_URL when it is set', async () => {
    const port = await freePort();
    const { line } = await startLine(
      { PORT: String(port), PUBLIC_URL: 'https://pickleball.example/' },
      dataDir,
    );
    expect(line).toContain('open https://pickleball.example');
    expect(line).not.toContain('localhost');
  });
});
