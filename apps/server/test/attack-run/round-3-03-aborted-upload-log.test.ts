import http from 'node:http';
import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { multipart } from '../multipart';

const METRICS_TOKEN = 'round-3-aborted-uploads-metrics-token';

interface LogLine {
  level: number;
  msg: string;
  err?: unknown;
  req?: { url?: string };
  res?: { statusCode?: number };
}

/**
 * Round 3 (issue 39, section 7): a client that closed the connection half-way through a
 * multipart upload was logged at error level as "database unavailable" and answered 503: the
 * socket's `aborted` error carries `ECONNRESET`, which the error handler took for a lost
 * database connection. 200 aborted uploads made 200 false outage lines, and 200 503s in the
 * request metrics. (Cut inside a file part, the request hung for ever instead: the part was
 * destroyed without an error and its reader waited.) Now an aborted request is logged once at
 * info as aborted by the client, never as an error, and its metrics series says 499 (client
 * closed request), not 503; a database that really is unreachable still answers 503.
 */
describe('round 3 — an upload the client aborts is not a database outage', () => {
  let t: TestApp;
  let address = '';
  const lines: LogLine[] = [];

  /** A route failing as a lost database connection does (the real outage path). */
  function outageRoute(app: FastifyInstance) {
    app.get('/api/test/database-gone', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    });
  }

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    t = await buildTestApp({}, { METRICS_TOKEN }, outageRoute, {
      logger: { level: 'info', stream },
      extraRouteAccess: { 'GET /api/test/database-gone': 'public' },
    });
    address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  /**
   * Starts a registration with a picture and drops the socket once `cutAt` bytes of the body
   * are sent: inside the text fields, or inside the picture.
   */
  function abortedUpload(cutAt: 'field' | 'file'): Promise<void> {
    const body = multipart({ fullName: 'Aborted Upload', email: 'x'.repeat(32 * 1024) }, [
      {
        field: 'profilePicture',
        filename: 'me.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(256 * 1024, 0xab),
      },
    ]);
    const text = body.payload.toString('latin1');
    const end = cutAt === 'field' ? text.indexOf('xxxx') + 1024 : text.indexOf('filename=') + 4096;
    return new Promise((resolve) => {
      const req = http.request(`${address}/api/players/register`, {
        method: 'POST',
        headers: { ...body.headers, 'content-length': String(body.payload.length) },
      });
      req.on('error', () => undefined);
      req.on('close', () => resolve());
      req.write(body.payload.subarray(0, end), () => {
        setTimeout(() => req.destroy(), 20);
      });
    });
  }

  /** Waits (at most 3 s) until the server has logged `n` aborted requests. */
  async function abortedLines(n: number) {
    const aborted = () => lines.filter((l) => l.msg === 'request aborted by the client');
    for (let i = 0; i < 300 && aborted().length < n; i++)
      await new Promise((r) => setTimeout(r, 10));
    return aborted();
  }

  it('logs each aborted upload once at info, never as an error or an outage; metrics say 499', async () => {
    for (const cutAt of ['field', 'file', 'field', 'file'] as const) await abortedUpload(cutAt);
    const aborted = await abortedLines(4);
    // Anything else the server had to say about them arrives by now.
    await new Promise((r) => setTimeout(r, 100));

    expect(lines.filter((l) => /unavailable/i.test(l.msg))).toEqual([]);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    expect(aborted).toHaveLength(4);
    expect(aborted.every((l) => l.level === 30)).toBe(true);
    expect(aborted.map((l) => l.req?.url)).toEqual(Array(4).fill('/api/players/register'));

    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const series = metrics.body
      .split('\n')
      .filter((l) => l.startsWith('http_requests_total{') && l.includes('/api/players/register'));
    expect(series).toEqual([
      'http_requests_total{method="POST",route="/api/players/register",status="499"} 4',
    ]);
  });

  it('an upload answered early (401) and then closed by its client is not counted as aborted', async () => {
    const body = multipart({ content: 'Not signed in' }, [
      {
        field: 'image',
        filename: 'big.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(512 * 1024, 0xab),
      },
    ]);
    const status = await new Promise<number>((resolve) => {
      const req = http.request(`${address}/api/posts`, {
        method: 'POST',
        headers: { ...body.headers, 'content-length': String(body.payload.length) },
      });
      req.on('error', () => undefined);
      req.on('response', (res) => {
        res.resume();
        // The answer is in: the client goes before sending the rest of the picture.
        res.on('end', () => {
          req.destroy();
          resolve(res.statusCode ?? 0);
        });
      });
      req.write(body.payload.subarray(0, 64 * 1024));
    });
    expect(status).toBe(401);
    await new Promise((r) => setTimeout(r, 100));

    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const series = metrics.body
      .split('\n')
      .filter((l) => l.startsWith('http_requests_total{') && l.includes('route="/api/posts"'));
    expect(series).toEqual([
      'http_requests_total{method="POST",route="/api/posts",status="401"} 1',
    ]);
    expect(
      lines.filter((l) => l.msg === 'request aborted by the client' && l.req?.url === '/api/posts'),
    ).toEqual([]);
  });

  it('a database that really is unreachable still answers 503, logged at error level', async () => {
    const before = lines.length;
    const res = await t.app.inject({ method: 'GET', url: '/api/test/database-gone' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(
      lines.slice(before).filter((l) => l.msg === 'database unavailable' && l.level === 50),
    ).toHaveLength(1);
  });
});
