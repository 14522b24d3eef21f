import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';

import { DATA_EXPORT_FILES, type DataExport } from '@app/shared/privacy';

import { buildTestApp } from '../../../test/build-test-app';
import { TEST_DATA_KEYS, testIcCipher } from '../../../test/data-keys';
import { createMembershipType, giveTerm } from '../../../test/factories/membership';
import { waitForMail } from '../../../test/mail';
import { usePostsApp, type Auth } from '../../../test/posts-fixture';
import { loadConfig } from '../../config/env';
import { dataExports, messages, playerGuardians } from '../../db/schema/index';
import { createDataAccess } from '../../db/unit-of-work';
import { createFileCipher } from '../../lib/personal-data/file-cipher';
import { createRepositories } from '../../repositories';

import { createDataExportService } from './data-export.service';

/** Every entry of a zip: name → bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
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

describe('download my data', () => {
  const app = usePostsApp();

  async function waitUntilReady(auth: Auth): Promise<DataExport> {
    const { t } = app.get();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/players/me/data-exports',
        headers: auth,
      });
      const [latest] = res.json() as DataExport[];
      if (latest?.status === 'ready') return latest;
      if (latest?.status === 'failed') throw new Error('export failed');
      if (Date.now() > deadline) throw new Error(`export not ready: ${JSON.stringify(latest)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('builds a zip of the player’s own data only, downloadable once by them', async () => {
    const { t, alice, bob } = app.get();
    // Alice's data: posts with pictures, a comment and a like on Bob's post, a message, a term.
    const withPicture = await app.createPost(alice.auth, { content: 'Court day at Ipoh' }, [
      await app.png('a.png'),
      await app.png('b.png'),
    ]);
    expect(withPicture.statusCode).toBe(201);
    const alicePost = await app.textPost(alice.auth, 'Alice writes about doubles');
    const bobPost = await app.textPost(bob.auth, 'Bob secret strategy post');
    const inject = (auth: Auth, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    expect(
      (
        await inject(alice.auth, 'POST', `/api/posts/${bobPost._id}/comment`, {
          comment: 'Alice comments here',
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (await inject(alice.auth, 'POST', `/api/posts/${bobPost._id}/like`)).statusCode,
    ).toBeLessThan(300);
    await inject(bob.auth, 'POST', `/api/posts/${alicePost._id}/comment`, {
      comment: 'Bob comments on Alice',
    });
    await t.db
      .insert(messages)
      .values({ playerId: alice.id, subject: 'Hello Alice', body: 'Welcome' });
    const type = await createMembershipType(t.db);
    await giveTerm(t.db, alice.id, type.id, '2026-01-01', '2026-12-31');
    // Alice registered at 16: her guardian, named with the consent (the IC number sealed).
    const guardianIc = '780412105511';
    const sealed = testIcCipher.seal(guardianIc);
    await t.db.insert(playerGuardians).values({
      playerId: alice.id,
      fullName: 'Tan Ah Kow',
      icCiphertext: sealed.icCiphertext,
      icKeyId: sealed.icKeyId,
      icLast4: sealed.icLast4,
      contact: '019-876 5432',
      consentedAt: new Date('2025-06-01T02:00:00Z'),
    });
    const aliceIc = (
      await inject(alice.auth, 'POST', `/api/players/${alice.id}/ic-number/reveal`)
    ).json().icNumber as string;
    const bobMe = (await inject(bob.auth, 'GET', '/api/players/me')).json() as {
      email: string;
      fullName: string;
    };
    const bobIc = (await inject(bob.auth, 'POST', `/api/players/${bob.id}/ic-number/reveal`)).json()
      .icNumber as string;

    const queued = await inject(alice.auth, 'POST', '/api/players/me/data-exports');
    expect(queued.statusCode).toBe(202);
    expect(queued.headers['cache-control']).toBe('no-store');
    const again = await inject(alice.auth, 'POST', '/api/players/me/data-exports');
    // A second click while it is prepared is the same export (or it has already finished).
    if (again.json().status !== 'ready') expect(again.json()._id).toBe(queued.json()._id);

    const ready = await waitUntilReady(alice.auth);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).toBeCloseTo(
      7 * 86_400_000,
      -4,
    );
    const aliceMe = (await inject(alice.auth, 'GET', '/api/players/me')).json() as {
      email: string;
    };
    const mail = await waitForMail(
      t,
      (m) => m.to === aliceMe.email && /ready to download/.test(m.subject),
    );
    expect(mail.text).toContain('/player/dashboard?tab=privacy');

    // Nobody else can fetch it: Bob, anonymous, a malformed id.
    const url = `/api/players/me/data-exports/${ready._id}/download`;
    expect((await inject(bob.auth, 'GET', url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await inject(alice.auth, 'GET', '/api/players/me/data-exports/not-a-uuid/download'))
        .statusCode,
    ).toBe(400);

    const download = await inject(alice.auth, 'GET', url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="my-mpa-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(download.rawPayload);
    for (const name of DATA_EXPORT_FILES) expect(files.has(name), name).toBe(true);
    const images = [...files.keys()].filter((n) => n.startsWith('images/posts/'));
    expect(images).toHaveLength(2);
    expect(images.every((n) => n.startsWith(`images/posts/${withPicture.json()._id}-`))).toBe(true);
    expect(files.get(images[0]!)!.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const profile = JSON.parse(files.get('profile.json')!.toString('utf8'));
    expect(profile).toMatchObject({ icNumber: aliceIc, fullName: 'Alice Tan' });
    const posted = JSON.parse(files.get('posts.json')!.toString('utf8'));
    expect(posted.posts.map((p: { id: string }) => p.id).sort()).toEqual(
      [withPicture.json()._id, alicePost._id].sort(),
    );
    expect(posted.comments.map((c: { comment: string }) => c.comment)).toEqual([
      'Alice comments here',
    ]);
    expect(posted.likes.map((l: { postId: string }) => l.postId)).toEqual([bobPost._id]);
    expect(JSON.parse(files.get('messages.json')!.toString('utf8'))[0]).toMatchObject({
      subject: 'Hello Alice',
    });
    expect(JSON.parse(files.get('memberships.json')!.toString('utf8')).terms).toHaveLength(1);
    expect(JSON.parse(files.get('sessions.json')!.toString('utf8')).length).toBeGreaterThan(0);
    const consentsFile = JSON.parse(files.get('consents.json')!.toString('utf8'));
    expect(consentsFile).toMatchObject({
      associationNews: true,
      guardian: {
        fullName: 'Tan Ah Kow',
        icNumber: guardianIc,
        phoneNumber: '019-876 5432',
        consentedAt: '2025-06-01T02:00:00.000Z',
      },
    });
    expect(Array.isArray(consentsFile.ledger)).toBe(true);

    // Bob's data is nowhere in it.
    const text = [...files.entries()]
      .filter(([n]) => n.endsWith('.json'))
      .map(([, b]) => b.toString('utf8'))
      .join('\n');
    for (const bobs of [bobIc, bobMe.email, 'Bob secret strategy post', 'Bob comments on Alice'])
      expect(text).not.toContain(bobs);

    // Once only: the second attempt is refused and the file is gone.
    expect((await inject(alice.auth, 'GET', url)).statusCode).toBe(404);
    const list = (
      await inject(alice.auth, 'GET', '/api/players/me/data-exports')
    ).json() as DataExport[];
    expect(list[0]).toMatchObject({ _id: ready._id, status: 'downloaded' });
    await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(path.join(t.dataDir, 'exports', `${ready._id}.zip.enc`))).toBe(false);
  });

  it('expires an export nobody downloaded within 7 days, and removes its file', async () => {
    const { t, bob } = app.get();
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/data-exports',
      headers: bob.auth,
    });
    expect(queued.statusCode).toBe(202);
    const ready = await waitUntilReady(bob.auth);
    const file = path.join(t.dataDir, 'exports', `${ready._id}.zip.enc`);
    expect(existsSync(file)).toBe(true);
    await t.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.id, ready._id));
    const url = `/api/players/me/data-exports/${ready._id}/download`;
    expect((await t.app.inject({ method: 'GET', url, headers: bob.auth })).statusCode).toBe(404);
    // The hourly sweep, run now.
    const service = createDataExportService({
      data: createDataAccess(t.db, createRepositories),
      media: t.media,
      mail: { kick: () => undefined },
      icCipher: testIcCipher,
      fileCipher: createFileCipher(TEST_DATA_KEYS),
      throttle: { assertAllowed: async () => undefined, record: async () => undefined },
      exportsDir: path.join(t.dataDir, 'exports'),
      siteUrl: t.config.siteUrl,
      associationName: t.config.associationName,
      associationNameMs: 'Persatuan Pickleball Malaysia',
    });
    expect(await service.sweep()).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, ready._id));
    expect(row?.status).toBe('expired');
    expect(await readdir(path.join(t.dataDir, 'exports'))).not.toContain(`${ready._id}.zip.enc`);
  });
});

describe('privacy contact', () => {
  it("names the data protection officer from DPO_EMAIL, or none so the page shows the site's", async () => {
    const configured = await buildTestApp({}, { DPO_EMAIL: 'dpo@pickleball.example' });
    const unset = await buildTestApp();
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/api/privacy/contact' });
      expect(res.json()).toEqual({ dpoEmail: 'dpo@pickleball.example' });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const none = await unset.app.inject({ method: 'GET', url: '/api/privacy/contact' });
      expect(none.json()).toEqual({ dpoEmail: null });
      expect(() => loadConfig({ DPO_EMAIL: 'not an address' })).toThrow(/DPO_EMAIL/);
    } finally {
      await configured.close();
      await unset.close();
    }
  });
});
