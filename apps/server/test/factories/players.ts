import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { Database } from '../../src/db/client';
import { players, type PlayerRow } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';

export async function createPlayer(
  db: Database,
  overrides: Partial<Pick<PlayerRow, 'fullName' | 'email' | 'username' | 'status'>> & {
    password?: string;
  } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const password = overrides.password ?? `pw-${randomBytes(12).toString('hex')}`;
  const [row] = await db
    .insert(players)
    .values({
      fullName: overrides.fullName ?? `Player ${suffix}`,
      email: overrides.email ?? `player-${suffix}@example.test`,
      username: overrides.username ?? `player_${suffix}`,
      status: overrides.status ?? 'active',
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { player: row!, password };
}

/** A player session issued directly (the player login endpoint belongs to the players module). */
export async function playerSession(app: FastifyInstance, playerId: string) {
  const session = await app.infra.sessions.issue({ kind: 'player', playerId }, 3_600_000);
  return { token: session.token, cookie: `mpa_player_session=${session.token}` };
}
