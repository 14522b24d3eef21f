import { count } from 'drizzle-orm';

import { players } from '../db/schema/index';
import { generatePassword, hashPassword } from '../lib/passwords';

import type { SeedContext } from './demo';

const DEMO_PLAYERS = [
  { fullName: 'Aisyah binti Rahman', username: 'aisyah.rahman' },
  { fullName: 'Tan Wei Ming', username: 'weiming.tan' },
  { fullName: 'Rajesh a/l Kumar', username: 'rajesh.kumar' },
  { fullName: 'Nurul Izzah Hassan', username: 'nurul.hassan' },
  { fullName: 'Jason Lim Kok Wai', username: 'jason.lim' },
  { fullName: 'Siti Aminah Yusof', username: 'siti.yusof' },
] as const;

/** A few demo members. Their passwords are random and never shown: they exist to be listed. */
export async function seedDemoPlayers({ db }: SeedContext): Promise<number> {
  const [row] = await db.select({ n: count() }).from(players);
  if (Number(row?.n ?? 0) > 0) return 0;
  const passwordHash = await hashPassword(generatePassword(32));
  await db.insert(players).values(
    DEMO_PLAYERS.map((p, i) => ({
      ...p,
      email: `${p.username}@demo.mpa.example`,
      passwordHash,
      status: i === 5 ? ('inactive' as const) : ('active' as const),
    })),
  );
  return DEMO_PLAYERS.length;
}
