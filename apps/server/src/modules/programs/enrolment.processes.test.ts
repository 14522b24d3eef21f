import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { TEST_DATA_KEYS } from '../../../test/data-keys';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { programs, waitlistEntries } from '../../db/schema/index';

/**
 * Two app instances, each with its own connection pool, on one database: the row lock that
 * serialises a programme's places is the database's, so freed places go to one person each
 * whichever instance serves the request. (The embedded engine admits one process: there the
 * second instance is the same app, and the test checks the same rules.)
 */
describe('waitlist offers across two app instances on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDb: DatabaseHandle | null = null;
  beforeAll(async () => {
    t = await buildTestApp();
    if (t.database.url) {
      secondDb = await openDatabase({ kind: 'postgres', url: t.database.url });
      second = await buildApp({
        config: t.config,
        dataKeys: t.config.dataKeys ?? TEST_DATA_KEYS,
        database: secondDb,
        logger: false,
        mailer: t.mailer,
      });
      await second.ready();
    } else {
      second = t.app;
    }
  });
  afterAll(async () => {
    if (second !== t.app) await second.close();
    await secondDb?.close();
    await t.close();
  });

  async function member() {
    const { player } = await createPlayer(t.db, { membershipExpiresOn: '2099-12-31' });
    const { token } = await playerSession(t, player.id);
    return { id: player.id, auth: { authorization: `Bearer ${token}` } };
  }

  it('offers each of five places freed at once on either instance to exactly one player in line', async () => {
    const [clinic] = await t.db
      .insert(programs)
      .values({
        kind: 'clinic',
        title: 'Busy clinic',
        description: 'Drills.',
        date: `${new Date().getUTCFullYear() + 1}-03-01`,
        time: '8:00 PM',
        location: 'Kuching',
        coach: 'Coach Ling',
        maxParticipants: 5,
        price: 20,
      })
      .returning();
    const url = `/api/clinics/${clinic!.id}`;
    const apps = [t.app, second];
    const holders = await Promise.all(Array.from({ length: 5 }, () => member()));
    for (const h of holders)
      expect(
        (await t.app.inject({ method: 'POST', url: `${url}/enroll`, headers: h.auth })).statusCode,
      ).toBe(200);
    const queue = await Promise.all(Array.from({ length: 12 }, () => member()));
    for (const q of queue)
      expect(
        (await t.app.inject({ method: 'POST', url: `${url}/waitlist`, headers: q.auth }))
          .statusCode,
      ).toBe(200);

    const cancelled = await Promise.all(
      holders.map((h, i) =>
        apps[i % 2]!.inject({ method: 'DELETE', url: `${url}/enroll`, headers: h.auth }),
      ),
    );
    expect(cancelled.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const offered = (
      await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.programId, clinic!.id))
    )
      .filter((e) => e.status === 'offered')
      .map((e) => e.playerId);
    expect(new Set(offered).size).toBe(5);
    expect(offered.sort()).toEqual(
      queue
        .slice(0, 5)
        .map((q) => q.id)
        .sort(),
    );

    // The five claim on alternating instances: five enrolled, nobody else.
    await Promise.all([
      ...queue
        .slice(0, 5)
        .map((q, i) =>
          apps[i % 2]!.inject({ method: 'POST', url: `${url}/waitlist/claim`, headers: q.auth }),
        ),
      // A late joiner cannot squeeze in.
      second.inject({ method: 'POST', url: `${url}/enroll`, headers: (await member()).auth }),
    ]);
    const listed = (await second.inject({ method: 'GET', url: '/api/clinics' }))
      .json()
      .find((p: { _id: string }) => p._id === clinic!.id);
    expect(listed).toMatchObject({ enrolled: 5, waitlisted: 7 });
  });
});
