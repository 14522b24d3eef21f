import { timingSafeEqual } from 'node:crypto';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppModule } from '../../lib/app-module';
import type { Clock } from '../../lib/clock';
import { unauthenticated } from '../../lib/errors';

const advanceSchema = z.object({
  days: z
    .number({ message: 'days must be a whole number from 1 to 400' })
    .int({ message: 'days must be a whole number from 1 to 400' })
    .min(1, { message: 'days must be a whole number from 1 to 400' })
    .max(400, { message: 'days must be a whole number from 1 to 400' }),
});

function sameToken(given: string | string[] | undefined, expected: string) {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Browser tests only (TEST_CLOCK_TOKEN set): moves the server's clock forward, then runs the
 * jobs that depend on it, so a test sees a grace period end without waiting 14 days. Without
 * the setting the route does not exist.
 */
export function createTestClockModule(deps: {
  clock: Clock;
  token: string;
  /** Jobs to run after the clock moved (e.g. due account deletions). */
  afterAdvance: () => void | Promise<void>;
}): AppModule {
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.post('/api/test-clock/advance', { schema: { body: advanceSchema } }, async (req) => {
      if (!sameToken(req.headers['x-test-clock-token'], deps.token)) throw unauthenticated();
      deps.clock.advance(req.body.days * 86_400_000);
      await deps.afterAdvance();
      return { now: deps.clock.now().toISOString() };
    });
  };
  return { name: 'test-clock', api: undefined, plugin: routes };
}
