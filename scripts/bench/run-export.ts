/**
 * `npm run bench:export`: the memory a "Download my data" export costs the server (issue 16:
 * a player with 500 posts and 2,500 images, server RSS growth under 100 MB).
 *
 * The production build on a fresh PostgreSQL database; the player registers through the API,
 * their 500 posts (5 pictures each, real WebP files of ~100 KB in the uploads folder) are
 * written straight to the database. The server's resident memory is read from /proc every 50 ms
 * from the request until the zip is ready; the figure is the peak minus the RSS just before.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import sharp from 'sharp';

import { createBenchDatabase } from './bench-database';
import { printVerdicts } from './report';
import { startProductionServer } from './server-process';

const POSTS = Number(process.env.BENCH_EXPORT_POSTS ?? 500);
const IMAGES_PER_POST = 5;
const RSS_GROWTH_LIMIT_MB = 100;
const PASSWORD = 'bench-export-password-2026';

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb) * 1024;
}

const mb = (bytes: number) => bytes / (1024 * 1024);

async function picture(): Promise<Buffer> {
  // Noise does not compress: each picture really is ~100 KB, as photos are.
  const width = 320;
  const height = 240;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
}

async function main() {
  const database = await createBenchDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-bench-export-'));
  const server = await startProductionServer({ databaseUrl: database.url, dataDir });
  try {
    const username = `bench_export_${randomBytes(3).toString('hex')}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      fullName: 'Bench Export Player',
      gender: 'Female',
      icNumber: '900101145678',
      email: `${username}@example.test`,
      phoneNumber: '012-555 0123',
      addressLine1: '1 Jalan Bench',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: 'true',
    }))
      form.append(k, v);
    const registered = await fetch(`${server.origin}/api/players/register`, {
      method: 'POST',
      body: form,
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
    const { _id: playerId } = (await registered.json()) as { _id: string };
    const login = await fetch(`${server.origin}/api/players/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const image = await picture();
    const folder = path.join(dataDir, 'uploads', 'posts');
    await mkdir(folder, { recursive: true });
    const pool = new pg.Pool({ connectionString: database.url });
    for (let p = 0; p < POSTS; p++) {
      const urls: string[] = [];
      for (let i = 0; i < IMAGES_PER_POST; i++) {
        const key = `bench-${p}-${i}`;
        await writeFile(path.join(folder, `${key}.webp`), image);
        urls.push(`/uploads/posts/${key}.webp`);
      }
      await pool.query(
        `INSERT INTO posts (author_id, post_type, content, image_urls, created_at, updated_at)
         VALUES ($1, 'image', $2, $3, now() - ($4 || ' minutes')::interval, now())`,
        [playerId, `Bench post ${p}: ${'a long caption '.repeat(20)}`, urls, String(POSTS - p)],
      );
    }
    await pool.end();
    console.log(
      `Seeded ${POSTS} posts with ${POSTS * IMAGES_PER_POST} pictures of ${(image.length / 1024).toFixed(0)} KB each.`,
    );

    await new Promise((r) => setTimeout(r, 1000));
    const before = await rssBytes(server.pid);
    let peak = before;
    const started = Date.now();
    const requested = await fetch(`${server.origin}/api/players/me/data-exports`, {
      method: 'POST',
      headers: auth,
    });
    if (requested.status !== 202) throw new Error(`export request: ${requested.status}`);
    const { _id: exportId } = (await requested.json()) as { _id: string };
    let ready: { status: string; bytes: number | null } | undefined;
    let lastPoll = 0;
    while (Date.now() - started < 600_000) {
      peak = Math.max(peak, await rssBytes(server.pid));
      if (Date.now() - lastPoll > 500) {
        lastPoll = Date.now();
        const list = (await (
          await fetch(`${server.origin}/api/players/me/data-exports`, { headers: auth })
        ).json()) as { _id: string; status: string; bytes: number | null }[];
        ready = list.find((e) => e._id === exportId);
        if (ready?.status === 'ready' || ready?.status === 'failed') break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (Date.now() - started) / 1000;
    if (ready?.status !== 'ready') throw new Error(`export did not finish: ${ready?.status}`);

    const download = await fetch(
      `${server.origin}/api/players/me/data-exports/${exportId}/download`,
      { headers: auth },
    );
    let received = 0;
    for await (const chunk of download.body!) received += (chunk as Uint8Array).length;
    const growth = peak - before;
    console.log(
      `\nExport ready in ${seconds.toFixed(1)} s: zip ${mb(ready.bytes ?? 0).toFixed(1)} MB, downloaded ${mb(received).toFixed(1)} MB.`,
    );
    console.log(
      `Server RSS: ${mb(before).toFixed(1)} MB before, ${mb(peak).toFixed(1)} MB at the peak: growth ${mb(growth).toFixed(1)} MB.\n`,
    );
    const ok = printVerdicts([
      {
        label: `export of ${POSTS} posts and ${POSTS * IMAGES_PER_POST} images: RSS growth ${mb(growth).toFixed(1)} MB ≤ ${RSS_GROWTH_LIMIT_MB} MB`,
        isMet: growth <= RSS_GROWTH_LIMIT_MB * 1024 * 1024,
      },
      {
        label: `the download is the whole zip (${received} of ${ready.bytes} bytes)`,
        isMet: received === ready.bytes,
      },
    ]);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
