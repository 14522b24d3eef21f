import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';

import type { DataExport } from '@app/shared/privacy';

import { dataExports } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createPlayer, playerSession } from '../factories/players';

type Auth = { authorization: string };

/** Each way an IC number can be written: plain digits, hyphenated, spaced. */
const spellings = (ic: string) => [
  ic,
  `${ic.slice(0, 6)}-${ic.slice(6, 8)}-${ic.slice(8)}`,
  `${ic.slice(0, 6)} ${ic.slice(6, 8)} ${ic.slice(8)}`,
];

function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * Round 2, item 9: a "Download my data" zip holds the player's full IC number, and it sat on
 * disk in clear for up to 7 days until downloaded. Now the zip is sealed with the data key
 * (AES-256-GCM in checked chunks, the key id in the file) as it is written, and decrypted as it
 * streams to its owner. A player may also ask for at most 3 exports a day (then 429).
 */
describe('round 2, item 9 — data exports are sealed at rest and limited per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (auth: Auth, method: 'GET' | 'POST', url: string, extra: object = {}) =>
    t.app.inject({ method, url, headers: { ...auth, ...extra }, remoteAddress: '198.51.100.90' });

  async function waitUntilReady(auth: Auth): Promise<DataExport> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [latest] = (
        await call(auth, 'GET', '/api/players/me/data-exports')
      ).json() as DataExport[];
      if (latest?.status === 'ready') return latest;
      if (latest?.status === 'failed') throw new Error('export failed');
      if (Date.now() > deadline) throw new Error(`export not ready: ${JSON.stringify(latest)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('stores no readable zip and no IC digits; the owner downloads a valid zip with the IC', async () => {
    const { player } = await createPlayer(t.db, { fullName: 'Siti Export' });
    const { token } = await playerSession(t, player.id);
    const auth = { authorization: `Bearer ${token}` };
    expect((await call(auth, 'POST', '/api/players/me/data-exports')).statusCode).toBe(202);
    const ready = await waitUntilReady(auth);

    // What lies on disk: every file of the exports directory (the job's output is one of them).
    const dir = path.join(t.dataDir, 'exports');
    const names = await readdir(dir);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, ready._id));
    expect(names).toContain(row!.fileKey);
    for (const name of names) {
      const stored = await readFile(path.join(dir, name));
      expect(stored.subarray(0, 4).toString('latin1')).not.toBe('PK\x03\x04');
      for (const encoding of ['latin1', 'utf8', 'utf16le'] as const) {
        const text = stored.toString(encoding);
        for (const spelling of spellings(player.icNumber)) expect(text).not.toContain(spelling);
        expect(text).not.toContain('Siti Export');
      }
      await expect(unzip(stored)).rejects.toThrow();
    }

    const download = await call(auth, 'GET', `/api/players/me/data-exports/${ready._id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    const files = await unzip(download.rawPayload);
    const profile = JSON.parse(files.get('profile.json')!) as Record<string, unknown>;
    expect(profile).toMatchObject({ icNumber: player.icNumber, fullName: 'Siti Export' });
    // Downloaded once: the sealed file is gone.
    expect(await readdir(dir)).not.toContain(row!.fileKey);
  });

  it('allows 3 export requests a day per player, then 429 in English and Malay', async () => {
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 3; i++) {
      const queued = await call(auth, 'POST', '/api/players/me/data-exports');
      expect(queued.statusCode).toBe(202);
      // A second click while it is being built is the same export, and does not count.
      const again = await call(auth, 'POST', '/api/players/me/data-exports');
      expect(again.json()._id).toBe(queued.json()._id);
      await waitUntilReady(auth);
    }
    const fourth = await call(auth, 'POST', '/api/players/me/data-exports');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(
      /^You can ask for your data 3 times a day\. Try again in \d+ (hours?|minutes?)\.$/,
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const malay = await call(auth, 'POST', '/api/players/me/data-exports', { 'x-language': 'ms' });
    expect(malay.statusCode).toBe(429);
    expect(malay.json().error).toMatch(
      /^Anda boleh meminta data anda 3 kali sehari\. Cuba lagi dalam \d+ (jam|minit)\.$/,
    );
    // Another player is not affected.
    const { player: other } = await createPlayer(t.db);
    const { token: otherToken } = await playerSession(t, other.id);
    const otherAuth = { authorization: `Bearer ${otherToken}` };
    expect((await call(otherAuth, 'POST', '/api/players/me/data-exports')).statusCode).toBe(202);
  });
});
