// Proves the import-circle rule (eslint/import-cycles.js) bites: the fixtures in
// eslint/fixtures/cycles hold one circle of value imports and one of type-only imports, each
// linted with the repository's own ESLint configuration; and the real tree has no circle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { findCycles, resolverOf } from './import-cycles.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const RULE = 'local/no-cycle';
const FIXTURES = 'eslint/fixtures/cycles';

/**
 * Only the circle rule runs, without type information (the lint stage runs the rest). The
 * fixtures are ignored by the repository's configuration, so that `eslint .` passes: here
 * ignoring is off.
 */
const eslint = new ESLint({
  cwd: ROOT,
  ignore: false,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The circle messages ESLint gives `source` when it stands at `file`. */
async function cycleErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

function fixture(name: string) {
  const file = `${FIXTURES}/${name}`;
  return { file, source: readFileSync(path.join(ROOT, file), 'utf8') };
}

describe('import circles', () => {
  it('refuses a circle of value imports, on both sides', async () => {
    for (const [name, other] of [
      ['value-a.ts', 'value-b'],
      ['value-b.ts', 'value-a'],
    ] as const) {
      const { file, source } = fixture(name);
      const errors = await cycleErrors(file, source);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`./${other} → ${FIXTURES}/${name}`);
    }
  });

  it('refuses a circle of type-only imports', async () => {
    const { file, source } = fixture('type-a.ts');
    const errors = await cycleErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /type-only imports count.*\.\/type-b → eslint\/fixtures\/cycles\/type-a\.ts/,
    );
  });

  it('accepts the same file once the import back is gone', async () => {
    const { file, source } = fixture('type-b.ts');
    const errors = await cycleErrors(file, source.replace(/^import type .*$/m, ''));
    expect(errors).toEqual([]);
  });

  it("follows a circle through other files, the web app's @/ paths and import()", async () => {
    // The news feature's index.ts leads to this component (through a lazy import()): importing
    // the index back closes a circle.
    const file = 'apps/web/src/features/news/components/latest-news-section.tsx';
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    expect(await cycleErrors(file, source)).toEqual([]);
    const errors = await cycleErrors(
      file,
      `${source}\nexport const load = () => import('@/features/news');\n`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `@/features/news → apps/web/src/features/news/components/lazy-sections.ts → ${file}`,
    );
  });
});

describe('the tree', () => {
  const WORKSPACES = ['apps/server', 'apps/web', 'packages/shared'];
  const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'data', 'test-results']);

  function sources(dir: string): string[] {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(rel);
      return /\.tsx?$/.test(entry.name) ? [path.join(ROOT, rel)] : [];
    });
  }

  it('has no import circle in the server, the web app or the shared package', async () => {
    const resolvers = new Map<string, (specifier: string, from: string) => string | null>();
    for (const workspace of WORKSPACES) {
      const config = (await eslint.calculateConfigForFile(
        path.join(ROOT, workspace, 'src/index.ts'),
      )) as { settings: Record<string, Parameters<typeof resolverOf>[0]> };
      resolvers.set(workspace, resolverOf(config.settings['import-x/resolver-next']!));
    }
    const files = WORKSPACES.flatMap(sources);
    expect(files.length).toBeGreaterThan(1000);
    // A file outside the three (none today) would resolve as the shared package does.
    const resolverFor = (file: string) =>
      resolvers.get(WORKSPACES.find((w) => file.startsWith(path.join(ROOT, w, path.sep))) ?? '') ??
      resolvers.get('packages/shared')!;
    const cycles = findCycles(files, resolverFor).map((cycle) =>
      cycle.map((file) => path.relative(ROOT, file)),
    );
    expect(cycles).toEqual([]);
  });
});
