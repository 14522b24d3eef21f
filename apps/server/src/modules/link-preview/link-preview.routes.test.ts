import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createPlayer, playerSession } from '../../../test/factories/players';

import type { Resolver } from './safe-fetch';

/** A local site the preview may fetch (it is on the test allow-list), with hostile pages. */
function startSite() {
  let hugeBytesSent = 0;
  let contacted = 0;
  const server = http.createServer((req, res) => {
    contacted++;
    const url = req.url ?? '/';
    if (url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head>
        <title>Fallback title</title>
        <meta property="og:title" content="  Smash &amp; Dink   Open 2026 ">
        <meta name="description" content="${'Long description '.repeat(40)}">
        <meta property="og:image" content="/img/cover.jpg">
        </head><body>hi</body></html>`);
      return;
    }
    if (url === '/plain-title') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><head><title>\n  Just a title  \n</title></head></html>');
      return;
    }
    if (url.startsWith('/redirect?to=')) {
      res.writeHead(302, { location: decodeURIComponent(url.slice('/redirect?to='.length)) });
      res.end();
      return;
    }
    if (url === '/picture') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(100));
      return;
    }
    if (url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
      const timer = setInterval(() => res.write(' '), 100);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (url === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>Huge page</title></head><body>');
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (hugeBytesSent < 50 * 1024 * 1024) {
          hugeBytesSent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => undefined);
      pump();
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('nope');
  });
  return new Promise<{
    origin: string;
    hostKey: string;
    close: () => Promise<void>;
    hugeBytesSent: () => number;
    contacted: () => number;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        hostKey: `127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
        hugeBytesSent: () => hugeBytesSent,
        contacted: () => contacted,
      });
    });
  });
}

/** DNS for the tests: public-looking names that answer private (or mixed) addresses. */
const fakeDns: Resolver = async (hostname) => {
  const table: Record<string, string[]> = {
    'intranet.example.com': ['10.1.2.3'],
    'rebind.example.com': ['93.184.216.34', '127.0.0.1'],
    'metadata.example.com': ['169.254.169.254'],
    'v6-loopback.example.com': ['::1'],
    'mapped.example.com': ['::ffff:127.0.0.1'],
  };
  const addresses = table[hostname];
  if (!addresses) throw Object.assign(new Error(`not found ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('POST /api/link-preview', () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof startSite>>;
  let auth: { authorization: string };

  beforeAll(async () => {
    site = await startSite();
    t = await buildTestApp(
      {},
      {
        LINK_PREVIEW_TEST_ALLOW_HOSTS: site.hostKey,
        LINK_PREVIEW_TIMEOUT_MS: '600',
        LINK_PREVIEW_MAX_BYTES: String(64 * 1024),
        LINK_PREVIEWS_PER_PLAYER_PER_MINUTE: '1000',
      },
      undefined,
      { resolveHost: fakeDns },
    );
    const { player } = await createPlayer(t.db);
    auth = { authorization: `Bearer ${(await playerSession(t, player.id)).token}` };
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const preview = (url: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/link-preview', headers: auth, payload: { url } });

  it('reads Open Graph data, trimmed and capped, with the picture made absolute', async () => {
    const res = await preview(`${site.origin}/page`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      url: `${site.origin}/page`,
      title: 'Smash & Dink Open 2026',
      image: `${site.origin}/img/cover.jpg`,
      domain: '127.0.0.1',
      isVideo: false,
    });
    expect(body.description.length).toBeLessThanOrEqual(300);
    expect(body.description.startsWith('Long description Long')).toBe(true);
    const plain = await preview(`${site.origin}/plain-title`);
    expect(plain.json()).toMatchObject({ title: 'Just a title', description: '', image: null });
  });

  it('recognises video links locally without fetching them', async () => {
    const before = site.contacted();
    const res = await preview('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
    expect(res.json()).toMatchObject({
      isVideo: true,
      videoType: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      domain: 'youtube.com',
    });
    expect((await preview('https://vimeo.com/76979871')).json().embedUrl).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(site.contacted()).toBe(before);
  });

  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://localhost:3000/admin',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'http://intranet.example.com/',
    'http://rebind.example.com/',
    'http://metadata.example.com/',
    'http://v6-loopback.example.com/',
    'http://mapped.example.com/',
  ])('refuses the private address %s', async (url) => {
    const res = await preview(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This link cannot be previewed');
  });

  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://[::1]/',
    'http://intranet.example.com/',
    'file:///etc/passwd',
  ])('refuses a redirect to %s', async (target) => {
    const res = await preview(`${site.origin}/redirect?to=${encodeURIComponent(target)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This link cannot be previewed');
  });

  it.each([
    'ftp://example.com/file',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'gopher://x',
    '',
    42,
    null,
  ])('refuses the non-http link %s', async (url) => {
    const res = await preview(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter a valid http:// or https:// link');
  });

  it('refuses pages that are not HTML', async () => {
    const res = await preview(`${site.origin}/picture`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This link does not point to a web page');
  });

  it('gives up on a slow page at the time-out', async () => {
    const started = Date.now();
    const res = await preview(`${site.origin}/slow`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The page took too long to answer');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops reading a huge page at the byte cap', async () => {
    const res = await preview(`${site.origin}/huge`);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Huge page');
    await new Promise((r) => setTimeout(r, 200));
    // 50 MB on offer; we stop after 64 KB (plus what socket buffers had already taken).
    expect(site.hugeBytesSent()).toBeLessThan(8 * 1024 * 1024);
  });

  it('is limited per player per minute', async () => {
    const limited = await buildTestApp({}, { LINK_PREVIEWS_PER_PLAYER_PER_MINUTE: '2' });
    try {
      const { player } = await createPlayer(limited.db);
      const headers = {
        authorization: `Bearer ${(await playerSession(limited, player.id)).token}`,
      };
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/link-preview',
          headers,
          payload: { url: 'https://youtu.be/dQw4w9WgXcQ' },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/Too many link previews/);
    } finally {
      await limited.close();
    }
  });
});
