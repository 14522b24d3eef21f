import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, TEST_INDEX_HTML, type TestApp } from '../../test/build-test-app';

import { isHashedName } from './static-files';

/** A build made elsewhere (the old frontend): its own robots.txt and sitemap.xml, no .br/.gz. */
async function foreignBuild(dir: string) {
  await mkdir(path.join(dir, 'static', 'js'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /from-the-build\n');
  await writeFile(path.join(dir, 'sitemap.xml'), '<urlset><url><loc>/from-the-build</loc></url>');
  await writeFile(
    path.join(dir, 'static', 'js', 'main.3f2a1b4c.js'),
    'let pickleball;'.repeat(400),
  );
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ name: 'MPA '.repeat(300) }));
}

describe('serving a web build', () => {
  let t: TestApp;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-build-'));
    await foreignBuild(buildDir);
    t = await buildTestApp({ webDistDir: buildDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('starts with a build holding robots.txt and sitemap.xml, and serves its own', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap:');
    expect(robots.body).not.toContain('/from-the-build');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<urlset xmlns=');
    expect(sitemap.body).not.toContain('/from-the-build');
  });

  it('compresses a build without precompressed files, and keeps hashed names for a year', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/static/js/main.3f2a1b4c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('let pickleball;'.repeat(400));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/manifest.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toHaveProperty('name');
    expect(gzip.headers['cache-control']).toBe('public, max-age=300');

    const plain = await t.app.inject({ method: 'GET', url: '/manifest.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves uploaded media under /api/uploads as under /uploads', async () => {
    await mkdir(path.join(t.dataDir, 'uploads', 'news'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'news', 'court.webp'), 'RIFF-webp-bytes');
    const canonical = await t.app.inject({ method: 'GET', url: '/uploads/news/court.webp' });
    const alias = await t.app.inject({ method: 'GET', url: '/api/uploads/news/court.webp' });
    expect(canonical.statusCode).toBe(200);
    expect(alias.statusCode).toBe(200);
    expect(alias.body).toBe(canonical.body);
    expect(alias.headers['cache-control']).toBe(canonical.headers['cache-control']);
    expect(alias.headers['cache-control']).toContain('immutable');

    const missing = await t.app.inject({ method: 'GET', url: '/api/uploads/news/none.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('refuses a path that tries to leave the uploads folder, in a sentence with its Malay', async () => {
    for (const url of ['/api/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/.env']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('You do not have permission to do this');
      const ms = await t.app.inject({ method: 'GET', url, headers: { 'x-language': 'ms' } });
      expect(ms.json().error).toBe('Anda tidak mempunyai kebenaran untuk melakukan ini');
    }
  });
});

describe('isHashedName', () => {
  it('tells content-hashed file names from plain ones', () => {
    for (const name of ['index-B4x9kQ2a.js', 'main.3f2a1b4c.js', 'assets/logo-Dk2_x9Qa.svg']) {
      expect(isHashedName(name), name).toBe(true);
    }
    for (const name of ['index.html', 'app-polyfill.js', 'robots.txt', 'manifest.json']) {
      expect(isHashedName(name), name).toBe(false);
    }
  });
});

describe('a demonstration site', () => {
  let demo: TestApp;
  let real: TestApp;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-build-'));
    await foreignBuild(buildDir);
    demo = await buildTestApp({ webDistDir: buildDir, seedDemo: true });
    real = await buildTestApp({ webDistDir: buildDir, seedDemo: false });
  });
  afterAll(async () => {
    await demo.close();
    await real.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('says on every page, in the page’s language, that its people and events are fictional', async () => {
    const english = await demo.app.inject({ method: 'GET', url: '/organization' });
    expect(english.body).toMatch(
      /<aside aria-label="Demonstration site" lang="en"[^>]*><p>Demonstration site: the people, clubs, events and results shown here are fictional\.<\/p><\/aside><\/body>/,
    );
    const malay = await demo.app.inject({ method: 'GET', url: '/ms/affiliate' });
    expect(malay.body).toContain('<aside aria-label="Laman demonstrasi" lang="ms"');
    expect(malay.body).toContain('Laman demonstrasi:');
    const production = await real.app.inject({ method: 'GET', url: '/organization' });
    expect(production.statusCode).toBe(200);
    expect(production.body).not.toContain('Demonstration site');
  });
});
