// Every installed package must support the Node versions the project promises (package.json
// `engines`, which the README repeats): npm on Node 20 then installs without engine warnings.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import semver from 'semver';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface LockFile {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

it('installs no package whose engines exclude the oldest Node the project supports', () => {
  const promised = readJson<{ engines: { node: string } }>('package.json').engines.node;
  const oldest = semver.minVersion(promised);
  expect(oldest).not.toBeNull();
  const lock = readJson<LockFile>('package-lock.json');
  const refusing = Object.entries(lock.packages)
    .filter(([name, entry]) => name !== '' && !Array.isArray(entry.engines) && entry.engines?.node)
    .filter(([, entry]) => {
      const range = (entry.engines as { node: string }).node;
      return !semver.satisfies(oldest!, range, { includePrerelease: true });
    })
    .map(([name, entry]) => `${name}@${entry.version} wants node ${JSON.stringify(entry.engines)}`);
  expect(refusing).toEqual([]);
});
