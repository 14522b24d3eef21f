import { asc, count, eq } from 'drizzle-orm';

import { addDays, addMonths, todayInMalaysia } from '@app/shared/membership';

import {
  membershipPayments,
  memberships,
  membershipTypes,
  players,
  receiptCounters,
} from '../db/schema/index';

import type { SeedContext } from './seed-context';

const TYPES = [
  { name: 'Adult annual', nameMs: 'Tahunan dewasa', feeSen: 5000, ageBand: 'adult' as const },
  { name: 'Junior annual', nameMs: 'Tahunan junior', feeSen: 2000, ageBand: 'junior' as const },
  {
    name: 'Senior annual',
    nameMs: 'Tahunan warga emas',
    feeSen: 3000,
    ageBand: 'senior' as const,
  },
];

/** Days from today to each demo member's expiry: most current, some lapsing, some never joined. */
const EXPIRY_OFFSETS = [200, 320, 25, 5, -10, -60, 150, null, 90, -400, 270, null];

function bandOf(dateOfBirth: string | null, today: string): 'junior' | 'adult' | 'senior' {
  if (!dateOfBirth) return 'adult';
  const age = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return age < 18 ? 'junior' : age >= 60 ? 'senior' : 'adult';
}

/**
 * Membership types (Adult, Junior, Senior annual) and terms for the demo players, with receipts
 * for the terms paid this year: active, expiring, in grace, expired and never-a-member examples.
 */
export async function seedDemoMembership({ db }: SeedContext): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(membershipTypes);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const types = await db
    .insert(membershipTypes)
    .values(TYPES.map((t) => ({ ...t, durationKind: 'months' as const, durationMonths: 12 })))
    .returning();
  const today = todayInMalaysia();
  const year = Number(today.slice(0, 4));
  const roster = await db.select().from(players).orderBy(asc(players.createdAt), asc(players.id));
  let seq = 0;
  let created = types.length;
  for (const [i, player] of roster.entries()) {
    // The demo sign-in account is a current member.
    const offset =
      player.username === 'demo.player' ? 200 : EXPIRY_OFFSETS[i % EXPIRY_OFFSETS.length];
    if (offset === null || offset === undefined) continue;
    const type = types.find((t) => t.ageBand === bandOf(player.dateOfBirth, today)) ?? types[0]!;
    const expiresOn = addDays(today, offset);
    const startsOn = addDays(addMonths(expiresOn, -12), 1);
    let paymentId: string | null = null;
    if (startsOn.startsWith(String(year)) && startsOn <= today) {
      seq += 1;
      const [payment] = await db
        .insert(membershipPayments)
        .values({
          playerId: player.id,
          memberId: player.playerId,
          typeName: type.name,
          typeNameMs: type.nameMs,
          receiptYear: year,
          receiptSeq: seq,
          receiptNumber: `MPA-${year}-${String(seq).padStart(6, '0')}`,
          amountSen: type.feeSen,
          provider: 'staff',
          method: i % 3 === 0 ? 'cash' : 'bank_transfer',
          reference: i % 3 === 0 ? 'Desk' : `${player.playerId}-DEMO`,
          paidOn: startsOn,
          idempotencyKey: `demo-${player.id}`,
        })
        .returning({ id: membershipPayments.id });
      paymentId = payment!.id;
    }
    await db.insert(memberships).values({
      playerId: player.id,
      typeId: type.id,
      startsOn,
      expiresOn,
      paymentId,
      // Recorded when the term began, so this month's renewals are only the recent ones.
      createdAt: new Date(`${startsOn}T10:00:00+08:00`),
    });
    await db
      .update(players)
      .set({ membershipTypeId: type.id, membershipType: type.name, membershipExpiresOn: expiresOn })
      .where(eq(players.id, player.id));
    created += 1;
  }
  if (seq > 0) await db.insert(receiptCounters).values({ year, lastSeq: seq });
  return created;
}
