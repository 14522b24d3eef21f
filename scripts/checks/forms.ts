// One form pattern in the web app (docs/forms.md, issue 29): react-hook-form with the shared zod
// schema, sent through `useFormSubmit`. This finds the files that render a form another way.
import { findLooseInputs } from './form-inputs';
import { importsOf, type SourceTree } from './source-tree';

export { readWebSources, type SourceTree } from './source-tree';

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

/**
 * Inputs that are no form: nothing is typed to be sent later, each acts as it changes (a toggle
 * saved at once, a row selection, a picture uploaded as it is chosen) or only shows text to copy.
 * Every other input is inside a form (or a filter bar's `<form role="search">`).
 */
export const STANDALONE_INPUTS: Readonly<Record<string, string>> = {
  'features/membership/components/membership-panel.tsx':
    'the reminders toggle, saved as it changes',
  'features/privacy/components/consents-card.tsx': 'the news consent toggle, saved as it changes',
  'features/admin-players/components/players-list.tsx': 'row selection for a bulk action',
  'features/players/components/profile-picture-card.tsx': 'a picture, uploaded as it is chosen',
  'features/tournaments/components/calendar-subscribe.tsx': 'a read-only feed address to copy',
  'features/training/components/calendar-feed-card.tsx': 'a read-only feed address to copy',
};

export interface FormProblem {
  file: string;
  problem: string;
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
 * - nothing but the hook calls react-hook-form's `handleSubmit`;
 * - an input is inside a form (`form-inputs.ts`), unless `STANDALONE_INPUTS` says why it is none.
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
  for (const file of findLooseInputs(tree)) {
    if (file in STANDALONE_INPUTS) continue;
    problems.push({
      file,
      problem: 'renders an input outside a form: put it in a form (docs/forms.md)',
    });
  }
  return problems;
}
