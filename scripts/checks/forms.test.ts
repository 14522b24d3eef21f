// One form pattern (docs/forms.md): every form in the web app is react-hook-form with the shared
// schema, sent through useFormSubmit. See `forms.ts` for what counts as a form.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { findLooseInputs } from './form-inputs';
import { findFormProblems, readWebSources, STANDALONE_INPUTS, SUBMIT_HOOK } from './forms';

const SRC = path.resolve(import.meta.dirname, '../../apps/web/src');

const HOOK = `export function useFormSubmit(form) {
  const submit = (save) => form.handleSubmit(save);
  return { submit };
}`;

/** The admin kit's dialog frame: a `<form>` around what its callers put in it. */
const FORM_MODAL = `export function FormModal({ onSubmit, children }) {
  return <dialog><form onSubmit={onSubmit}>{children}</form></dialog>;
}`;

/** A tree holding the hook, the dialog frame and the given files (`src/`-relative path → source). */
const tree = (files: Record<string, string>) =>
  new Map([
    [SUBMIT_HOOK, HOOK],
    ['components/admin/form-modal.tsx', FORM_MODAL],
    ...Object.entries(files),
  ]);

const STATE_FORM = `import { useState } from 'react';
export function RenameForm() {
  const [name, setName] = useState('');
  return (
    <form onSubmit={(event) => { event.preventDefault(); save(name); }}>
      <input value={name} onChange={(e) => setName(e.target.value)} />
    </form>
  );
}`;

const STATE_MODAL = `import { useState } from 'react';
import { FormModal } from '@/components/admin/form-modal';
export function RenameModal() {
  const [name, setName] = useState('');
  return (
    <FormModal title="Rename" onClose={close} isBusy={false}
      onSubmit={(event) => { event.preventDefault(); save(name); }}>
      <input value={name} onChange={(e) => setName(e.target.value)} />
    </FormModal>
  );
}`;

const OWN_HANDLE_SUBMIT = `import { useForm } from 'react-hook-form';
export function RenameForm() {
  const form = useForm({ defaultValues: { name: '' } });
  return <form onSubmit={form.handleSubmit(save)}><input {...form.register('name')} /></form>;
}`;

const ONE_PATTERN = `import { useForm } from 'react-hook-form';
import { useFormSubmit } from '@/hooks/use-form-submit';
export function RenameForm() {
  const form = useForm({ defaultValues: { name: '' } });
  const { submit } = useFormSubmit(form, { fallback: 'Could not rename' });
  return <form onSubmit={submit(save)}><input {...form.register('name')} /></form>;
}`;

const LOOSE = 'renders an input outside a form: put it in a form (docs/forms.md)';

const SELECT_FIELD = `export function SelectField({ label, ...props }) {
  return <label>{label}<select {...props} /></label>;
}`;

/** What results-upload.tsx was: a file input kept in useState, sent by a button's onClick. */
const ONCLICK_UPLOAD = `import { useState } from 'react';
export function Upload() {
  const [file, setFile] = useState(null);
  return (
    <section>
      <input type="file" onChange={(event) => setFile(event.target.files?.[0])} />
      <button type="button" onClick={() => send(file)}>Check file</button>
    </section>
  );
}`;

/** A picker: a select that writes the URL, with no form (or filter bar) around it. */
const PICKER = `import { SelectField } from '@/components/ui/form/select-field';
export const Picker = () => <SelectField label="Tournament" onChange={choose} />;`;

describe('forms in the web app', () => {
  it('are all react-hook-form forms sent through useFormSubmit', () => {
    const sources = readWebSources(SRC);
    expect(sources.has(SUBMIT_HOOK)).toBe(true);
    expect(findFormProblems(sources)).toEqual([]);
  });

  it('names in STANDALONE_INPUTS only files that still have an input outside a form', () => {
    const loose = findLooseInputs(readWebSources(SRC));
    expect(Object.keys(STANDALONE_INPUTS).filter((file) => !loose.includes(file))).toEqual([]);
  });

  it('reports a form that keeps its fields in useState', () => {
    expect(findFormProblems(tree({ 'features/x/rename-form.tsx': STATE_FORM }))).toEqual([
      {
        file: 'features/x/rename-form.tsx',
        problem: 'renders a form without react-hook-form and useFormSubmit (docs/forms.md)',
      },
    ]);
  });

  it('reports an admin dialog whose FormModal onSubmit reads useState', () => {
    expect(findFormProblems(tree({ 'features/x/rename-modal.tsx': STATE_MODAL }))).toEqual([
      {
        file: 'features/x/rename-modal.tsx',
        problem: 'renders a form without react-hook-form and useFormSubmit (docs/forms.md)',
      },
    ]);
  });

  it('reports a react-hook-form form that submits around the hook', () => {
    const problems = findFormProblems(tree({ 'features/x/rename-form.tsx': OWN_HANDLE_SUBMIT }));
    expect(problems.map((p) => p.problem)).toEqual([
      'calls handleSubmit itself: submit through useFormSubmit',
      'renders a form without react-hook-form and useFormSubmit (docs/forms.md)',
    ]);
  });

  it('accepts the one pattern, a form hook, fields of an owner’s form and a search filter bar', () => {
    const problems = findFormProblems(
      tree({
        'features/x/rename-form.tsx': ONE_PATTERN,
        'features/x/hooks/use-post-form.ts': `import { useFormSubmit } from '@/hooks/use-form-submit';
export const usePostForm = () => useFormSubmit(form, { fallback: 'x' });`,
        'features/x/post-card.tsx': `import { usePostForm } from './hooks/use-post-form';
export const PostCard = () => <form onSubmit={usePostForm().submit(save)} />;`,
        'features/x/profile-fields.tsx': `import type { UseFormReturn } from 'react-hook-form';
export const ProfileFields = ({ form, onSubmit }: { form: UseFormReturn; onSubmit: () => void }) =>
  <form onSubmit={onSubmit}><input {...form.register('name')} /></form>;`,
        'features/x/filters.tsx': `export const Filters = () =>
  <form role="search" onSubmit={(event) => event.preventDefault()}><input name="q" /></form>;`,
      }),
    );
    expect(problems).toEqual([]);
  });

  it('reports inputs with no form around them: a file chosen and sent by onClick, a picker', () => {
    const problems = findFormProblems(
      tree({
        'components/ui/form/select-field.tsx': SELECT_FIELD,
        'features/x/upload.tsx': ONCLICK_UPLOAD,
        'features/x/picker.tsx': PICKER,
        'features/x/section.tsx': `import { Picker } from './picker';
export const Section = () => <div><Picker /></div>;`,
      }),
    );
    expect(problems).toEqual([
      { file: 'features/x/picker.tsx', problem: LOOSE },
      { file: 'features/x/upload.tsx', problem: LOOSE },
    ]);
  });

  it('reports a field component that one of its users renders outside a form', () => {
    const sources = {
      'components/ui/form/select-field.tsx': SELECT_FIELD,
      'features/x/picker.tsx': PICKER,
      'features/x/edit-modal.tsx': `import { FormModal } from '@/components/admin/form-modal';
import { Picker } from './picker';
export const EditModal = () => <FormModal onSubmit={submit(save)}><Picker /></FormModal>;`,
    };
    expect(findLooseInputs(tree(sources))).toEqual([]);
    const usedLoose = {
      ...sources,
      'features/x/toolbar.tsx': `import { Picker } from './picker';
export const Toolbar = () => <Picker />;`,
    };
    expect(findLooseInputs(tree(usedLoose))).toEqual(['features/x/picker.tsx']);
  });

  it('accepts inputs in a form, in a filter bar, or in a frame that renders the form', () => {
    const problems = findFormProblems(
      tree({
        'components/ui/form/select-field.tsx': SELECT_FIELD,
        'components/x/filter-bar.tsx': `export function FilterBar({ children }) {
  return <form role="search" onSubmit={(event) => event.preventDefault()}>{children}</form>;
}`,
        'features/x/picker.tsx': PICKER,
        'features/x/bar.tsx': `import { FilterBar } from '@/components/x/filter-bar';
import { Picker } from './picker';
export const Bar = () => <FilterBar><Picker /></FilterBar>;`,
        'features/x/rename-form.tsx': ONE_PATTERN,
      }),
    );
    expect(problems).toEqual([]);
  });
});
