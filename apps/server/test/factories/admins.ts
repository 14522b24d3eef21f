import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { Database } from '../../src/db/client';
import { admins } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';

export async function createAdmin(
  db: Database,
  overrides: { username?: string; password?: string } = {},
) {
  const username = overrides.username ?? `admin_${randomBytes(4).toString('hex')}`;
  const password = overrides.password ?? `pw-${randomBytes(12).toString('hex')}`;
  const [row] = await db
    .insert(admins)
    .values({ username, passwordHash: await hashPassword(password) })
    .returning();
  return { admin: row!, username, password };
}

/** Signs in through the API; returns the bearer token and the session cookie header. */
export async function loginAdmin(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'mpa_admin_session');
  const token = (res.json() as { token: string }).token;
  return { token, cookie: `mpa_admin_session=${cookie!.value}` };
}
