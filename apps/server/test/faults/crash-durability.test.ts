import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { migratedDataDir } from '../db';
import { registrationFields } from '../factories/registration';
import { signInStaff } from '../staff-sign-in';

import { freePort } from './private-cluster';

const SERVER = path.resolve(import.meta.dirname, '../../src/server.ts');
const ADMIN = { username: 'crash-admin', password: 'crash-admin-password-1' };

/** The server as its own process (so it can be killed with SIGKILL), on a given database. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      PORTAL_SYNC_INTERVAL_MINUTES: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      POSTS_PER_PLAYER_PER_MINUTE: '100000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

function killHard(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

async function login(base: string, url: string, username: string, password: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${(await json<{ token: string }>(res)).token}` };
}

/**
 * Fault (a): `kill -9` of the server during a stream of writes (registrations, posts,
 * enrollments). After a restart every acknowledged write must be there.
 */
async function crashScenario(env: Record<string, string>) {
  let server = await startServer(env);
  // The first admin is a super admin: the first sign-in sets up two-factor.
  const signedIn = await signInStaff(server.base, ADMIN);
  const admin = signedIn.headers;
  const course = await json<{ _id: string }>(
    await fetch(`${server.base}/api/courses`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Crash course',
        description: 'Durability',
        date: '2030-06-01',
        time: '9am',
        location: 'KL',
        coach: 'Coach',
        maxParticipants: 10_000,
        price: 10,
        status: 'active',
      }),
    }),
  );
  // Only members enrol: each enrolling player gets a membership recorded by the admin.
  const membershipType = await json<{ id: string; feeSen: number }>(
    await fetch(`${server.base}/api/admin/membership/types`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Crash annual',
        feeSen: 5000,
        durationKind: 'months',
        durationMonths: 12,
        ageBand: 'adult',
        active: true,
      }),
    }),
  );
  const posterFields = registrationFields();
  const posterRes = await fetch(`${server.base}/api/players/register`, {
    method: 'POST',
    body: formOf(posterFields),
  });
  expect(posterRes.status).toBe(201);
  const poster = await login(
    server.base,
    '/api/players/login',
    posterFields.username!,
    posterFields.password!,
  );

  const acked = {
    players: [] as string[],
    posts: [] as string[],
    enrollments: [] as { username: string; password: string }[],
  };
  let stop = false;
  const loop = async (work: () => Promise<void>) => {
    while (!stop) await work().catch(() => undefined);
  };
  const base = server.base;
  const writers = [
    ...[1, 2].map(() =>
      loop(async () => {
        const fields = registrationFields();
        const res = await fetch(`${base}/api/players/register`, {
          method: 'POST',
          body: formOf(fields),
        });
        if (res.status === 201) acked.players.push(fields.username!);
      }),
    ),
    ...[1, 2].map(() =>
      loop(async () => {
        const content = `crash post ${randomBytes(6).toString('hex')}`;
        const res = await fetch(`${base}/api/posts`, {
          method: 'POST',
          headers: poster,
          body: formOf({ content }),
        });
        if (res.status === 201) acked.posts.push((await json<{ _id: string }>(res))._id);
      }),
    ),
    loop(async () => {
      const fields = registrationFields();
      const reg = await fetch(`${base}/api/players/register`, {
        method: 'POST',
        body: formOf(fields),
      });
      if (reg.status !== 201) return;
      acked.players.push(fields.username!);
      const registered = await json<{ playerId: string }>(reg);
      const paid = await fetch(
        `${base}/api/admin/members/${registered.playerId}/membership/payments`,
        {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({
            typeId: membershipType.id,
            amountSen: membershipType.feeSen,
            method: 'cash',
            reference: `crash-${fields.username}`,
            paidOn: new Date().toISOString().slice(0, 10),
            idempotencyKey: `crash-${randomBytes(8).toString('hex')}`,
          }),
        },
      );
      if (!paid.ok) return;
      const auth = await login(base, '/api/players/login', fields.username!, fields.password!);
      const res = await fetch(`${base}/api/courses/${course._id}/enroll`, {
        method: 'POST',
        headers: auth,
      });
      if (res.ok)
        acked.enrollments.push({ username: fields.username!, password: fields.password! });
    }),
  ];

  // Let the writes flow until each kind has been acknowledged a few times (at least 2.5 s; a
  // busy machine takes longer), then pull the plug in the middle of them.
  const flowing = Date.now();
  const enough = () =>
    acked.players.length > 3 && acked.posts.length > 3 && acked.enrollments.length > 0;
  while (Date.now() - flowing < 2500 || (!enough() && Date.now() - flowing < 30_000))
    await new Promise((r) => setTimeout(r, 100));
  await killHard(server.child);
  stop = true;
  await Promise.all(writers);
  expect(acked.players.length).toBeGreaterThan(3);
  expect(acked.posts.length).toBeGreaterThan(3);
  expect(acked.enrollments.length).toBeGreaterThan(0);

  server = await startServer(env);
  try {
    const admin2 = (await signInStaff(server.base, ADMIN, signedIn.recoveryCodes[0])).headers;
    const players = await json<{ username: string }[]>(
      await fetch(`${server.base}/api/players`, { headers: admin2 }),
    );
    const usernames = new Set(players.map((p) => p.username));
    expect(acked.players.filter((u) => !usernames.has(u))).toEqual([]);

    const posts = new Set<string>();
    let cursor: string | null = null;
    do {
      const res: Response = await fetch(
        `${server.base}/api/posts?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const p of await json<{ _id: string }[]>(res)) posts.add(p._id);
      cursor = res.headers.get('x-next-cursor');
    } while (cursor);
    expect(acked.posts.filter((id) => !posts.has(id))).toEqual([]);

    for (const enrolled of acked.enrollments) {
      const auth = await login(
        server.base,
        '/api/players/login',
        enrolled.username,
        enrolled.password,
      );
      const mine = await json<{ _id: string }[]>(
        await fetch(`${server.base}/api/players/me/enrollments`, { headers: auth }),
      );
      expect(mine.map((c) => c._id)).toContain(course._id);
    }
  } finally {
    await killHard(server.child);
  }
}

/** Each engine is tested in its own stage: the embedded one without, PostgreSQL with, a URL. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('kill -9 during a stream of writes', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  (onPostgres ? () => undefined : it)(
    'keeps every acknowledged write on the embedded engine',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-crash-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      // The server starts on a migrated copy (migrating from nothing is the start line's test).
      await migratedDataDir(path.join(dataDir, 'pglite'));
      await crashScenario({ DATA_DIR: dataDir });
    },
    180_000,
  );

  (onPostgres ? it : () => undefined)(
    'keeps every acknowledged write on PostgreSQL',
    async () => {
      const name = `mpa_crash_${randomBytes(4).toString('hex')}`;
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-crash-pg-'));
      cleanup.push(async () => {
        await rm(dataDir, { recursive: true, force: true });
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      });
      await crashScenario({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    },
    180_000,
  );
});
