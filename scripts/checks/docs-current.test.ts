// The docs that lead to the code stay current (issue 40): docs/architecture.md lists every
// migration, ADR, server module and web feature, and no backticked path in it, the glossary or
// an ADR names a file that is not there. See `docs-current.ts` for what counts as a path.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ARCHITECTURE, findDocProblems, pathOf, readDocsTree, type DocsTree } from './docs-current';

const ROOT = path.resolve(import.meta.dirname, '../..');

const LISTED = `# Architecture

| migration | what it changes |
| --- | --- |
| \`0000_initial.sql\` | players |

| module | owns |
| --- | --- |
| \`players\` | registration |

| feature | what it holds |
| --- | --- |
| \`features/players\` | registration |

| ADR | subject |
| --- | --- |
| [001](decisions/001-sessions-and-csrf.md) | sessions |

Rules live in \`modules/players/players.service.ts\`, screens in
\`apps/web/src/features/players/components/registration-form.tsx\`.
`;

const FILES = [
  'apps/server/src/db/migrations/0000_initial.sql',
  'apps/server/src/modules/players/players.service.ts',
  'apps/web/src/features/players/components/registration-form.tsx',
  'docs/decisions/001-sessions-and-csrf.md',
];

/** A tree holding `files` (and their folders) and `docs/architecture.md` with `text`. */
function tree(text: string, files: readonly string[] = FILES): DocsTree {
  const paths = new Set<string>([ARCHITECTURE, 'docs']);
  for (const file of files) {
    const parts = file.split('/');
    parts.forEach((_, i) => paths.add(parts.slice(0, i + 1).join('/')));
  }
  return { paths, docs: new Map([[ARCHITECTURE, text]]) };
}

describe('docs that lead to the code', () => {
  it('list every migration, ADR, module and feature, and name only paths that exist', () => {
    expect(findDocProblems(readDocsTree(ROOT))).toEqual([]);
  });

  it('accept a doc that lists everything and names paths that exist', () => {
    expect(findDocProblems(tree(LISTED))).toEqual([]);
  });

  it('report a migration that is not listed, by its file name', () => {
    const files = [...FILES, 'apps/server/src/db/migrations/0001_tournaments.sql'];
    expect(findDocProblems(tree(LISTED, files))).toEqual([
      'docs/architecture.md: migration `apps/server/src/db/migrations/0001_tournaments.sql` ' +
        'is not listed (wanted: `0001_tournaments.sql`)',
    ]);
  });

  it('report an ADR without its row, though it is linked elsewhere', () => {
    const files = [...FILES, 'docs/decisions/002-embedded-database-and-test-isolation.md'];
    const text = `${LISTED}\nSee [ADR 002](decisions/002-embedded-database-and-test-isolation.md).\n`;
    expect(findDocProblems(tree(text, files))).toEqual([
      'docs/architecture.md: ADR (a row of §17) ' +
        '`docs/decisions/002-embedded-database-and-test-isolation.md` is not listed ' +
        '(wanted: | [002](decisions/002-embedded-database-and-test-isolation.md))',
    ]);
  });

  it('report a server module and a web feature without their rows', () => {
    const files = [
      ...FILES,
      'apps/server/src/modules/payments/index.ts',
      'apps/web/src/features/payments/index.ts',
    ];
    expect(findDocProblems(tree(LISTED, files))).toEqual([
      'docs/architecture.md: server module (a row of §12) `apps/server/src/modules/payments` ' +
        'is not listed (wanted: | `payments`)',
      'docs/architecture.md: web feature (a row of §13) `apps/web/src/features/payments` ' +
        'is not listed (wanted: | `features/payments`)',
    ]);
  });

  it('report the exact path that no longer exists, with its line', () => {
    const renamed = FILES.map((f) => f.replace('players.service.ts', 'players-rules.service.ts'));
    const text = `${LISTED}Payments: \`apps/server/src/modules/payments/payments.service.ts\`.\n`;
    expect(findDocProblems(tree(text, renamed))).toEqual([
      'docs/architecture.md:19: `modules/players/players.service.ts` does not exist',
      'docs/architecture.md:21: `apps/server/src/modules/payments/payments.service.ts` does not exist',
    ]);
  });

  it('report a relative link that leads nowhere', () => {
    const text = `${LISTED}[Security](security.md)\n`;
    expect(findDocProblems(tree(text))).toEqual([
      'docs/architecture.md:21: link to `security.md` leads nowhere',
    ]);
  });

  it('read as paths only what names a repository file or folder', () => {
    expect(pathOf('plugins/route-access.ts')).toBe('plugins/route-access.ts');
    expect(pathOf('settlement.worker.ts')).toBe('settlement.worker.ts');
    expect(pathOf('lib/with-queries')).toBe('lib/with-queries');
    expect(pathOf('apps/web/e2e/')).toBe('apps/web/e2e');
    for (const other of [
      '/api/health',
      'modules/<domain>/',
      'messages/ms/*.ts',
      'DATA_DIR/uploads',
      'LISTEN/NOTIFY',
      'ipaddr.js',
      '.d.ts',
      'apps/server/dist/cluster.js',
      'https://example.org/a.ts',
      'GET /api/ready',
    ]) {
      expect(pathOf(other), other).toBeNull();
    }
  });
});
