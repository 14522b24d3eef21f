import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form/input-class';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useMessages } from '@/lib/i18n';
import { editPostInputSchema, type Post } from '@app/shared/posts';

import { useEditPost } from '../api/edit-post';

export interface EditPostFormProps {
  post: Post;
  onDone: () => void;
}

/** Inline editing of the post's text; empty → 'Post content cannot be empty!'. */
export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const t = useMessages().picklezone.edit;
  const id = useId();
  const editPost = useEditPost();
  const form = useForm({
    resolver: zodResolver(editPostInputSchema),
    defaultValues: { content: post.content },
  });
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError: serverError } = useFormSubmit(form, {
    fallback: t.failed,
    network: t.failed,
  });

  useEffect(() => setFocus('content'), [setFocus]);

  const onSubmit = submit(async ({ content }) => {
    await editPost.mutateAsync({ postId: post._id, content });
    onDone();
  });

  const message = errors.content?.message ?? serverError;
  const isSaving = isSubmitting || editPost.isPending;

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isSaving) onDone();
      }}
      noValidate
      className="mt-3"
    >
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className={`${inputClass()} min-h-28 resize-y`}
        {...register('content')}
      />
      <p
        id={`${id}-error`}
        role="alert"
        className={message ? 'mt-1.5 text-sm text-red-600' : 'sr-only'}
      >
        {message}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={isSaving}>
          {t.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={isSaving}>
          {isSaving ? <ButtonSpinner /> : null}
          {isSaving ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
