import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/index';
import { TEST_DATA_KEY_ENV } from '../test/data-keys';
import { createPlayer } from '../test/factories/players';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp';
import { freePort } from '../test/faults/private-cluster';
import { multipart } from '../test/multipart';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const MAINTENANCE_URL = process.env.TEST_DATABASE_URL!;

interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  output: () => string;
}

const until = async (check: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * Two real server processes (separate Node processes, separate ports, their own pools and
 * workers) on one PostgreSQL database behave as one site: a session made on one works on the
 * other, a like on one reaches a bell connected to the other, cached lists follow changes
 * made on the other, a rate limit counts requests to both, and a mail delivery that one was
 * in the middle of when killed with SIGKILL is finished by the other, once.
 */
describe('two server processes on one PostgreSQL', () => {
  const dbName = `mpa_procs_${randomBytes(5).toString('hex')}`;
  const dirs: string[] = [];
  let databaseUrl: string;
  let database: DatabaseHandle;
  let smtp: FakeSmtp;
  let a: Instance;
  let b: Instance;

  async function start(name: string, smtpPort: number): Promise<Instance> {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `mpa-${name}-`));
    dirs.push(dataDir);
    let log = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        ...TEST_DATA_KEY_ENV,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        PORTAL_SYNC_INTERVAL_MINUTES: '0',
        MEMBERSHIP_REMINDERS_INTERVAL_MINUTES: '0',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        RESET_REQUESTS_PER_EMAIL_PER_HOUR: '3',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const origin = `http://127.0.0.1:${port}`;
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited:\n${log}`);
        return fetch(`${origin}/api/ready`).then(
          (res) => res.ok,
          () => false,
        );
      },
      `${name} to be ready`,
      90_000,
    );
    return { name, origin, child, output: () => log };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: MAINTENANCE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(MAINTENANCE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    const smtpPort = await freePort();
    smtp = await startFakeSmtp(smtpPort, { hangFirstConnection: true });
    // Both start at once: migrations are serialised by an advisory lock.
    [a, b] = await Promise.all([start('a', smtpPort), start('b', smtpPort)]);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  });

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill('SIGKILL');
    await database?.close();
    await smtp?.close();
    const admin = new pg.Client({ connectionString: MAINTENANCE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const call = (instance: Instance, pathname: string, init: RequestInit = {}) =>
    fetch(`${instance.origin}${pathname}`, init);
  const signIn = async (instance: Instance, username: string, password: string) => {
    const res = await call(instance, '/api/players/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };

  it('shares sessions, live notifications, cached lists and rate limits', async () => {
    const member = { membershipExpiresOn: '2099-12-31' };
    const author = await createPlayer(database.db, member);
    const fan = await createPlayer(database.db, member);

    // A session made on A works on B.
    const authorToken = await signIn(a, author.player.username, author.password);
    const me = await call(b, '/api/players/me', {
      headers: { authorization: `Bearer ${authorToken}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { _id: string })._id).toBe(author.player.id);

    // B's cached feed, then a post made on A: B's next answer has it.
    expect((await call(b, '/api/posts')).status).toBe(200);
    const form = multipart({ content: 'Morning doubles at Bukit Jalil, anyone?' });
    const created = await call(a, '/api/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${authorToken}`, ...form.headers },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { _id: string };
    await until(async () => {
      const feed = (await (await call(b, '/api/posts')).json()) as { _id: string }[];
      return feed.some((p) => p._id === post._id);
    }, 'the new post in B’s feed');

    // The author's bell is connected to B; a like on A reaches it.
    const bell = new WebSocket(`${b.origin.replace('http', 'ws')}/api/notifications/ws`, {
      headers: { authorization: `Bearer ${authorToken}` },
    });
    const counts: number[] = [];
    bell.on('message', (data) =>
      counts.push((JSON.parse(String(data)) as { count: number }).count),
    );
    await until(() => counts.length > 0, 'the bell’s first count');
    expect(counts[0]).toBe(0);
    const fanToken = await signIn(a, fan.player.username, fan.password);
    const liked = await call(a, `/api/posts/${post._id}/like`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fanToken}` },
    });
    expect(liked.status).toBe(200);
    await until(() => counts.includes(1), 'the like on A to reach the bell on B', 10_000);
    bell.close();

    // Three reset requests per e-mail per hour, whichever process gets them.
    const ask = (instance: Instance) =>
      call(instance, '/api/players/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody.here@example.my' }),
      });
    expect([(await ask(a)).status, (await ask(b)).status, (await ask(a)).status]).toEqual([
      200, 200, 200,
    ]);
    expect((await ask(b)).status).toBe(429);
  });

  it('finishes a mail delivery the other process was in the middle of when killed', async () => {
    const { player } = await createPlayer(database.db);
    // A queues the mail and starts sending it at once; the mail server never answers it.
    const asked = await call(a, '/api/players/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email }),
    });
    expect(asked.status).toBe(200);
    await until(() => smtp.connections >= 1, 'A to be sending');
    a.child.kill('SIGKILL');
    await until(() => a.child.exitCode !== null || a.child.signalCode !== null, 'A to die');

    // Its transaction died with it: B's worker takes the mail and delivers it, once.
    await until(
      () => smtp.messages.some((m) => m.to.includes(player.email)),
      'B to deliver the mail',
      30_000,
    );
    // B marks the row sent once the mail server has accepted the message, a moment later.
    const status = async () => {
      const [row] = await database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, player.email));
      return row?.status;
    };
    await until(async () => (await status()) === 'sent', 'B to mark the mail sent', 10_000);
    expect(await status()).toBe('sent');
    expect(smtp.messages.filter((m) => m.to.includes(player.email))).toHaveLength(1);
    // B is still serving.
    expect((await call(b, '/api/ready')).status).toBe(200);
  });
});
