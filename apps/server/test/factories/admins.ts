import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { requiresTwoFactor, type StaffRole } from '@app/shared/staff';

import type { Database } from '../../src/db/client';
import { admins, recoveryCodes, twoFactorCredentials } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';
import { createValueCipher } from '../../src/lib/personal-data/value-cipher';
import { createTotpSecrets, currentTotp } from '../../src/modules/two-factor/index';
import { hashRecoveryCode } from '../../src/modules/two-factor/recovery-codes';
import { TEST_DATA_KEYS } from '../data-keys';

const testTotpSecrets = createTotpSecrets(createValueCipher(TEST_DATA_KEYS));

/** The authenticators of staff made here: a secret, the last step used and spare codes. */
const authenticators = new Map<string, { secret: string; lastStep: number; spare: string[] }>();

const TEST_SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A staff member (a super admin unless `roles` says otherwise). Roles that require two-factor
 * get an authenticator set up, which `loginAdmin` answers for.
 */
export async function createAdmin(
  db: Database,
  overrides: {
    username?: string;
    password?: string;
    /** A ready hash (of any password), to skip the slow hashing where the password is unused. */
    passwordHash?: string;
    roles?: StaffRole[];
    status?: 'active' | 'disabled';
    email?: string;
    fullName?: string;
    twoFactor?: boolean;
  } = {},
) {
  const username = overrides.username ?? `admin_${randomBytes(4).toString('hex')}`;
  const password = overrides.password ?? `pw-${randomBytes(12).toString('hex')}`;
  const roles = overrides.roles ?? ['super_admin'];
  const [row] = await db
    .insert(admins)
    .values({
      username,
      passwordHash: overrides.passwordHash ?? (await hashPassword(password)),
      roles,
      status: overrides.status ?? 'active',
      email: overrides.email ?? `${username}@staff.example.test`,
      fullName: overrides.fullName ?? `Staff ${username}`,
    })
    .returning();
  let secret: string | undefined;
  if (overrides.twoFactor ?? requiresTwoFactor(roles, false)) {
    secret = Array.from({ length: 32 }, () => TEST_SECRET_ALPHABET[randomBytes(1)[0]! % 32]).join(
      '',
    );
    const spare = Array.from({ length: 10 }, () => randomBytes(5).toString('hex'));
    // Stored as the server stores it: sealed with the (test) data key, bound to the person.
    const sealed = testTotpSecrets.seal({ kind: 'admin', adminId: row!.id }, secret);
    const [credential] = await db
      .insert(twoFactorCredentials)
      .values({
        adminId: row!.id,
        secret: sealed.value,
        secretKeyId: sealed.keyId,
        enabledAt: new Date(),
      })
      .returning();
    await db
      .insert(recoveryCodes)
      .values(
        spare.map((code) => ({ credentialId: credential!.id, codeHash: hashRecoveryCode(code) })),
      );
    authenticators.set(username.toLowerCase(), { secret, lastStep: 0, spare });
  }
  return { admin: row!, username, password, secret };
}

/** A code for this staff member's authenticator that has not been used yet. */
export async function nextSecondFactor(username: string) {
  const auth = authenticators.get(username.toLowerCase());
  if (!auth) throw new Error(`no authenticator for ${username}`);
  const now = Math.floor(Date.now() / 30_000);
  for (const step of [now, now + 1]) {
    if (step > auth.lastStep) {
      auth.lastStep = step;
      return { code: await currentTotp(auth.secret, step * 30) };
    }
  }
  const recoveryCode = auth.spare.pop();
  if (!recoveryCode) throw new Error(`out of codes for ${username}`);
  return { recoveryCode };
}

/**
 * Signs in through the API (with the second step when two-factor is on); returns the bearer
 * token and the session cookie header.
 */
export async function loginAdmin(app: FastifyInstance, username: string, password: string) {
  let res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
  });
  if (res.statusCode === 200 && res.json().twoFactorRequired) {
    res = await app.inject({
      method: 'POST',
      url: '/api/admin/login/two-factor',
      payload: { challenge: res.json().challenge, ...(await nextSecondFactor(username)) },
    });
  }
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'mpa_admin_session');
  const token = (res.json() as { token: string }).token;
  return { token, cookie: `mpa_admin_session=${cookie!.value}` };
}
