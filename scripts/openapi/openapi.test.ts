import { readFile } from 'node:fs/promises';

import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';

import { buildOpenApiDocument, OPENAPI_FILE, serialiseOpenApi } from './openapi-document';

describe('docs/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, current with the routes (else run npm run openapi)', async () => {
    const generated = await buildOpenApiDocument();
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
});
