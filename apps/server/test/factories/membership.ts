import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Database } from '../../src/db/client';
import { memberships, membershipTypes, players } from '../../src/db/schema/index';

/** A membership type (an adult 12-month one unless overridden). */
export async function createMembershipType(
  db: Database,
  overrides: Partial<typeof membershipTypes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(membershipTypes)
    .values({
      name: `Adult annual ${randomBytes(3).toString('hex')}`,
      feeSen: 5000,
      durationKind: 'months',
      durationMonths: 12,
      ageBand: 'adult',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A term written straight to the database (and the player's row kept in step). */
export async function giveTerm(
  db: Database,
  playerId: string,
  typeId: string,
  startsOn: string,
  expiresOn: string,
) {
  const [term] = await db
    .insert(memberships)
    .values({ playerId, typeId, startsOn, expiresOn })
    .returning();
  await db
    .update(players)
    .set({ membershipTypeId: typeId, membershipExpiresOn: expiresOn })
    .where(eq(players.id, playerId));
  return term!;
}

/** A fresh idempotency key. */
export const key = () => `key-${randomBytes(8).toString('hex')}`;
