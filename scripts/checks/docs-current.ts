// The docs that lead a newcomer to the code (docs/architecture.md, docs/glossary.md, the ADRs)
// must say what the tree holds (issue 40): every migration, ADR, server module and web feature
// listed, and every repository path they write in backticks present. This finds where they drift.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ARCHITECTURE = 'docs/architecture.md';
export const GLOSSARY = 'docs/glossary.md';
export const DECISIONS = 'docs/decisions';
export const MIGRATIONS = 'apps/server/src/db/migrations';
export const SERVER_MODULES = 'apps/server/src/modules';
export const WEB_FEATURES = 'apps/web/src/features';

/** Build output, dependencies and local data: never what a doc's path means. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.tmp',
  'backups',
]);

/**
 * Paths ADRs name on purpose though they are gone: the context of a decision that removed them.
 * Each entry is `<doc>|<path as written>`.
 */
export const HISTORICAL_PATHS: ReadonlySet<string> = new Set([
  // Issue 13's starting point: the module file the module pattern replaced.
  'docs/decisions/008-module-pattern-and-unit-of-work.md|community.module.ts',
  // Issue 28's move; the hook was replaced by hooks/use-form-submit (docs/forms.md).
  'docs/decisions/009-architecture-boundaries.md|hooks/use-save-attempt',
]);

/**
 * First segments of paths from the repository's root (`apps/…`), or relative to a workspace's
 * source (`lib/…`, `modules/…`).
 */
const SOURCE_DIRS = new Set([
  'apps',
  'packages',
  'docs',
  'scripts',
  'eslint',
  'deploy',
  '.ci',
  'src',
  'app',
  'cli',
  'components',
  'composition',
  'config',
  'db',
  'e2e',
  'features',
  'hooks',
  'lib',
  'messages',
  'modules',
  'ops',
  'plugins',
  'processes',
  'public',
  'routes',
  'seed',
  'test',
]);

/** Extensions that make a bare name (`settlement.service.ts`) a repository file. */
const SOURCE_FILE = /\.(ts|tsx|mts|cts|sql)$/;
/** With a folder in front, scripts and documents count too (`public/player/card-sw.js`). */
const ANY_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sql|css|md|json|yaml|yml|sh)$/;
/** Import specifiers name files without their extension (`lib/with-queries`). */
const IMPORT_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export interface DocsTree {
  /** Every file and folder, repository-relative with `/`. */
  paths: ReadonlySet<string>;
  /** The docs to check, repository-relative path → text. */
  docs: ReadonlyMap<string, string>;
}

export interface DocProblem {
  doc: string;
  line?: number;
  problem: string;
}

/** Walks the repository (without build output and dependencies) and reads the docs to check. */
export function readDocsTree(root: string): DocsTree {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      paths.add(rel);
      if (entry.isDirectory()) walk(rel);
    }
  };
  walk('');
  const docs = new Map<string, string>();
  for (const doc of [ARCHITECTURE, GLOSSARY, ...childrenOf(paths, DECISIONS)]) {
    if (doc.endsWith('.md') && paths.has(doc)) {
      docs.set(doc, readFileSync(path.join(root, doc), 'utf8'));
    }
  }
  return { paths, docs };
}

/** The direct children of `dir` in the tree, as repository-relative paths, sorted. */
function childrenOf(paths: ReadonlySet<string>, dir: string): string[] {
  return [...paths].filter((p) => path.posix.dirname(p) === dir).sort();
}

/**
 * What a backticked token names, if it reads as a repository path: `null` for anything else
 * (URLs, placeholders, globs, environment variables, package names, build output).
 */
export function pathOf(token: string): string | null {
  const t = token.replace(/^\.\//, '').replace(/\/$/, '');
  if (!/^[\w.@[\]-]+(\/[\w.@[\]-]+)*$/.test(t)) return null;
  const segments = t.split('/');
  const first = segments[0]!;
  if (/^[A-Z0-9_]+$/.test(first)) return null; // DATA_DIR/…, LISTEN/NOTIFY
  if (segments.some((s) => SKIPPED_DIRS.has(s) || s === '..')) return null;
  if (segments.length === 1) {
    return SOURCE_FILE.test(t) && !t.startsWith('.') ? t : null;
  }
  return ANY_FILE.test(t) || SOURCE_DIRS.has(first) ? t : null;
}

/** Whether `written` names a file or folder: from the root, or as the tail of a longer path. */
function exists(tree: DocsTree, written: string, rootEntries: ReadonlySet<string>): boolean {
  const first = written.split('/')[0]!;
  if (rootEntries.has(first)) return IMPORT_SUFFIXES.some((s) => tree.paths.has(written + s));
  for (const p of tree.paths) {
    for (const suffix of IMPORT_SUFFIXES) {
      const wanted = written + suffix;
      if (p === wanted || p.endsWith(`/${wanted}`)) return true;
    }
  }
  return false;
}

/** Every backticked repository path in the docs that names nothing in the tree. */
export function findMissingPaths(tree: DocsTree): DocProblem[] {
  const rootEntries = new Set([...tree.paths].filter((p) => !p.includes('/')));
  const problems: DocProblem[] = [];
  for (const [doc, text] of tree.docs) {
    text.split('\n').forEach((lineText, index) => {
      for (const match of lineText.matchAll(/`([^`]+)`/g)) {
        const written = pathOf(match[1]!);
        if (written === null || HISTORICAL_PATHS.has(`${doc}|${match[1]}`)) continue;
        if (!exists(tree, written, rootEntries)) {
          problems.push({ doc, line: index + 1, problem: `\`${written}\` does not exist` });
        }
      }
    });
  }
  return problems;
}

/** Relative Markdown links (`[ADR 026](decisions/026-ranking-model.md)`) that lead nowhere. */
export function findBrokenLinks(tree: DocsTree): DocProblem[] {
  const problems: DocProblem[] = [];
  for (const [doc, text] of tree.docs) {
    text.split('\n').forEach((lineText, index) => {
      for (const match of lineText.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!.split('#')[0]!;
        if (target === '' || /^[a-z]+:/i.test(target)) continue;
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(doc), target));
        if (resolved.startsWith('..')) continue; // ../shared/docs: outside the repository
        if (!tree.paths.has(resolved.replace(/\/$/, ''))) {
          problems.push({ doc, line: index + 1, problem: `link to \`${target}\` leads nowhere` });
        }
      }
    });
  }
  return problems;
}

/**
 * What docs/architecture.md must list: each migration file by name (`0036_payment_methods.sql`),
 * each ADR as a row of the decision records (`| [026](decisions/026-ranking-model.md)`), each
 * server module as a row of the modules table (`| \`payments\``)
 * and each web feature as a row of the features table (`| \`features/payments\``).
 */
export function findUnlisted(tree: DocsTree): DocProblem[] {
  const text = tree.docs.get(ARCHITECTURE);
  if (text === undefined) return [{ doc: ARCHITECTURE, problem: 'missing' }];
  const wanted: { file: string; mark: string; what: string }[] = [
    ...childrenOf(tree.paths, MIGRATIONS)
      .filter((p) => p.endsWith('.sql'))
      .map((p) => ({ file: p, mark: `\`${path.posix.basename(p)}\``, what: 'migration' })),
    ...childrenOf(tree.paths, DECISIONS)
      .filter((p) => p.endsWith('.md'))
      .map((p) => ({
        file: p,
        mark: `\n| [${path.posix.basename(p).slice(0, 3)}](decisions/${path.posix.basename(p)})`,
        what: 'ADR (a row of §17)',
      })),
    ...childrenOf(tree.paths, SERVER_MODULES).map((p) => ({
      file: p,
      mark: `\n| \`${path.posix.basename(p)}\``,
      what: 'server module (a row of §12)',
    })),
    ...childrenOf(tree.paths, WEB_FEATURES).map((p) => ({
      file: p,
      mark: `\n| \`features/${path.posix.basename(p)}\``,
      what: 'web feature (a row of §13)',
    })),
  ];
  return wanted
    .filter(({ mark }) => !`\n${text}`.includes(mark))
    .map(({ file, mark, what }) => ({
      doc: ARCHITECTURE,
      problem: `${what} \`${file}\` is not listed (wanted: ${mark.trim()})`,
    }));
}

/** All of the above, one line each: `doc:line: problem`. */
export function findDocProblems(tree: DocsTree): string[] {
  return [...findUnlisted(tree), ...findMissingPaths(tree), ...findBrokenLinks(tree)].map(
    ({ doc, line, problem }) => `${doc}${line === undefined ? '' : `:${line}`}: ${problem}`,
  );
}
