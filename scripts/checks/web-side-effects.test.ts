// apps/web/package.json lists the modules with import side effects (`sideEffects`, ADR 009): the
// production build drops any other module nothing uses, so a module imported only for its side
// effect (`import './x'`) must be on that list, or it silently vanishes from the bundle while the
// tests (which do not bundle) still pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../../apps/web');
const SRC = path.join(WEB, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The package-relative path (`./src/…`) a side-effect import names, or null for a package. */
function importedFile(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return null;
  if (!path.extname(target)) target += '.ts';
  return `./${path.relative(WEB, target).replaceAll(path.sep, '/')}`;
}

/** `sideEffects` patterns as bundlers read them: a name without a slash matches in any folder. */
function isListed(file: string, patterns: string[]): boolean {
  return patterns.some((pattern) =>
    pattern.includes('/')
      ? file === pattern
      : new RegExp(`/${pattern.replaceAll('.', '\\.').replaceAll('*', '[^/]*')}$`).test(file),
  );
}

it('lists every module the web app imports only for its side effects', () => {
  const { sideEffects } = JSON.parse(readFileSync(path.join(WEB, 'package.json'), 'utf8')) as {
    sideEffects: string[];
  };
  const imports = sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import '([^']+)';$/gm)].map((m) => ({
      file,
      target: importedFile(file, m[1]!),
    })),
  );
  expect(imports.length).toBeGreaterThan(0);
  const unlisted = imports
    .filter((i) => i.target !== null && !isListed(i.target, sideEffects))
    .map((i) => `${path.relative(WEB, i.file)} imports ${i.target}`);
  expect(unlisted).toEqual([]);
  for (const entry of ['./src/main.tsx', './src/boot.tsx', './src/entry-server.tsx']) {
    expect(sideEffects).toContain(entry);
  }
});
