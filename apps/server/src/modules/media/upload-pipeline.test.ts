import { readdir } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import multipartPlugin from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES } from '@app/shared/common';

import { jpegWithGps, pixelBomb, pngImage } from '../../../test/images';
import { multipart } from '../../../test/multipart';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { staticFilesPlugin } from '../../plugins/static-files';

import { createMediaService } from './media.service';
import { readMultipart } from './multipart';
import { createLocalDiskStorage } from './storage';

/** A minimal app exposing the pipeline the way domain routes use it. */
async function pipelineApp(dataDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(multipartPlugin, { throwFileSizeLimit: true });
  const uploadsDir = path.join(dataDir, 'uploads');
  const storage = createLocalDiskStorage(uploadsDir);
  const media = createMediaService({ storage });
  app.post('/upload', async (req, reply) => {
    const { fields, images } = await readMultipart(
      req,
      { image: { maxCount: 5 }, avatar: { maxCount: 1 } },
      {
        notImage: 'Please upload an image file',
        tooLarge: (name) => `${name} is larger than 5MB`,
        tooMany: 'You can only upload a maximum of 5 images per post',
      },
    );
    const stored = await media.storeAll(
      'posts',
      images.map((i) => i.image),
    );
    return reply.code(201).send({ fields, stored });
  });
  await app.register(staticFilesPlugin, {
    webDistDir: path.join(dataDir, 'no-web'),
    uploads: storage,
  });
  await app.ready();
  return app;
}

async function storedFiles(dataDir: string): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, 'uploads', 'posts'));
  } catch {
    return [];
  }
}

describe('upload pipeline', () => {
  let dataDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-media-'));
    app = await pipelineApp(dataDir);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('re-encodes images to WebP in two sizes and serves them with long cache headers', async () => {
    const big = await pngImage(2400, 1200);
    const body = multipart({ caption: 'hello' }, [
      { field: 'image', filename: 'a.png', contentType: 'image/png', data: big },
      { field: 'image', filename: 'b.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const res = await app.inject({ method: 'POST', url: '/upload', ...body });
    expect(res.statusCode).toBe(201);
    const { fields, stored } = res.json();
    expect(fields).toEqual({ caption: 'hello' });
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ width: 1600, height: 800 });
    expect(stored[0].url).toMatch(/^\/uploads\/posts\/[0-9a-f-]{36}\.webp$/);

    const full = await app.inject({ method: 'GET', url: stored[0].url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toContain('immutable');
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1600);
    const display = await app.inject({ method: 'GET', url: stored[0].displayUrl });
    expect((await sharp(display.rawPayload).metadata()).width).toBe(640);
  });

  it('strips EXIF, including GPS, from stored copies', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      ...multipart({}, [
        { field: 'avatar', filename: 'me.jpg', contentType: 'image/jpeg', data: original },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const file = await app.inject({ method: 'GET', url: res.json().stored[0].url });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
  });

  const refusals: [string, () => Promise<ReturnType<typeof multipart>>, number, string][] = [
    [
      'HTML disguised as a PNG',
      async () =>
        multipart({}, [
          {
            field: 'image',
            filename: 'x.png',
            contentType: 'image/png',
            data: Buffer.from('<html><script>alert(1)</script></html>'),
          },
        ]),
      400,
      'Please upload an image file',
    ],
    [
      'an SVG with a script',
      async () =>
        multipart({}, [
          {
            field: 'image',
            filename: 'x.svg',
            contentType: 'image/svg+xml',
            data: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            ),
          },
        ]),
      400,
      'Please upload an image file',
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await sharp({
          create: { width: 300, height: 300, channels: 3, background: 'red' },
        })
          .jpeg()
          .toBuffer();
        return multipart({}, [
          {
            field: 'image',
            filename: 't.jpg',
            contentType: 'image/jpeg',
            data: jpeg.subarray(0, 200),
          },
        ]);
      },
      400,
      'Please upload an image file',
    ],
    [
      'a decompression bomb',
      async () =>
        multipart({}, [
          {
            field: 'image',
            filename: 'bomb.png',
            contentType: 'image/png',
            data: await pixelBomb(),
          },
        ]),
      400,
      'Image dimensions are too large',
    ],
    [
      'six images where five are allowed',
      async () => {
        const png = await pngImage();
        return multipart(
          {},
          Array.from({ length: 6 }, (_, i) => ({
            field: 'image',
            filename: `${i}.png`,
            contentType: 'image/png',
            data: png,
          })),
        );
      },
      400,
      'You can only upload a maximum of 5 images per post',
    ],
    [
      'a file over 5 MB',
      async () =>
        multipart({}, [
          {
            field: 'image',
            filename: 'huge.png',
            contentType: 'image/png',
            data: Buffer.concat([await pngImage(), Buffer.alloc(MAX_IMAGE_BYTES)]),
          },
        ]),
      413,
      'huge.png is larger than 5MB',
    ],
    [
      'an unexpected file field',
      async () =>
        multipart({}, [
          {
            field: 'document',
            filename: 'a.png',
            contentType: 'image/png',
            data: await pngImage(),
          },
        ]),
      400,
      'Unexpected file field: document',
    ],
  ];

  for (const [name, build, status, message] of refusals) {
    it(`refuses ${name} and stores nothing`, async () => {
      const before = await storedFiles(dataDir);
      const res = await app.inject({ method: 'POST', url: '/upload', ...(await build()) });
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(message);
      expect(await storedFiles(dataDir)).toEqual(before);
    });
  }

  it('refuses a non-multipart request', async () => {
    const res = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().error).toBe('string');
  });

  it('answers 404 JSON for a missing upload and refuses path tricks', async () => {
    for (const url of [
      '/uploads/posts/nope.webp',
      '/uploads/../package.json',
      '/uploads/%2e%2e/secret',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
