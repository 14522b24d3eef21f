import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { CONFLICT_ROUTES, RATE_LIMITED_ROUTES } from '../src/plugins/api-docs-errors';

/**
 * Every 409 and 429 a test's request gets is one the OpenAPI document lists for its route
 * (plugins/api-docs-errors.ts): each test app records the answers that are not, and the test
 * file fails after its tests when there are any (setup-file.ts), naming the route to add.
 */
const undocumented = new Set<string>();

const LISTS: Record<number, ReadonlySet<string>> = {
  409: CONFLICT_ROUTES,
  429: RATE_LIMITED_ROUTES,
};

export function checkErrorsAreDocumented(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const list = LISTS[reply.statusCode];
    const url = req.routeOptions.url;
    if (!list || url === undefined) return;
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (!list.has(`${method} ${url}`)) undocumented.add(`${reply.statusCode} ${method} ${url}`);
  });
}

/** Called after each test file (setup-file.ts): every 409 and 429 was a documented one. */
export function expectEveryErrorDocumented(): void {
  const found = [...undocumented].sort();
  undocumented.clear();
  expect(found, 'answers missing from plugins/api-docs-errors.ts (the OpenAPI document)').toEqual(
    [],
  );
}
