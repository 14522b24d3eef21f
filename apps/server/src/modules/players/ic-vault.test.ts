import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createPlayer } from '../../../test/factories/players';
import { correctionRequests, playerGuardians, players } from '../../db/schema/index';
import { createDataAccess } from '../../db/unit-of-work';
import { generateDataKeys, parseDataKeys } from '../../lib/personal-data/data-keys';
import { createIcCipher, IcDecryptError } from '../../lib/personal-data/ic-cipher';
import { createRepositories } from '../../repositories';

import { createIcVault } from './ic-vault.service';

const a = generateDataKeys('a');
const b = generateDataKeys('b');
const cipherA = createIcCipher(parseDataKeys(a.encryptionKey, a.hashKey));
// The new key first; the old one kept so values not yet rotated still open.
const cipherBA = createIcCipher(parseDataKeys(`${b.encryptionKey},${a.encryptionKey}`, a.hashKey));

describe('IC vault: plain numbers sealed, keys rotated in resumable batches', () => {
  let db: TestDatabase;
  const known = new Map<string, string>();

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 7; i++) {
      const ic = `8801011${String(i).padStart(5, '0')}`;
      const { player } = await createPlayer(db.db, cipherA.seal(ic));
      known.set(player.id, ic);
    }
    // Two rows as they were before encryption: the number in clear, nothing sealed.
    for (let i = 0; i < 2; i++) {
      const ic = `7702022${String(i).padStart(5, '0')}`;
      const { player } = await createPlayer(db.db);
      await db.db
        .update(players)
        .set({ icNumber: ic, icHash: null, icCiphertext: null, icKeyId: null, icLast4: null })
        .where(eq(players.id, player.id));
      known.set(player.id, ic);
    }
  });
  afterAll(() => db.destroy());

  /** A minor's guardian and a correction request, their numbers sealed under key a. */
  const guardianIc = '780412105511';
  const requestedIc = '880101145522';
  async function otherSealedValues() {
    const [first, second] = [...known.keys()];
    const g = cipherA.seal(guardianIc);
    await db.db.insert(playerGuardians).values({
      playerId: first!,
      fullName: 'Guardian',
      icCiphertext: g.icCiphertext,
      icKeyId: g.icKeyId,
      icLast4: g.icLast4,
      contact: '019-876 5432',
      consentedAt: new Date(),
    });
    await db.db.insert(correctionRequests).values({
      playerId: second!,
      field: 'icNumber',
      ...cipherA.seal(requestedIc),
      reason: 'Typed wrongly',
      dueOn: '2026-01-22',
    });
  }

  const rows = () =>
    db.db
      .select()
      .from(players)
      .where(inArray(players.id, [...known.keys()]));
  const vault = () =>
    createIcVault({ data: createDataAccess(db.db, createRepositories), cipher: cipherBA });

  it('seals numbers stored in clear and clears them', async () => {
    const run = await vault().encryptPlain();
    expect(run).toMatchObject({ done: 2, finished: true });
    for (const row of await rows()) {
      expect(row.icNumber).toBeNull();
      expect(cipherBA.open({ icCiphertext: row.icCiphertext!, icKeyId: row.icKeyId! })).toBe(
        known.get(row.id),
      );
      expect(row.icHash).toBe(cipherBA.hash(known.get(row.id)!));
      expect(row.icLast4).toBe(known.get(row.id)!.slice(-4));
    }
    expect(await vault().encryptPlain()).toMatchObject({ done: 0, finished: true });
  });

  it('rotates in batches, loses nothing when a batch fails, and resumes', async () => {
    await otherSealedValues();
    const stopped = await vault().rotate({ batchSize: 2, maxBatches: 1 });
    expect(stopped).toMatchObject({ done: 2, batches: 1, finished: false });
    const underA = () => rows().then((r) => r.filter((row) => row.icKeyId === 'a'));
    expect(await underA()).toHaveLength(5);

    // A value that cannot be opened makes its batch fail: that batch rolls back, and every
    // value committed so far still opens to the right number.
    const [broken] = await underA();
    await db.db
      .update(players)
      .set({ icCiphertext: cipherA.seal('000000000000').icCiphertext.replace(/^.{4}/, 'AAAA') })
      .where(eq(players.id, broken!.id));
    await expect(vault().rotate({ batchSize: 2 })).rejects.toThrow(IcDecryptError);
    const afterFailure = await rows();
    expect(afterFailure.find((r) => r.id === broken!.id)?.icKeyId).toBe('a');
    for (const row of afterFailure.filter((r) => r.icKeyId === 'b'))
      expect(cipherBA.open({ icCiphertext: row.icCiphertext!, icKeyId: 'b' })).toBe(
        known.get(row.id),
      );

    await db.db
      .update(players)
      .set({ icCiphertext: broken!.icCiphertext })
      .where(eq(players.id, broken!.id));
    const resumed = await vault().rotate({ batchSize: 2 });
    expect(resumed.finished).toBe(true);
    const final = await rows();
    expect(final.every((r) => r.icKeyId === 'b')).toBe(true);
    // The old key can go: the new one alone opens everything.
    const cipherB = createIcCipher(parseDataKeys(b.encryptionKey, a.hashKey));
    for (const row of final)
      expect(cipherB.open({ icCiphertext: row.icCiphertext!, icKeyId: 'b' })).toBe(
        known.get(row.id),
      );
    // Guardians' numbers and those asked for in corrections went to the new key too.
    const [guardian] = await db.db.select().from(playerGuardians);
    const [request] = await db.db.select().from(correctionRequests);
    expect(cipherB.open(guardian!)).toBe(guardianIc);
    expect(cipherB.open({ icCiphertext: request!.icCiphertext!, icKeyId: request!.icKeyId! })).toBe(
      requestedIc,
    );
    const counts = await vault().countByKey();
    expect(counts.find((c) => c.keyId === 'a')).toBeUndefined();
    expect(counts.find((c) => c.keyId === 'b')?.count).toBe(final.length + 2);
  });

  it('rotates the numbers waiting in correction requests too (their approval copies them)', async () => {
    const [first] = known.keys();
    const sealed = cipherA.seal('660606141234');
    const [request] = await db.db
      .insert(correctionRequests)
      .values({
        playerId: first!,
        field: 'icNumber',
        icHash: sealed.icHash,
        icCiphertext: sealed.icCiphertext,
        icKeyId: sealed.icKeyId,
        icLast4: sealed.icLast4,
        reason: 'Typed wrongly at registration',
        dueOn: '2026-12-31',
      })
      .returning();
    // Every player's number is under b now (the test above); the request's is still under a.
    expect(await vault().countByKey()).toContainEqual({ keyId: 'a', count: 1 });
    expect(await vault().rotate({ batchSize: 100 })).toMatchObject({ done: 1, finished: true });
    const [after] = await db.db
      .select()
      .from(correctionRequests)
      .where(eq(correctionRequests.id, request!.id));
    expect(after?.icKeyId).toBe('b');
    const cipherB = createIcCipher(parseDataKeys(b.encryptionKey, a.hashKey));
    expect(cipherB.open({ icCiphertext: after!.icCiphertext!, icKeyId: 'b' })).toBe('660606141234');
    expect(after?.icHash).toBe(sealed.icHash);
    expect((await vault().countByKey()).map((c) => c.keyId)).not.toContain('a');
  });
});
