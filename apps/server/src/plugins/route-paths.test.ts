import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fullPathRoutes, prefixedRoutes } from '../../test/fixtures/route-paths/fixture.routes';

const SRC = path.resolve(import.meta.dirname, '..');
const FIXTURE = path.resolve(
  import.meta.dirname,
  '../../test/fixtures/route-paths/fixture.routes.ts',
);

interface Route {
  method: string;
  url: string;
  module: string | undefined;
}

/** The source files (not tests) under a folder, by path. */
function sourcesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.ts') && !/\.(test|fuzz)\.ts$/.test(entry))
      files.set(path.join(dir, entry), readFileSync(path.join(dir, entry), 'utf8'));
  }
  return files;
}

/**
 * Routes whose full URL is not written, as one string, in the source of what registers them:
 * the module's folder (`config.module`), else the app's own plugins and composition.
 */
function unwrittenRoutes(
  routes: readonly Route[],
  sources: ReadonlyMap<string, string>,
  folderOf: (route: Route) => string,
): string[] {
  return routes
    .filter((route) => {
      const folder = folderOf(route);
      const written = [`'${route.url}'`, `\`${route.url}\``, `"${route.url}"`];
      return ![...sources].some(
        ([file, text]) => file.startsWith(folder) && written.some((w) => text.includes(w)),
      );
    })
    .map((route) => `${route.method} ${route.url} (${route.module ?? 'app'})`);
}

// One way to write a route (issue 40): its full path, so `git grep` on a URL finds its handler.
describe('every route writes its full URL where it is registered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finds each registered URL, whole, in the source of its module (or the app plugins)', () => {
    const sources = sourcesUnder(SRC);
    // Files of the built web app, served by @fastify/static; CORS's preflight answer.
    const webFiles = new Set(
      readdirSync(t.config.webDistDir, { recursive: true, encoding: 'utf8' }).map(
        (file) => `/${file.split(path.sep).join('/')}`,
      ),
    );
    const routes = t.app.routeTable.filter(
      (route) => route.method !== 'HEAD' && route.url !== '*' && !webFiles.has(route.url),
    );
    expect(routes.length).toBeGreaterThan(300);
    const folderOf = (route: Route) =>
      route.module ? path.join(SRC, 'modules', route.module) + path.sep : SRC + path.sep;
    expect(unwrittenRoutes(routes, sources, folderOf)).toEqual([]);
  });

  it('reports a route registered under a prefix, and passes one with its full path', async () => {
    const app = Fastify();
    const routes: Route[] = [];
    app.addHook('onRoute', (route) => {
      routes.push({ method: String(route.method), url: route.url, module: 'fixture' });
    });
    await app.register(prefixedRoutes, { prefix: '/api/fixture' });
    await app.register(fullPathRoutes);
    await app.ready();
    const sources = new Map([[FIXTURE, readFileSync(FIXTURE, 'utf8')]]);
    const unwritten = unwrittenRoutes(
      routes.filter((route) => route.method === 'GET'),
      sources,
      () => FIXTURE,
    );
    expect(unwritten).toEqual(['GET /api/fixture/things (fixture)']);
    await app.close();
  });
});
