import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll } from 'vitest';

import {
  divisions,
  players,
  tournamentEntrySettings,
  tournaments,
  type NewPlayerRow,
} from '../src/db/schema/index';
import { createClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/passwords';

import { buildTestApp, type TestApp } from './build-test-app';
import { testIcCipher } from './data-keys';
import { createAdmin } from './factories/admins';
import { playerSession, randomIcNumber } from './factories/players';
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
const DAY = 86_400_000;

/**
 * An app for tournament entries with a movable clock (`clock.advance`), and with `paid` the
 * Stripe stand-in. Call inside `describe`; players are inserted with one shared password hash.
 */
export function useEntriesApp(options: { paid?: boolean; env?: Record<string, string> } = {}) {
  const clockToken = `entries-test-clock-${randomBytes(16).toString('hex')}`;
  const clock = createClock();
  let hash = '';
  const f = {
    t: undefined as unknown as TestApp,
    fake: undefined as unknown as FakeStripe,
    clock,
    /** A tournament taking entries (window open now), first day in March next year. */
    async tournament(
      settings: Partial<typeof tournamentEntrySettings.$inferInsert> = {},
      values: Partial<typeof tournaments.$inferInsert> = {},
    ) {
      const [t] = await f.t.db
        .insert(tournaments)
        .values({
          applicationId: `APP-${randomBytes(6).toString('hex')}`,
          name: 'Selangor Open',
          type: 'state',
          startDate: `${NEXT_YEAR}-03-10`,
          endDate: `${NEXT_YEAR}-03-12`,
          ...values,
        })
        .returning();
      const now = clock.now().getTime();
      await f.t.db.insert(tournamentEntrySettings).values({
        tournamentId: t!.id,
        takesEntries: true,
        opensAt: new Date(now - DAY),
        closesAt: new Date(now + 30 * DAY),
        tierCode: 'open',
        ...settings,
      });
      return t!;
    },
    async division(tournamentId: string, values: Partial<typeof divisions.$inferInsert> = {}) {
      const [d] = await f.t.db
        .insert(divisions)
        .values({
          tournamentId,
          discipline: 'mixed_doubles',
          ageGroup: 'open',
          cap: 4,
          feeSen: 0,
          ...values,
        })
        .returning();
      return d!;
    },
    /** An active member (adult woman by default) with a session. */
    async member(values: Partial<NewPlayerRow> = {}) {
      const suffix = randomBytes(5).toString('hex');
      const ic = randomIcNumber(1990);
      const [player] = await f.t.db
        .insert(players)
        .values({
          fullName: `Player ${suffix}`,
          email: `p-${suffix}@example.test`,
          username: `p_${suffix}`,
          phoneNumber: '012-345 6789',
          gender: 'Female',
          ...testIcCipher.seal(ic),
          dateOfBirth: '1990-05-05',
          addressLine1: '1 Jalan Bukit',
          city: 'Shah Alam',
          state: 'Selangor',
          status: 'active',
          passwordHash: hash,
          membershipExpiresOn: '2099-12-31',
          ...values,
        })
        .returning();
      const { token } = await playerSession(f.t, player!.id);
      return { player: player!, auth: { authorization: `Bearer ${token}` } as Auth };
    },
    async staff(roles: ('tournament_officer' | 'content_editor')[] = ['tournament_officer']) {
      const { admin } = await createAdmin(f.t.db, { roles, passwordHash: hash });
      const session = await f.t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
      return { admin, auth: { authorization: `Bearer ${session.token}` } as Auth };
    },
    call(method: 'POST' | 'GET', url: string, auth?: Auth, payload?: object) {
      return f.t.app.inject({
        method,
        url,
        ...(auth ? { headers: auth } : {}),
        ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
      });
    },
    /** Moves the server clock a day on; its jobs (deadlines, reconciliation) run. */
    advanceDay: () =>
      f.t.app.inject({
        method: 'POST',
        url: '/api/test-clock/advance',
        headers: { 'x-test-clock-token': clockToken },
        payload: { days: 1 },
      }),
    webhook: (event: FakeEvent) => deliverEvent(f.t.app, f.fake, event),
    sessionOf: (checkoutUrl: string) => sessionOf(f.fake, checkoutUrl),
  };
  beforeAll(async () => {
    hash = await hashPassword('entries-fixture-password');
    if (options.paid) f.fake = await startFakeStripe();
    const env = { TEST_CLOCK_TOKEN: clockToken, ...options.env };
    f.t = await buildTestApp({}, options.paid ? stripeEnv(f.fake, env) : env, undefined, {
      clock,
    });
  });
  afterAll(async () => {
    await f.t.close();
    await f.fake?.close();
  });
  return f;
}
