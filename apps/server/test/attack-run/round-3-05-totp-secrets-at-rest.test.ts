import { randomBytes } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { recoveryCodes, twoFactorCredentials } from '../../src/db/schema/index';
import { createDataAccess } from '../../src/db/unit-of-work';
import { generateDataKeys, parseDataKeys } from '../../src/lib/personal-data/data-keys';
import { createValueCipher } from '../../src/lib/personal-data/value-cipher';
import {
  createTotpSecrets,
  createTwoFactorVault,
  currentTotp,
} from '../../src/modules/two-factor/index';
import { createRepositories } from '../../src/repositories';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin } from '../factories/admins';
import { createPlayer } from '../factories/players';

const a = generateDataKeys('key-a');
const b = generateDataKeys('key-b');
const keysA = parseDataKeys(a.encryptionKey, a.hashKey);
/** After a rotation has begun: the new key first, the old one kept to open what it sealed. */
const keysBA = parseDataKeys(`${b.encryptionKey},${a.encryptionKey}`, a.hashKey);
/** Once the rotation is done: the old key removed. */
const keysB = parseDataKeys(b.encryptionKey, a.hashKey);

const nowStep = () => Math.floor(Date.now() / 30_000);
const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const newSecret = () => Array.from(randomBytes(32), (byte) => SECRET_ALPHABET[byte % 32]).join('');

/**
 * Round 3 (issue 39, section 7): authenticator (TOTP) secrets were stored in clear in
 * `two_factor_credentials`: anyone with the database, a dump or a backup could generate every
 * staff member's codes. They are now sealed with the data key like IC numbers (AES-256-GCM, key
 * id beside the value, bound to the person), migrated at start-up from clear, and included in
 * key rotation. Sign-in with two-factor works throughout.
 */
describe('round 3 — authenticator secrets are sealed at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dataKeys: keysBA });
  });
  afterAll(() => t.close());

  const post = (app: FastifyInstance, url: string, payload: object, auth?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      ...(auth ? { headers: { authorization: `Bearer ${auth}` } } : {}),
    });
  /** Password, then a code of `step`: the status of the second step. */
  async function signIn(
    app: FastifyInstance,
    who: { username: string; password: string },
    secret: string,
    step: number,
  ) {
    const first = await post(app, '/api/admin/login', {
      username: who.username,
      password: who.password,
    });
    expect(first.json()).toMatchObject({ twoFactorRequired: true });
    const second = await post(app, '/api/admin/login/two-factor', {
      challenge: first.json().challenge,
      code: await currentTotp(secret, step * 30),
    });
    return second.statusCode;
  }
  const rowsOf = (ids: string[]) =>
    t.db.select().from(twoFactorCredentials).where(inArray(twoFactorCredentials.id, ids));
  const credentialOf = async (adminId: string) =>
    (
      await t.db
        .select()
        .from(twoFactorCredentials)
        .where(eq(twoFactorCredentials.adminId, adminId))
    )[0]!;
  /** Whether a row gives the secret away: in clear, or in base64 of its bytes. */
  const gives = (row: object, secret: string) =>
    JSON.stringify(row).includes(secret) ||
    Object.values(row).some(
      (v) => typeof v === 'string' && Buffer.from(v, 'base64').toString('latin1').includes(secret),
    );

  it('set-up and sign-in keep only sealed secrets in the database (staff and player)', async () => {
    const officer = await createAdmin(t.db, { roles: ['membership_officer'], twoFactor: false });
    const login = await post(t.app, '/api/admin/login', {
      username: officer.username,
      password: officer.password,
    });
    const token = login.json().token as string;
    const setup = await post(t.app, '/api/admin/two-factor/setup', {}, token);
    const secret = setup.json().secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const pending = await credentialOf(officer.admin.id);
    expect(gives(pending, secret)).toBe(false);
    expect(pending).toMatchObject({ secret: null, pendingSecretKeyId: 'key-b' });

    const step = nowStep();
    const enabled = await post(
      t.app,
      '/api/admin/two-factor/enable',
      { code: await currentTotp(secret, step * 30) },
      token,
    );
    expect(enabled.statusCode).toBe(200);
    const row = await credentialOf(officer.admin.id);
    expect(gives(row, secret)).toBe(false);
    expect(row).toMatchObject({ secretKeyId: 'key-b', pendingSecret: null });
    // Recovery codes were hashed already: none is stored as shown.
    const codes = enabled.json().recoveryCodes as string[];
    const stored = await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.credentialId, row.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));

    expect(await signIn(t.app, officer, secret, step + 1)).toBe(200);

    // A player's authenticator likewise.
    const { player, password } = await createPlayer(t.db);
    const playerToken = (
      await post(t.app, '/api/players/login', { username: player.username, password })
    ).json().token as string;
    const playerSetup = await post(t.app, '/api/players/me/two-factor/setup', {}, playerToken);
    const playerSecret = playerSetup.json().secret as string;
    await post(
      t.app,
      '/api/players/me/two-factor/enable',
      { code: await currentTotp(playerSecret, nowStep() * 30) },
      playerToken,
    );
    const [playerRow] = await t.db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.playerId, player.id));
    expect(playerRow?.enabledAt).toBeTruthy();
    expect(gives(playerRow!, playerSecret)).toBe(false);
  });

  it('secrets stored in clear before the upgrade are sealed at start-up; sign-in still works', async () => {
    const staff = await createAdmin(t.db, { twoFactor: false });
    const secret = newSecret();
    // As 0032 left it: the secret in clear, no key id.
    const [legacy] = await t.db
      .insert(twoFactorCredentials)
      .values({ adminId: staff.admin.id, secret, enabledAt: new Date() })
      .returning();
    const vault = createTwoFactorVault({
      data: createDataAccess(t.db, createRepositories),
      cipher: createValueCipher(keysBA),
    });
    expect(await vault.countByKey()).toContainEqual({ keyId: 'plain', count: 1 });

    // What server.ts runs before it listens.
    expect(await vault.sealPlain()).toMatchObject({ done: 1, finished: true });
    const [sealed] = await rowsOf([legacy!.id]);
    expect(sealed).toMatchObject({ secretKeyId: 'key-b' });
    expect(gives(sealed!, secret)).toBe(false);
    expect(await vault.sealPlain()).toMatchObject({ done: 0, finished: true });
    expect((await vault.countByKey()).map((c) => c.keyId)).not.toContain('plain');

    expect(await signIn(t.app, staff, secret, nowStep())).toBe(200);
  });

  it('key rotation re-seals the secrets; sign-in works with the new key alone', async () => {
    // Two staff enrolled while key-a was current (one mid-way through a new set-up).
    const underA = createTotpSecrets(createValueCipher(keysA));
    const staff = [
      await createAdmin(t.db, { twoFactor: false }),
      await createAdmin(t.db, { twoFactor: false }),
    ];
    const secrets = [newSecret(), newSecret()];
    const ids: string[] = [];
    for (const [i, s] of staff.entries()) {
      const subject = { kind: 'admin' as const, adminId: s.admin.id };
      const sealed = underA.seal(subject, secrets[i]!);
      const pending = underA.seal(subject, newSecret());
      const [row] = await t.db
        .insert(twoFactorCredentials)
        .values({
          adminId: s.admin.id,
          secret: sealed.value,
          secretKeyId: sealed.keyId,
          ...(i === 1 ? { pendingSecret: pending.value, pendingSecretKeyId: pending.keyId } : {}),
          enabledAt: new Date(),
        })
        .returning();
      ids.push(row!.id);
    }
    // The old key is still listed: its secrets still work.
    const step = nowStep();
    expect(await signIn(t.app, staff[0]!, secrets[0]!, step)).toBe(200);

    const vault = createTwoFactorVault({
      data: createDataAccess(t.db, createRepositories),
      cipher: createValueCipher(keysBA),
    });
    const run = await vault.rotate({ batchSize: 1 });
    expect(run.finished).toBe(true);
    const rows = await rowsOf(ids);
    for (const row of rows) {
      expect(row.secretKeyId).toBe('key-b');
      if (row.pendingSecret) expect(row.pendingSecretKeyId).toBe('key-b');
    }
    expect((await vault.countByKey()).map((c) => c.keyId)).not.toContain('key-a');

    // Another server with only the new key (the old one removed) signs both in.
    const onlyNew = t.database.url
      ? await openDatabase({ kind: 'postgres', url: t.database.url })
      : null;
    const app: FastifyInstance = await buildApp({
      config: { ...t.config, dataKeys: keysB },
      dataKeys: keysB,
      database: (onlyNew ?? t.database) as DatabaseHandle,
      logger: false,
    });
    try {
      await app.ready();
      expect(await signIn(app, staff[0]!, secrets[0]!, step + 1)).toBe(200);
      expect(await signIn(app, staff[1]!, secrets[1]!, step + 1)).toBe(200);
    } finally {
      await app.close();
      await onlyNew?.close();
    }
  });
});
