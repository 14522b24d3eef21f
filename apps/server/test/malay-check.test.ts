import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { LANGUAGE_HEADER } from '@app/shared/locale';

import { AppError } from '../src/lib/errors';
import { errorHandlerPlugin } from '../src/plugins/error-handler';

import { checkErrorsHaveMalay, expectEveryErrorHadMalay } from './malay-check';

// The check every test app carries (build-test-app.ts): an error message without Malay fails
// the test file that produced it.
describe('every error message a test produces has its Malay', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('fails for a message nobody translated, and passes for translated ones', async () => {
    await app.register(errorHandlerPlugin);
    checkErrorsHaveMalay(app);
    app.get('/untranslated', async () => {
      throw new AppError('CONFLICT', 'A message nobody translated yet');
    });
    app.get('/translated', async () => {
      throw new AppError('UNAUTHENTICATED', 'Invalid username or password');
    });

    expect((await app.inject('/translated')).statusCode).toBe(401);
    expect(() => expectEveryErrorHadMalay()).not.toThrow();

    expect((await app.inject('/untranslated')).statusCode).toBe(409);
    expect(() => expectEveryErrorHadMalay()).toThrow(/A message nobody translated yet/);

    // A Malay request gets Malay (or, untranslated, the English the check caught above).
    const malay = await app.inject({ url: '/translated', headers: { [LANGUAGE_HEADER]: 'ms' } });
    expect(malay.json()).toMatchObject({ error: 'Nama pengguna atau kata laluan tidak sah' });
    expect(() => expectEveryErrorHadMalay()).not.toThrow();
  });
});
