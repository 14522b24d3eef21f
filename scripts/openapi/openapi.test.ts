import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';

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

  it('passes Redocly’s recommended rules: no error, no warning (redocly.yaml)', async () => {
    const problems = await lintOpenApi(OPENAPI_FILE);
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('is smaller for its shared schemas: components, each used', () => {
    const components = (generated.components ?? {}) as Record<string, Record<string, unknown>>;
    expect(Object.keys(components.schemas ?? {})).toEqual(
      expect.arrayContaining(['Error', 'Program', 'Player', 'Post', 'Tournament']),
    );
    // 241 paths after issue 33 (competition) with their shared schemas as components: ~700 kB.
    expect(serialiseOpenApi(generated).length).toBeLessThan(750_000);
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
