import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  FILE_LENGTH_EXEMPTIONS,
  lineCount,
  longSourceFiles,
  MAX_LINES,
  type LongFile,
} from './file-length';

const ROOT = path.resolve(import.meta.dirname, '../..');

const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const l${i} = ${i};\n`);

describe('no source file over 400 lines', () => {
  const long = longSourceFiles(ROOT);

  it('finds none outside the exemption list', () => {
    const offenders = long
      .filter(({ file }) => !(file in FILE_LENGTH_EXEMPTIONS))
      .map(({ file, lines: n }) => `${file}: ${n} lines (split it along its seams)`);
    expect(offenders).toEqual([]);
  });

  it('exempts only files that are still over the limit, each with a reason', () => {
    const stillLong = new Set(long.map(({ file }) => file));
    for (const [file, reason] of Object.entries(FILE_LENGTH_EXEMPTIONS)) {
      expect(reason.length, file).toBeGreaterThan(0);
      // A file split since: take it off the list so it cannot grow back unnoticed.
      expect(stillLong.has(file), `${file} is no longer over ${MAX_LINES} lines`).toBe(true);
    }
  });
});

describe('the length check', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'file-length-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('apps/web/src/features/x/too-long.tsx', lines(MAX_LINES + 1).join(''));
  write('apps/web/src/features/x/just-fits.tsx', lines(MAX_LINES).join(''));
  write(
    'packages/shared/src/no-final-newline.ts',
    lines(MAX_LINES + 1)
      .join('')
      .trimEnd(),
  );
  write('apps/server/src/big.test.ts', lines(MAX_LINES * 2).join(''));
  write('scripts/checks/fixtures/bad.ts', lines(MAX_LINES * 2).join(''));
  write('apps/server/test/helper.ts', lines(MAX_LINES * 2).join(''));
  write('eslint/rules.js', lines(MAX_LINES + 5).join(''));

  it('reports a source file over the limit and passes one at it', () => {
    const found: LongFile[] = longSourceFiles(dir);
    expect(found).toEqual([
      { file: 'eslint/rules.js', lines: MAX_LINES + 5 },
      { file: 'apps/web/src/features/x/too-long.tsx', lines: MAX_LINES + 1 },
      { file: 'packages/shared/src/no-final-newline.ts', lines: MAX_LINES + 1 },
    ]);
  });

  it('counts lines as wc -l and editors do', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\n\n')).toBe(2);
  });
});
