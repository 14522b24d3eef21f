import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The keys that protect personal data at rest (ADR 015):
 * - `encryption`: AES-256-GCM keys by id; the first is current (new values), the rest only
 *   decrypt values not yet rotated.
 * - `hash`: one HMAC-SHA256 key for the lookup hash (uniqueness, search). It is not rotated with
 *   the encryption keys, so a lookup never has to try several.
 */
export interface DataKeys {
  currentKeyId: string;
  encryption: ReadonlyMap<string, Buffer>;
  hash: Buffer;
}

export class DataKeyError extends Error {}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

function decodeKey(name: string, base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32)
    throw new DataKeyError(`${name} must be 32 bytes in base64 (openssl rand -base64 32)`);
  return key;
}

/**
 * `DATA_ENCRYPTION_KEY="2026b:<base64>,2026a:<base64>"` (current first) and
 * `DATA_HASH_KEY="<base64>"`.
 */
export function parseDataKeys(encryptionKeys: string, hashKey: string): DataKeys {
  const encryption = new Map<string, Buffer>();
  for (const entry of encryptionKeys
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!KEY_ID.test(id))
      throw new DataKeyError(
        'DATA_ENCRYPTION_KEY entries must look like "<id>:<base64 key>" (id: letters, digits, - or _)',
      );
    if (encryption.has(id))
      throw new DataKeyError(`DATA_ENCRYPTION_KEY repeats the key id "${id}"`);
    encryption.set(id, decodeKey(`DATA_ENCRYPTION_KEY "${id}"`, entry.slice(colon + 1)));
  }
  const currentKeyId = encryption.keys().next().value;
  if (currentKeyId === undefined) throw new DataKeyError('DATA_ENCRYPTION_KEY has no key');
  return { currentKeyId, encryption, hash: decodeKey('DATA_HASH_KEY', hashKey) };
}

export function generateDataKeys(keyId = 'dev1'): { encryptionKey: string; hashKey: string } {
  return {
    encryptionKey: `${keyId}:${randomBytes(32).toString('base64')}`,
    hashKey: randomBytes(32).toString('base64'),
  };
}

export const DEV_KEYS_FILE = 'data-keys.json';

/**
 * Development only: the keys in `<dataDir>/data-keys.json`, made on first start. Losing the file
 * makes the IC numbers of that data directory unreadable, which is why production refuses to
 * start without keys from the environment (config/env.ts).
 */
export async function loadOrCreateDevDataKeys(
  dataDir: string,
  warn: (message: string) => void,
): Promise<DataKeys> {
  const file = path.join(dataDir, DEV_KEYS_FILE);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    if (typeof stored.encryptionKey === 'string' && typeof stored.hashKey === 'string')
      return parseDataKeys(stored.encryptionKey, stored.hashKey);
    throw new DataKeyError(`${file} is not a keys file`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const generated = generateDataKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  warn(
    `DATA_ENCRYPTION_KEY and DATA_HASH_KEY are not set: generated development keys into ${file}. ` +
      'Set both in production (the server refuses to start without them there).',
  );
  return parseDataKeys(generated.encryptionKey, generated.hashKey);
}
