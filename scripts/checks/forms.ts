// One form pattern in the web app (docs/forms.md, issue 29): react-hook-form with the shared zod
// schema, sent through `useFormSubmit`. This finds the files that render a form another way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The hook every form sends through; the only caller of react-hook-form's `handleSubmit`. */
export const SUBMIT_HOOK = 'hooks/use-form-submit.ts';

/** The admin kit's dialog frame: it renders the `<form>` its callers fill. */
const FORM_FRAME = 'components/admin/form-modal.tsx';

/**
 * Filter bars are not forms in this sense: they write the URL (the URL filter hook) and send
 * nothing. A filter bar marks its `<form>` as a search landmark (`role="search"`); one that
 * cannot is named here (none today).
 */
export const FILTER_BARS: readonly string[] = [];

export interface FormProblem {
  file: string;
  problem: string;
}

/** `src/`-relative source files by path, and how one file's import resolves to another. */
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

function importsOf(tree: SourceTree, file: string, text: string): string[] {
  return [...text.matchAll(/from\s+'([^']+)'/g)]
    .map((m) => resolveImport(tree, file, m[1]!))
    .filter((target): target is string => target !== null);
}

const callsSubmitHook = (text: string) => /\buseFormSubmit\(/.test(text);
const buildsForm = (text: string) => /\buseForm\s*[<(]/.test(text);

/** The opening tags of the file's `<form>` elements that are not search landmarks. */
function realForms(text: string): string[] {
  return [...text.matchAll(/<form\b[^>]*>/gs)]
    .map((m) => m[0])
    .filter((tag) => !/\brole="search"/.test(tag));
}

/**
 * Problems in a tree of web sources:
 * - a file that renders a `<form>` (other than a filter bar) or an admin `<FormModal>` must be
 *   a react-hook-form form sent through `useFormSubmit`: it calls the hook, imports the module
 *   that does (its form hook), or renders fields of a form its owner built (`UseFormReturn`, or
 *   a module that calls `useForm`);
 * - nothing but the hook calls react-hook-form's `handleSubmit`.
 */
export function findFormProblems(tree: SourceTree): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const [file, text] of tree) {
    if (!file.endsWith('.tsx') && !file.endsWith('.ts')) continue;
    if (file !== SUBMIT_HOOK && /\bhandleSubmit\s*\(/.test(text)) {
      problems.push({ file, problem: 'calls handleSubmit itself: submit through useFormSubmit' });
    }
    if (!file.endsWith('.tsx') || file === FORM_FRAME || FILTER_BARS.includes(file)) continue;
    const rendersForm = realForms(text).length > 0 || /<FormModal\b/.test(text);
    if (!rendersForm) continue;
    const imported = importsOf(tree, file, text).map((target) => tree.get(target) ?? '');
    const isOnePattern =
      callsSubmitHook(text) ||
      imported.some(callsSubmitHook) ||
      /\bUseFormReturn\b/.test(text) ||
      imported.some(buildsForm);
    if (!isOnePattern) {
      problems.push({
        file,
        problem: 'renders a form without react-hook-form and useFormSubmit (docs/forms.md)',
      });
    }
  }
  return problems;
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
