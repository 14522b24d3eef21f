// One form pattern (docs/forms.md): every form in the web app is react-hook-form with the shared
// schema, sent through useFormSubmit. See `forms.ts` for what counts as a form.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { findFormProblems, readWebSources, SUBMIT_HOOK } from './forms';

const SRC = path.resolve(import.meta.dirname, '../../apps/web/src');

const HOOK = `export function useFormSubmit(form) {
  const submit = (save) => form.handleSubmit(save);
  return { submit };
}`;

/** A tree holding the hook and the given files (`src/`-relative path → source). */
const tree = (files: Record<string, string>) =>
  new Map([[SUBMIT_HOOK, HOOK], ...Object.entries(files)]);

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

describe('forms in the web app', () => {
  it('are all react-hook-form forms sent through useFormSubmit', () => {
    const sources = readWebSources(SRC);
    expect(sources.has(SUBMIT_HOOK)).toBe(true);
    expect(findFormProblems(sources)).toEqual([]);
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
});
