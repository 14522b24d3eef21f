// The web app's sources as the checks read them: `src/`-relative paths to their text, and how one
// file's import resolves to another.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `src/`-relative source files by path. */
export type SourceTree = ReadonlyMap<string, string>;

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The `src/`-relative file an import specifier names, when it is part of the tree. */
function resolveImport(tree: SourceTree, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  return CANDIDATE_SUFFIXES.map((suffix) => base + suffix).find((file) => tree.has(file)) ?? null;
}

/** The files of the tree that `file` imports. */
export function importsOf(tree: SourceTree, file: string, text: string): string[] {
  return [...text.matchAll(/from\s+'([^']+)'/g)]
    .map((m) => resolveImport(tree, file, m[1]!))
    .filter((target): target is string => target !== null);
}

/** The names a file exports as functions or constants (its components and hooks). */
export function exportedNames(text: string): string[] {
  return [...text.matchAll(/export\s+(?:function|const)\s+(\w+)/g)].map((m) => m[1]!);
}

/** The web app's sources (tests and test helpers left out), keyed by their `src/` path. */
export function readWebSources(srcDir: string): SourceTree {
  const tree = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        tree.set(path.relative(srcDir, file).split(path.sep).join('/'), readFileSync(file, 'utf8'));
      }
    }
  };
  walk(srcDir);
  return tree;
}
