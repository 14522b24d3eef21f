// Proves the architecture zones (eslint/boundaries.js) bite: each fixture below is real source
// with one forbidden import added, linted with the repository's own ESLint configuration.
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const RULE = 'import-x/no-restricted-paths';

const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint gives `source` when it stands at `file`. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const WEB_FEATURE_FILE = 'apps/web/src/features/news/components/latest-news-section.tsx';
const SERVER_SERVICE_FILE = 'apps/server/src/modules/news/news.service.ts';

describe('architecture boundaries', () => {
  it("refuses a feature importing another feature's internals", async () => {
    const errors = await boundaryErrors(
      WEB_FEATURE_FILE,
      "export { ProfilePanel } from '@/features/players/components/profile-panel';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through its index\.ts/);
  });

  it('accepts a feature importing another through its index.ts', async () => {
    const errors = await boundaryErrors(WEB_FEATURE_FILE, "export * from '@/features/players';\n");
    expect(errors).toEqual([]);
  });

  it('refuses a feature importing app/', async () => {
    const errors = await boundaryErrors(
      WEB_FEATURE_FILE,
      "export { ADMIN_SECTIONS } from '@/app/routes/admin/admin-sections';\n",
    );
    expect(errors.some((m) => /Features never import app\//.test(m))).toBe(true);
  });

  it('refuses shared code (lib/) importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/error-text.ts',
      "export { useNews } from '@/features/news/api/get-news';\n",
    );
    expect(errors.some((m) => /must not depend on features\//.test(m))).toBe(true);
  });

  it("refuses a server module importing another module's internals", async () => {
    const errors = await boundaryErrors(
      SERVER_SERVICE_FILE,
      "export { createPlayersRepository } from '../players/players.repository';\n",
    );
    expect(errors.some((m) => /modules\/players\/index\.ts/.test(m))).toBe(true);
  });

  it('refuses a service importing db/', async () => {
    const errors = await boundaryErrors(
      SERVER_SERVICE_FILE,
      "export { openDatabase } from '../../db/client';\n",
    );
    expect(errors.some((m) => /never touch the database handle/.test(m))).toBe(true);
  });
});
