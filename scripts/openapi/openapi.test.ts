import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  CONFLICT_ROUTES,
  RATE_LIMITED_ROUTES,
  routeKey,
} from '../../apps/server/src/plugins/api-docs-errors';

import { buildOpenApiDocument, OPENAPI_FILE, serialiseOpenApi } from './openapi-document';
import { describeProblem, lintOpenApi } from './openapi-lint';

describe('docs/openapi.json', () => {
  let generated: Record<string, unknown>;
  // Builds the whole app: seconds alone, more while the rest of the suite runs beside it.
  beforeAll(async () => {
    generated = await buildOpenApiDocument();
  }, 60_000);

  it('is a valid OpenAPI 3.1 document, current with the routes (else run npm run openapi)', async () => {
    const stored = await readFile(OPENAPI_FILE, 'utf8');
    expect(stored, 'docs/openapi.json is stale: run `npm run openapi` and commit it').toBe(
      serialiseOpenApi(generated),
    );
    const validated = await SwaggerParser.validate(structuredClone(generated) as never);
    expect((validated as { openapi?: string }).openapi).toBe('3.1.0');
    const paths = Object.keys(generated.paths as object);
    // The old frontend's and the portal's routes are described too.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/api/courses',
        '/api/webhooks/tournament-updated',
        '/api/health',
      ]),
    );
  });

  it('documents 409 and 429 where routes answer them, 429 with Retry-After, and 503 on every operation', () => {
    type Response = { $ref?: string; headers?: Record<string, { required?: boolean }> };
    const doc = generated as {
      paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
      components: { responses: Record<string, Response> };
    };
    const resolve = (response: Response | undefined) =>
      response?.$ref
        ? doc.components.responses[response.$ref.replace('#/components/responses/', '')]
        : response;
    const responsesOf = (method: string, path: string) =>
      doc.paths[path]?.[method]?.responses ?? {};
    // Rate limited: sign-in, registration, the card check, posts, entries in a busy division.
    for (const [method, path] of [
      ['post', '/api/players/login'],
      ['post', '/api/admin/login'],
      ['post', '/api/players/register'],
      ['get', '/api/verify/{token}'],
      ['post', '/api/posts'],
      ['post', '/api/divisions/{id}/entries'],
    ] as const) {
      const tooMany = resolve(responsesOf(method, path)['429']);
      expect(tooMany, `${method} ${path}`).toBeDefined();
      expect(tooMany!.headers?.['Retry-After']?.required).toBe(true);
    }
    // Conflicts: an entry already made, a receipt already voided, a renewal already asked for.
    for (const [method, path] of [
      ['post', '/api/divisions/{id}/entries'],
      ['post', '/api/admin/members/{id}/membership/receipts/{receiptNumber}/void'],
      ['post', '/api/players/me/membership/renewals'],
      ['post', '/api/courses/{id}/enroll'],
    ] as const)
      expect(resolve(responsesOf(method, path)['409']), `${method} ${path}`).toBeDefined();
    // Not on a route that answers neither.
    expect(responsesOf('get', '/api/news')['409']).toBeUndefined();
    expect(responsesOf('get', '/api/news')['429']).toBeUndefined();
    // 503 everywhere (a database that is briefly away), Retry-After where it is known; the
    // health and readiness checks describe their own 503 (what is down).
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item)) {
        const unavailable = operation.responses['503'];
        expect(unavailable, `${method} ${path}`).toBeDefined();
        if (unavailable!.$ref)
          expect(resolve(unavailable)!.headers?.['Retry-After']?.required).toBe(false);
      }
  });

  it('lists in api-docs-errors.ts only routes that exist', () => {
    const operations = new Set(
      Object.entries((generated as { paths: Record<string, object> }).paths).flatMap(
        ([path, item]) => Object.keys(item).map((method) => routeKey(method, path)),
      ),
    );
    for (const key of [...CONFLICT_ROUTES, ...RATE_LIMITED_ROUTES])
      expect(operations.has(key), key).toBe(true);
  });

  it('passes Redocly’s recommended rules: no error, no warning (redocly.yaml)', async () => {
    const problems = await lintOpenApi(OPENAPI_FILE);
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('is smaller for its shared schemas: components, each used', () => {
    const components = (generated.components ?? {}) as Record<string, Record<string, unknown>>;
    expect(Object.keys(components.schemas ?? {})).toEqual(
      expect.arrayContaining(['Error', 'Program', 'Player', 'Post', 'Tournament']),
    );
    // 241 paths after issue 33 (competition) with their shared schemas as components: ~700 kB;
    // 740 kB after issue 39 documented 503 on every operation and 409 and 429 where answered.
    expect(serialiseOpenApi(generated).length).toBeLessThan(800_000);
  });

  it('would report a document that breaks the rules (the lint can fail)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mpa-openapi-'));
    try {
      const broken = structuredClone(generated) as {
        servers?: unknown;
        paths: Record<string, Record<string, Record<string, unknown>>>;
      };
      delete broken.servers;
      const operation = broken.paths['/api/news']!.get!;
      delete operation.summary;
      delete operation.security;
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(broken));
      const found = (await lintOpenApi(file)).map((problem) => problem.ruleId);
      expect(found).toEqual(
        expect.arrayContaining(['no-empty-servers', 'operation-summary', 'security-defined']),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
