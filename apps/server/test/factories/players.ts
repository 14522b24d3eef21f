import { randomBytes, randomInt } from 'node:crypto';

import { dateOfBirthFromIc } from '@app/shared/birth-date';

import type { Database } from '../../src/db/client';
import { players, type NewPlayerRow } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';
import type { TestApp } from '../build-test-app';
import { testIcCipher } from '../data-keys';

/** A random valid IC number for someone born in the given year (default: an adult). */
export function randomIcNumber(
  birthYear = 1990,
  month = 1 + randomInt(12),
  day = 1 + randomInt(28),
): string {
  const yy = String(birthYear % 100).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return `${yy}${mm}${dd}${String(randomInt(1, 99)).padStart(2, '0')}${String(randomInt(10_000)).padStart(4, '0')}`;
}

export async function createPlayer(
  db: Database,
  overrides: Partial<NewPlayerRow> & { password?: string } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const { password: given, ...rest } = overrides;
  const password = given ?? `pw-${randomBytes(12).toString('hex')}`;
  const icNumber = rest.icNumber ?? randomIcNumber();
  delete rest.icNumber;
  const [row] = await db
    .insert(players)
    .values({
      fullName: `Player ${suffix}`,
      email: `player-${suffix}@example.test`,
      username: `player_${suffix}`,
      phoneNumber: '012-345 6789',
      gender: 'Female',
      ...testIcCipher.seal(icNumber),
      dateOfBirth: dateOfBirthFromIc(icNumber),
      addressLine1: '1 Jalan Bukit',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      status: 'active',
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  // `icNumber` is what the test knows; the row keeps only the sealed form.
  return { player: { ...row!, icNumber }, password };
}

/** A player session issued directly (bypassing the login throttle). */
export async function playerSession(t: Pick<TestApp, 'sessions'>, playerId: string) {
  const session = await t.sessions.issue({ kind: 'player', playerId }, 3_600_000);
  return { token: session.token, cookie: `mpa_player_session=${session.token}` };
}
