import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { pngImage } from '../../../test/images';
import { multipart } from '../../../test/multipart';
import { startS3Server } from '../../../test/s3-server';

import { createS3Storage } from './s3-storage';

describe('uploads in S3-compatible object storage (MEDIA_STORE=s3)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let storage: ReturnType<typeof createS3Storage>;
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = createS3Storage(s3.options);
    t = await buildTestApp({}, {}, undefined, { storage });
    const a = await createAdmin(t.db);
    auth = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores an upload in the bucket and serves it at the same URL with the same headers', async () => {
    const entry = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/directory',
        headers: auth,
        payload: { kind: 'venue', name: 'Bucket Courts', state: 'Selangor' },
      })
    ).json();
    const form = multipart({}, [
      { field: 'photo', filename: 'court.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/directory/${entry._id}/photos`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(added.statusCode).toBe(200);
    const url = added.json().photos[0] as string;
    expect(url).toMatch(/^\/uploads\/directory\/[0-9a-f-]+\.webp$/);

    // In the bucket, under its key (read with the SDK, not through the app).
    const key = url.slice('/uploads/'.length);
    const object = await storage.client.send(
      new GetObjectCommand({ Bucket: s3.options.bucket, Key: key }),
    );
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(object.ContentType).toBe('image/webp');

    for (const path of [url, `/api${url}`]) {
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(stored)).toBe(true);
    }

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/directory/${entry._id}/photos/0`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await storage.sizeOf(key)).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 404 for keys that are not ours, never reaching outside the bucket', async () => {
    for (const path of [
      '/uploads/directory/..%2F..%2Fsecret.webp',
      '/uploads/Directory/X.webp',
      '/uploads/nothing-here.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
