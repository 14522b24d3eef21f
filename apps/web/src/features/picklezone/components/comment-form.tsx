import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';

import { inputClass } from '@/components/ui/form/input-class';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';
import { commentInputSchema } from '@app/shared/posts';

import { useAddComment } from '../api/add-comment';

import { SendIcon } from './post-icons';

export interface CommentFormProps {
  postId: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** One-line comment box; refuses an empty comment with 'Please write a comment!'. */
export function CommentForm({ postId, inputRef }: CommentFormProps) {
  const t = useMessages().picklezone.comments;
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const addComment = useAddComment();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(commentInputSchema), defaultValues: { comment: '' } });
  const { ref: registerRef, ...field } = register('comment');

  const onSubmit = handleSubmit(async ({ comment }) => {
    setServerError(null);
    try {
      await addComment.mutateAsync({ postId, comment });
      reset();
    } catch (error) {
      setServerError(errorText(error, { fallback: t.failed }));
    }
  });

  const message = errors.comment?.message ?? serverError;
  const isSending = isSubmitting || addComment.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3">
      <label htmlFor={inputId} className="sr-only">
        {t.inputLabel}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          placeholder={t.placeholder}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={`${inputClass()} rounded-full py-2`}
          ref={(element) => {
            registerRef(element);
            if (inputRef) inputRef.current = element;
          }}
          {...field}
        />
        <button
          type="submit"
          disabled={isSending}
          aria-label={isSending ? t.submitting : t.submit}
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {isSending ? <Spinner className="size-4 border-2" /> : <SendIcon className="size-4" />}
        </button>
      </div>
      <p id={errorId} role="alert" className={message ? 'mt-1.5 text-sm text-red-600' : 'sr-only'}>
        {message}
      </p>
    </form>
  );
}
