// Every message key is read somewhere in the web app: a key no code reads is dead text that
// translators would keep translating. See `unused-messages.ts` for how reads are found.
import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { findUnusedMessages } from './unused-messages';

const WEB = path.resolve(import.meta.dirname, '../../apps/web');

describe('message keys', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  it('are all read by the web app', () => {
    expect(findUnusedMessages(WEB)).toEqual([]);
  });

  it('reports a key nobody reads', () => {
    // A copy of the app's catalogue and one component, with a key added that nothing reads.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'unused-messages-'));
    copies.push(dir);
    cpSync(path.join(WEB, 'src/messages'), path.join(dir, 'src/messages'), { recursive: true });
    const nav = path.join(dir, 'src/messages/en/nav.ts');
    writeFileSync(
      nav,
      "export const nav = {\n  home: 'Home',\n  nobodyReadsThis: 'Unused',\n  menu: { open: 'Open', close: 'Close' },\n};\n",
    );
    writeFileSync(
      path.join(dir, 'src/reader.ts'),
      "import { nav } from './messages/en/nav';\nexport const text = nav.home;\nexport const menu = nav.menu;\n",
    );
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          noEmit: true,
        },
        files: ['src/reader.ts', 'src/messages/en/nav.ts'],
      }),
    );
    expect(findUnusedMessages(dir)).toEqual(['nav.nobodyReadsThis']);
  });
});
