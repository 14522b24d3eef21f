import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, TEST_INDEX_HTML, type TestApp } from '../../../test/build-test-app';
import { promtoolCheckMetrics } from '../../../test/promtool';
import { mailOutbox } from '../../db/schema/index';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  let webDistDir: string;
  /** A web build's files, hashed as Vite names them: @fastify/static gives each its route. */
  const STATIC_FILES = [
    'assets/index-B4x9kQ2a.js',
    'assets/news-Dq81LmZx.js',
    'assets/index-C7yTr02P.css',
    'logo.svg',
  ];
  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-metrics-web-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
    for (const file of STATIC_FILES) await writeFile(path.join(webDistDir, file), '/* x */');
    t = await buildTestApp({ webDistDir }, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  const scrape = async (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      ...(authorization ? { headers: { authorization } } : {}),
    });

  it('answers only a scraper with the token', async () => {
    for (const auth of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const res = await scrape(auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json().error).toBe('Metrics token required');
    }
  });

  it('counts requests by route pattern (never the raw URL) and times them', async () => {
    await t.app.inject({ method: 'GET', url: '/api/news/NEWS-does-not-exist' });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.body;
    expect(body).toContain(
      'http_requests_total{method="GET",route="/api/health/live",status="200"} 2',
    );
    expect(body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/news\/:newsId",status="404"\} 1/,
    );
    expect(body).not.toContain('NEWS-does-not-exist');
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live"\}/,
    );
  });

  it('shows the workers’ backlog, live connections and the process', async () => {
    await t.db.insert(mailOutbox).values([
      {
        toAddress: 'a@example.my',
        subject: 'A',
        textBody: 'a',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
      { toAddress: 'b@example.my', subject: 'B', textBody: 'b', status: 'failed' },
    ]);
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/job_backlog\{queue="mail_pending"\} [1-9]/);
    expect(body).toMatch(/job_backlog\{queue="mail_failed"\} [1-9]/);
    expect(body).toContain('job_backlog{queue="portal_outbox"} 0');
    expect(body).toContain('websocket_connections 0');
    expect(body).toContain('# TYPE mail_delivery_failures_total counter');
    expect(body).toContain('process_cpu_user_seconds_total');
    // The pool's series exist on a server database only.
    if (t.database.engine === 'postgres')
      expect(body).toMatch(/db_pool_connections\{state="total"\}/);
  });

  it('labels every file of the web build alike and passes `promtool check metrics`', async () => {
    for (const file of STATIC_FILES) {
      const res = await t.app.inject({ method: 'GET', url: `/${file}` });
      expect(res.statusCode, file).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const file of STATIC_FILES) expect(body).not.toContain(file);
    expect(body).toContain(
      `http_requests_total{method="GET",route="static",status="200"} ${STATIC_FILES.length}`,
    );
    const check = promtoolCheckMetrics(body);
    expect(check.output).toBe('');
    expect(check.ok).toBe(true);
  });
});
