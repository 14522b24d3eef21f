import { generateDataKeys, parseDataKeys } from '../src/lib/personal-data/data-keys';
import { createIcCipher } from '../src/lib/personal-data/ic-cipher';

const generated = generateDataKeys('test1');

/** One set of keys per test process: apps built by tests and the factories share it. */
export const TEST_DATA_KEYS = parseDataKeys(generated.encryptionKey, generated.hashKey);
export const TEST_DATA_KEY_ENV = {
  DATA_ENCRYPTION_KEY: generated.encryptionKey,
  DATA_HASH_KEY: generated.hashKey,
};
export const testIcCipher = createIcCipher(TEST_DATA_KEYS);
