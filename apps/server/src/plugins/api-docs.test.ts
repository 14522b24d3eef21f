import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../test/factories/admins';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives staff the OpenAPI 3.1 document of the API, compat routes included', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const a = await createAdmin(t.db, { roles: ['content_editor'] });
    const { token } = await loginAdmin(t.app, a.username, a.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/calendar',
        '/api/enquiries',
        '/api/api/courses',
        '/api/players/register',
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => !p.startsWith('/api/'))).toBe(false);
    expect(doc.paths['/api/enquiries'].post.responses['201']).toBeDefined();
  });
});
