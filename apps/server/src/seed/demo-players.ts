import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { count } from 'drizzle-orm';

import { dateOfBirthFromIc } from '@app/shared/birth-date';
import { DEFAULT_SITE_SETTINGS } from '@app/shared/staff';

import { messages, players } from '../db/schema/index';
import { generatePassword, hashPassword } from '../lib/passwords';

import { DEMO_PEOPLE, demoAddress, demoUsername } from './demo-people';
import { sequence } from './demo-random';
import type { SeedContext } from './seed-context';

const STATUSES = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'inactive',
  'suspended',
] as const;

/**
 * Three dozen demo members (DEMO_PEOPLE) across states, statuses and ratings, each with a welcome message.
 * One sign-in account, `demo.player`, gets a generated password written to
 * DATA_DIR/demo-player-password (never a fixed password).
 */
export async function seedDemoPlayers({
  db,
  log,
  dataDir,
  icCipher,
}: SeedContext): Promise<number> {
  const [row] = await db.select({ n: count() }).from(players);
  if (Number(row?.n ?? 0) > 0) return 0;

  const random = sequence(2026);
  const unusable = await hashPassword(generatePassword(32));
  const demoPassword = generatePassword(14);
  const rows = DEMO_PEOPLE.map((person, i) => {
    const year = 1958 + Math.floor(random() * 52); // ages from about 14 to 68
    // The IC's last digit is odd for men and even for women.
    const serial = 1000 + i * 37;
    const last = serial + ((serial % 2 === 1) === (person.gender === 'Male') ? 0 : 1);
    const ic = `${String(year % 100).padStart(2, '0')}${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}${String(10 + i).padStart(2, '0')}${String(last).padStart(4, '0')}`;
    const username = i === 0 ? 'demo.player' : demoUsername(person.name);
    const rating = random() < 0.2 ? null : Math.round(random() * 6000) / 1000 + 1;
    return {
      fullName: person.name,
      email: `${username}@demo.mpa.example`,
      phoneNumber: `01${Math.floor(random() * 10)}-${String(Math.floor(random() * 9_000_000) + 1_000_000)}`,
      gender: person.gender,
      ...icCipher.seal(ic),
      // Demo accounts accepted the current policy when they "registered".
      policyVersionAccepted: DEFAULT_SITE_SETTINGS.policyVersion,
      dateOfBirth: dateOfBirthFromIc(ic),
      addressLine1: demoAddress(i),
      city: person.city,
      state: person.state,
      username,
      passwordHash: unusable,
      status: i === 0 ? ('active' as const) : STATUSES[i % STATUSES.length]!,
      duprRating: rating,
      duprId: rating === null ? null : `DUPR${100000 + i * 7}`,
    };
  });
  rows[0]!.passwordHash = await hashPassword(demoPassword);
  const inserted = await db
    .insert(players)
    .values(rows)
    .returning({ id: players.id, fullName: players.fullName, playerId: players.playerId });
  await db.insert(messages).values(
    inserted.flatMap((p, i) => [
      {
        playerId: p.id,
        subject: 'Welcome to Malaysia Pickleball Association!',
        body: `Hi ${p.fullName}, welcome aboard. Your member ID is ${p.playerId}.`,
        createdAt: new Date(Date.now() - (40 - i) * 86_400_000),
      },
      ...(i % 3 === 0
        ? [
            {
              playerId: p.id,
              subject: 'National Championship registration opens soon',
              body: 'Registration for the national championship opens next month. Keep your DUPR rating up to date so organisers can seed you fairly.',
              createdAt: new Date(Date.now() - 2 * 86_400_000),
            },
          ]
        : []),
    ]),
  );
  const file = path.join(dataDir, 'demo-player-password');
  await writeFile(file, `username: demo.player\npassword: ${demoPassword}\n`, { mode: 0o600 });
  log.info({ file }, `Demo player account: username demo.player, password ${demoPassword}`);
  return inserted.length;
}
