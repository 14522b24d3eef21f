import { afterAll, beforeAll } from 'vitest';

import { programs } from '../src/db/schema/index';
import { createClock } from '../src/lib/clock';

import { buildTestApp, type TestApp } from './build-test-app';
import { createPlayer, playerSession } from './factories/players';
import {
  deliverEvent,
  sessionOf,
  startFakeStripe,
  stripeEnv,
  type FakeEvent,
  type FakeStripe,
} from './fake-stripe';

export type Auth = { authorization: string };
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/**
 * An app with online payment through the Stripe stand-in and a test clock, for courses and
 * clinics paid online. Call inside `describe`: it registers its own beforeAll/afterAll; `app.t`
 * and `app.fake` are set once they have run.
 */
export function usePaidProgramsApp(clockToken: string) {
  const clock = createClock();
  const app = {
    t: undefined as unknown as TestApp,
    fake: undefined as unknown as FakeStripe,
    clock,
    /** A paid course one year ahead; `values` override the defaults. */
    async program(values: Partial<typeof programs.$inferInsert> = {}) {
      const [row] = await app.t.db
        .insert(programs)
        .values({
          kind: 'course',
          title: 'Serve and return course',
          titleMs: 'Kursus servis dan balasan',
          description: 'Four evenings.',
          date: `${NEXT_YEAR}-03-10`,
          time: '7:00 PM',
          location: 'Shah Alam',
          coach: 'Coach Lim',
          maxParticipants: 2,
          price: 120.5,
          ...values,
        })
        .returning();
      return row!;
    },
    /** An active member with a session. */
    async member(language: 'en' | 'ms' = 'en') {
      const { player } = await createPlayer(app.t.db, {
        membershipExpiresOn: '2099-12-31',
        language,
      });
      const { token } = await playerSession(app.t, player.id);
      return { player, auth: { authorization: `Bearer ${token}` } as Auth };
    },
    call(method: 'POST' | 'DELETE' | 'GET', url: string, auth?: Auth, payload?: object) {
      return app.t.app.inject({
        method,
        url,
        ...(auth ? { headers: auth } : {}),
        ...(payload ? { payload } : {}),
      });
    },
    webhook: (event: FakeEvent) => deliverEvent(app.t.app, app.fake, event),
    sessionOf: (checkoutUrl: string) => sessionOf(app.fake, checkoutUrl),
    advanceDay: () =>
      app.t.app.inject({
        method: 'POST',
        url: '/api/test-clock/advance',
        headers: { 'x-test-clock-token': clockToken },
        payload: { days: 1 },
      }),
  };
  beforeAll(async () => {
    app.fake = await startFakeStripe();
    app.t = await buildTestApp(
      {},
      stripeEnv(app.fake, { TEST_CLOCK_TOKEN: clockToken }),
      undefined,
      {
        clock,
      },
    );
  });
  afterAll(async () => {
    await app.t.close();
    await app.fake.close();
  });
  return app;
}
