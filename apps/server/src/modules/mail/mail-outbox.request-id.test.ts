import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createPlayer } from '../../../test/factories/players';
import { mailOutbox } from '../../db/schema/index';

describe('queued mail carries the id of the request that queued it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores the incoming x-request-id with the mail, and answers with it', async () => {
    const { player } = await createPlayer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/forgot-password',
      headers: { 'x-request-id': 'trace-forgot-0001' },
      payload: { email: player.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-forgot-0001');
    const rows = await t.db
      .select({ requestId: mailOutbox.requestId })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, player.email));
    expect(rows).toEqual([{ requestId: 'trace-forgot-0001' }]);
  });
});
