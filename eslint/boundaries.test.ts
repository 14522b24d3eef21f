// Proves the architecture zones (eslint/boundaries.js) bite: each fixture below is real source
// with one forbidden import added, linted with the repository's own ESLint configuration.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const RULE = 'import-x/no-restricted-paths';

/**
 * Only the boundary rule runs, without type information: the repository's other rules (type-aware
 * ones, and local/no-cycle walking the whole import graph) cost a minute here and are the
 * lint stage's business.
 */
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The boundary messages ESLint gives `source` when it stands at `file`. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const WEB_FEATURE_FILE = 'apps/web/src/features/news/components/latest-news-section.tsx';
const WEB_ROUTE_FILE = 'apps/web/src/app/routes/public/about.tsx';
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

  it("refuses app/ importing a feature's internals, statically or lazily", async () => {
    const errors = await boundaryErrors(
      WEB_ROUTE_FILE,
      "export { AboutContent } from '@/features/about/components/about-content';\n" +
        "export const load = () => import('@/features/home/components/portal-section');\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/features\/about only through its index\.ts/);
    expect(errors[1]).toMatch(/features\/home only through its index\.ts/);
  });

  it('accepts app/ importing a feature through its index.ts', async () => {
    const errors = await boundaryErrors(
      WEB_ROUTE_FILE,
      "export { AboutContent } from '@/features/about';\n" +
        "export const load = () => import('@/features/home');\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses lib/ importing hooks/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/auth/player-me.ts',
      "export { useIsHydrated } from '@/hooks/use-is-hydrated';\n",
    );
    expect(errors.some((m) => /never import hooks\//.test(m))).toBe(true);
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

describe('feature shape', () => {
  const FEATURES = path.join(ROOT, 'apps/web/src/features');
  const FOLDERS = new Set(['api', 'components', 'hooks', 'utils']);

  it('gives every web feature an index.ts and only the api/, components/, hooks/, utils/ folders', () => {
    const features = readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(features.length).toBeGreaterThan(0);
    const misshapen = features.flatMap((feature) => {
      const entries = readdirSync(path.join(FEATURES, feature.name), { withFileTypes: true });
      const stray = entries
        .filter((e) => (e.isDirectory() ? !FOLDERS.has(e.name) : e.name !== 'index.ts'))
        .map((e) => `${feature.name}/${e.name}`);
      const hasIndex = entries.some((e) => e.isFile() && e.name === 'index.ts');
      return hasIndex ? stray : [...stray, `${feature.name}/index.ts missing`];
    });
    expect(misshapen).toEqual([]);
  });
});
