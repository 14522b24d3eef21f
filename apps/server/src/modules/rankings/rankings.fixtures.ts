// Test fixtures of the rankings tests: players, tournaments with a tier, divisions and entries,
// inserted directly (the competition and entries modules are not needed for them).
import { randomBytes } from 'node:crypto';

import type { Database } from '../../db/client';
import {
  competitionPrivacy,
  divisions,
  entries,
  players,
  tournamentEntrySettings,
  tournaments,
} from '../../db/schema/index';

type Discipline = (typeof divisions.$inferInsert)['discipline'];
type AgeGroup = (typeof divisions.$inferInsert)['ageGroup'];

/** A player without a usable password (no slow hashing): tests sign in with sessions. */
export async function insertPlayer(
  db: Database,
  values: Partial<typeof players.$inferInsert> = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(players)
    .values({
      fullName: `Player ${suffix}`,
      email: `rk-${suffix}@example.test`,
      username: `rk_${suffix}`,
      phoneNumber: '012-345 6789',
      gender: 'Female',
      dateOfBirth: '1990-05-05',
      addressLine1: '1 Jalan Bukit',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      status: 'active',
      passwordHash: 'x',
      ...values,
    })
    .returning();
  return row!;
}

export function daysBefore(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A tournament that ended on `endDate`, in a tier, with one division. */
export async function insertDivision(
  db: Database,
  input: {
    endDate: string;
    tier: string;
    discipline: Discipline;
    ageGroup?: AgeGroup;
    name?: string;
  },
) {
  const [tournament] = await db
    .insert(tournaments)
    .values({
      applicationId: `APP-RK-${randomBytes(4).toString('hex')}`,
      name: input.name ?? `Open ${randomBytes(2).toString('hex')}`,
      type: 'national',
      startDate: daysBefore(input.endDate, 1),
      endDate: input.endDate,
    })
    .returning();
  await db.insert(tournamentEntrySettings).values({
    tournamentId: tournament!.id,
    tierCode: input.tier,
  });
  const [division] = await db
    .insert(divisions)
    .values({
      tournamentId: tournament!.id,
      discipline: input.discipline,
      ageGroup: input.ageGroup ?? 'open',
      cap: 64,
    })
    .returning();
  return { tournament: tournament!, division: division! };
}

export async function insertEntry(
  db: Database,
  divisionId: string,
  playerId: string,
  partnerId: string | null = null,
  status: (typeof entries.$inferInsert)['status'] = 'confirmed',
) {
  const [row] = await db
    .insert(entries)
    .values({ divisionId, playerId, partnerId, status })
    .returning();
  return row!;
}

export async function setPrivacy(
  db: Database,
  playerId: string,
  values: { publicProfile?: boolean; hideFromEntryLists?: boolean },
) {
  await db
    .insert(competitionPrivacy)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: competitionPrivacy.playerId, set: values });
}
