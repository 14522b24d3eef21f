// Inputs belong to a form (docs/forms.md): an input with no `<form>` around it is a form the forms
// check cannot see (its button sends with onClick, what was typed sits in useState, and Enter
// does nothing). This finds them.
import { exportedNames, importsOf, type SourceTree } from './source-tree';

/** The field components: each renders a labelled input for whoever uses it. */
const FIELDS_DIR = 'components/ui/form/';

const RAW_INPUT = /<(input|select|textarea)\b/;
const FORM_ELEMENT = /<form\b/;

const rendered = (text: string) => new Set([...text.matchAll(/<([A-Z]\w*)\b/g)].map((m) => m[1]!));
const rendersAny = (text: string, names: ReadonlySet<string>) =>
  [...rendered(text)].some((name) => names.has(name));

/** The file's exports, each with its text up to the next export. */
const exportParts = (text: string) => text.split(/(?=^export\s)/m);

/**
 * For each `.tsx` file, its exported components that render an input: an `<input>`, `<select>`
 * or `<textarea>`, or a component of this or an imported file that does. An export whose own
 * text shows none counts when the file has an input but no export shows it (a helper renders it).
 */
function inputComponentsByFile(tree: SourceTree): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const file of tree.keys()) if (file.endsWith('.tsx')) byFile.set(file, new Set());
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, names] of byFile) {
      const text = tree.get(file)!;
      const known = new Set(names);
      for (const target of importsOf(tree, file, text)) {
        for (const name of byFile.get(target) ?? []) known.add(name);
      }
      const hasInput = (part: string) => RAW_INPUT.test(part) || rendersAny(part, known);
      const own = exportParts(text).filter(hasInput).flatMap(exportedNames);
      const found = own.length > 0 ? own : hasInput(text) ? exportedNames(text) : [];
      for (const name of found) {
        if (names.has(name)) continue;
        names.add(name);
        grew = true;
      }
    }
  }
  return byFile;
}

/** Files that write an input themselves: a raw one, or a field component. */
function writesInput(tree: SourceTree, file: string, fields: ReadonlySet<string>): boolean {
  const text = tree.get(file) ?? '';
  return (
    file.endsWith('.tsx') &&
    !file.startsWith(FIELDS_DIR) &&
    (RAW_INPUT.test(text) || rendersAny(text, fields))
  );
}

/**
 * Files whose inputs are not inside a `<form>`: a `.tsx` file outside the field components that
 * renders an input (`<input>`, `<select>`, `<textarea>` or a field component) and no form (a
 * `<form>`, a filter bar's `<form role="search">` included, or a frame that renders one around
 * its children, such as `FormModal`), unless every file that renders it does so inside a form.
 */
export function findLooseInputs(tree: SourceTree): string[] {
  const inputs = inputComponentsByFile(tree);
  const fields = new Set(
    [...inputs].filter(([file]) => file.startsWith(FIELDS_DIR)).flatMap(([, names]) => [...names]),
  );
  const frames = new Set(
    [...tree]
      .filter(([, text]) => FORM_ELEMENT.test(text) && /\{children\}/.test(text))
      .flatMap(([, text]) => exportedNames(text)),
  );
  const rendersForm = (text: string) => FORM_ELEMENT.test(text) || rendersAny(text, frames);

  // Who renders a file's inputs: the files that render one of its components with inputs.
  const users = new Map<string, string[]>();
  for (const [file, text] of tree) {
    for (const target of importsOf(tree, file, text)) {
      if (!rendersAny(text, inputs.get(target) ?? new Set())) continue;
      users.set(target, [...(users.get(target) ?? []), file]);
    }
  }
  // Whether a file's inputs end up inside a form: its own, or one around every place it is used.
  const inForm = new Map<string, boolean>();
  const isInForm = (file: string): boolean => {
    const known = inForm.get(file);
    if (known !== undefined) return known;
    inForm.set(file, false); // a cycle proves nothing
    const usedBy = users.get(file) ?? [];
    const answer =
      rendersForm(tree.get(file) ?? '') || (usedBy.length > 0 && usedBy.every(isInForm));
    inForm.set(file, answer);
    return answer;
  };
  return [...tree.keys()]
    .filter((file) => writesInput(tree, file, fields) && !isInForm(file))
    .sort();
}
