import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../../config/env';

import {
  DataKeyError,
  DEV_KEYS_FILE,
  generateDataKeys,
  loadOrCreateDevDataKeys,
  parseDataKeys,
} from './data-keys';
import { createIcCipher, IcDecryptError } from './ic-cipher';

const IC = '900101145678';

describe('IC cipher', () => {
  const a = generateDataKeys('a');
  const b = generateDataKeys('b');
  const keysA = parseDataKeys(a.encryptionKey, a.hashKey);

  it('seals an IC number it can open again, never holding the digits in clear', () => {
    const cipher = createIcCipher(keysA);
    const sealed = cipher.seal(IC);
    expect(sealed).toMatchObject({ icKeyId: 'a', icLast4: '5678' });
    expect(sealed.icCiphertext).not.toContain(IC);
    expect(Buffer.from(sealed.icCiphertext, 'base64').toString('latin1')).not.toContain(IC);
    expect(sealed.icHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.open(sealed)).toBe(IC);
    // A fresh IV each time: equal numbers do not give equal ciphertexts, but equal hashes.
    const again = cipher.seal(IC);
    expect(again.icCiphertext).not.toBe(sealed.icCiphertext);
    expect(again.icHash).toBe(sealed.icHash);
  });

  it('refuses a tampered value and a value under a key it does not hold', () => {
    const cipher = createIcCipher(keysA);
    const sealed = cipher.seal(IC);
    const raw = Buffer.from(sealed.icCiphertext, 'base64');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    expect(() => cipher.open({ ...sealed, icCiphertext: raw.toString('base64') })).toThrow(
      IcDecryptError,
    );
    expect(() => cipher.open({ ...sealed, icKeyId: 'b' })).toThrow(/no key "b"/);
    const other = createIcCipher(parseDataKeys(`a:${b.encryptionKey.slice(2)}`, a.hashKey));
    expect(() => other.open(sealed)).toThrow(IcDecryptError);
  });

  it('opens values under an older key once the new one is first, and hashes by one key', () => {
    const old = createIcCipher(keysA).seal(IC);
    const ring = parseDataKeys(`${b.encryptionKey},${a.encryptionKey}`, a.hashKey);
    const cipher = createIcCipher(ring);
    expect(cipher.open(old)).toBe(IC);
    expect(cipher.seal(IC).icKeyId).toBe('b');
    expect(cipher.hash(IC)).toBe(old.icHash);
  });
});

describe('data keys', () => {
  it('refuses malformed keys, naming what is wrong', () => {
    const { encryptionKey, hashKey } = generateDataKeys('k1');
    expect(() => parseDataKeys('no-id-here', hashKey)).toThrow(DataKeyError);
    expect(() => parseDataKeys('k1:c2hvcnQ=', hashKey)).toThrow(/32 bytes/);
    expect(() => parseDataKeys(`${encryptionKey},${encryptionKey}`, hashKey)).toThrow(/repeats/);
    expect(() => parseDataKeys(encryptionKey, 'c2hvcnQ=')).toThrow(/DATA_HASH_KEY/);
    expect(() => parseDataKeys('', hashKey)).toThrow(DataKeyError);
  });

  it('production refuses to start without keys; bad keys are a configuration error', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://mpa.example' };
    expect(() => loadConfig(production)).toThrow(
      /DATA_ENCRYPTION_KEY and DATA_HASH_KEY are required/,
    );
    const keys = generateDataKeys('prod1');
    const config = loadConfig({
      ...production,
      DATA_ENCRYPTION_KEY: keys.encryptionKey,
      DATA_HASH_KEY: keys.hashKey,
    });
    expect(config.dataKeys?.currentKeyId).toBe('prod1');
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'x:y', DATA_HASH_KEY: keys.hashKey })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: keys.encryptionKey })).toThrow(/set together/);
    expect(loadConfig({}).dataKeys).toBeUndefined();
  });

  it('development generates keys into the data directory once, with a warning', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mpa-keys-'));
    try {
      const warnings: string[] = [];
      const first = await loadOrCreateDevDataKeys(dir, (m) => warnings.push(m));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/generated development keys/);
      const file = path.join(dir, DEV_KEYS_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const second = await loadOrCreateDevDataKeys(dir, (m) => warnings.push(m));
      expect(warnings).toHaveLength(1);
      const cipher = createIcCipher(second);
      expect(cipher.open(createIcCipher(first).seal(IC))).toBe(IC);
      expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('hashKey');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
