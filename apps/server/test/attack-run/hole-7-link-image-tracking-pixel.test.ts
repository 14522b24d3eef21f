import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Post } from '@app/shared/posts';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createPlayer, playerSession } from '../factories/players';
import { pngImage } from '../images';
import { multipart } from '../multipart';

/** A site on the test allow-list that counts who fetches its pictures. */
async function startImageSite() {
  const png = await pngImage(120, 90);
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/pixel.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png);
    } else if (req.url === '/not-an-image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('<script>alert(1)</script>');
    } else if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostKey: `127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * Hole 7: a post's link picture could be any https URL, so a post could carry a tracking pixel
 * to every reader. Now the server fetches the picture through the SSRF-safe fetcher,
 * re-encodes it through the upload pipeline and serves its own copy.
 */
describe('hole 7 — a link card never makes readers fetch an outside picture', () => {
  let site: Awaited<ReturnType<typeof startImageSite>>;
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    site = await startImageSite();
    t = await buildTestApp({}, { LINK_PREVIEW_TEST_ALLOW_HOSTS: site.hostKey });
    const { player } = await createPlayer(t.db);
    auth = { authorization: `Bearer ${(await playerSession(t, player.id)).token}` };
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  async function postLink(linkImage: string): Promise<Post> {
    const body = multipart({
      content: 'Look at this',
      linkUrl: `${site.origin}/page`,
      linkTitle: 'A page',
      linkDescription: '',
      linkImage,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Post;
  }

  it('stores our re-encoded copy of the picture and serves that', async () => {
    const post = await postLink(`${site.origin}/pixel.png`);
    const image = post.linkData!.image!;
    expect(image).toMatch(/^\/uploads\/posts\/.+\.webp$/);
    expect(site.hits).toContain('/pixel.png');
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const onDisk = await readFile(path.join(t.dataDir, image));
    expect(onDisk.length).toBeGreaterThan(0);
  });

  it('drops a picture that cannot be fetched safely or is not an image', async () => {
    for (const url of [
      `${site.origin}/not-an-image`,
      `${site.origin}/missing.png`,
      'https://127.0.0.1/pixel.png',
      'http://169.254.169.254/latest/meta-data/',
      'https://[::7f00:1]/pixel.gif',
    ]) {
      const post = await postLink(url);
      expect(post.linkData!.image).toBeNull();
    }
  });

  it('never shows a reader an outside picture URL in the feed', async () => {
    await postLink(`${site.origin}/pixel.png`);
    const feed = await t.app.inject({ method: 'GET', url: '/api/posts' });
    const images = (feed.json() as Post[]).map((p) => p.linkData?.image).filter(Boolean);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^\/uploads\//);
  });

  it('removes our copy when the post is deleted', async () => {
    const post = await postLink(`${site.origin}/pixel.png`);
    const image = post.linkData!.image!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post._id}`,
      headers: auth,
    });
    expect(del.json()).toEqual({ success: true, message: 'Post deleted successfully' });
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
  });
});
