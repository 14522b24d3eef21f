import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import { generatePassword, hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';

import type { AdminsRepository } from './admins.repository';

export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

/**
 * First start with no admin: create one from ADMIN_USERNAME/ADMIN_PASSWORD, or generate a strong
 * password, print it once and write it to DATA_DIR/initial-admin-password (mode 600).
 * There is never a default password. Later starts change nothing.
 */
export async function bootstrapAdmin(options: {
  repo: AdminsRepository;
  username: string | undefined;
  password: string | undefined;
  dataDir: string;
  log: FastifyBaseLogger;
}): Promise<{ created: boolean; username?: string; passwordFile?: string }> {
  const { repo, log } = options;
  if ((await repo.count()) > 0) return { created: false };

  const username = options.username ?? 'admin';
  const generated = options.password === undefined;
  const password = options.password ?? generatePassword(20);
  try {
    await repo.insert({
      username,
      passwordHash: await hashPassword(password),
      roles: ['super_admin'],
    });
  } catch (err) {
    // Another process bootstrapped at the same moment.
    if (isUniqueViolation(err)) return { created: false };
    throw err;
  }

  if (!generated) {
    log.info({ username }, 'created the first admin account from ADMIN_USERNAME/ADMIN_PASSWORD');
    return { created: true, username };
  }

  await mkdir(options.dataDir, { recursive: true });
  const passwordFile = path.join(options.dataDir, INITIAL_PASSWORD_FILE);
  await writeFile(passwordFile, `username: ${username}\npassword: ${password}\n`, { mode: 0o600 });
  // Printed once, on the start that created the account. Change it in Admin → Settings.
  log.warn(
    { username, passwordFile },
    `Created the first admin account. Username: ${username}  Password: ${password}  (also saved to ${passwordFile}; change it after signing in)`,
  );
  return { created: true, username, passwordFile };
}
