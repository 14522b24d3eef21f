// House style: no source file over 400 lines (issue 40). A long file is split along its seams
// (one component per file, helpers in their own file, data by topic); the few that may stay
// long for now are named in FILE_LENGTH_EXEMPTIONS with the reason.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const MAX_LINES = 400;

/**
 * What counts as source: the apps' and packages' `src/` (test helpers under `src/testing/`
 * included) and the repository's own tooling (`scripts/`, `eslint/`). Test files
 * (`*.test.*`, `*.spec.*`), the servers' test folders (`apps/*\/test`, `apps/*\/e2e`,
 * `apps/server/processes`) and the checks' deliberately bad fixtures are not: a test file
 * grows with its behaviours, one `describe` each.
 */
export const SOURCE_ROOTS = ['apps/*/src', 'packages/*/src', 'scripts', 'eslint'] as const;

const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'fixtures']);

/** Files allowed over the limit, by path from the repository root, each with its reason. */
export const FILE_LENGTH_EXEMPTIONS: Readonly<Record<string, string>> = {
  // The English-to-Malay message catalogue: one entry per sentence, to be replaced by the
  // "one system for error texts" work of issue 40, not split by hand meanwhile.
  'packages/shared/src/messages-ms.ts': 'message catalogue, replaced by one system for error texts',
};

/** The number of lines as `wc -l` and editors count them (a final newline ends the last). */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

function sourceFilesIn(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFilesIn(file);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [file] : [];
  });
}

/** The folders a root names: `apps/*\/src` is each app's `src`. */
function expandRoot(root: string, pattern: string): string[] {
  const [first, star, ...rest] = pattern.split('/');
  if (star !== '*') return [path.join(root, pattern)];
  let names: string[];
  try {
    names = readdirSync(path.join(root, first!), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  return names.map((name) => path.join(root, first!, name, ...rest));
}

export interface LongFile {
  /** Path from `root`, with forward slashes. */
  file: string;
  lines: number;
}

/** Every source file under `root` over `MAX_LINES` lines, longest first. */
export function longSourceFiles(root: string, roots: readonly string[] = SOURCE_ROOTS): LongFile[] {
  return roots
    .flatMap((pattern) => expandRoot(root, pattern))
    .flatMap(sourceFilesIn)
    .map((file) => ({
      file: path.relative(root, file).split(path.sep).join('/'),
      lines: lineCount(readFileSync(file, 'utf8')),
    }))
    .filter(({ lines }) => lines > MAX_LINES)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}
