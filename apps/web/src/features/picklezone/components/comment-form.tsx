import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { inputClass } from '@/components/ui/form/input-class';
import { Spinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { COMMENT_MAX_LENGTH, commentInputSchema } from '@app/shared/posts';

import { useAddComment } from '../api/add-comment';

import { SendIcon } from './post-icons';

export interface CommentFormProps {
  postId: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The character counter appears this close to the limit. */
const COUNTER_FROM = COMMENT_MAX_LENGTH - 100;

/**
 * One-line comment box; refuses an empty comment with 'Please write a comment!', stops at the
 * server's length limit with a counter near it, and drops a failed attempt's error as soon as
 * the comment is edited or sent again.
 */
export function CommentForm({ postId, inputRef }: CommentFormProps) {
  const t = useMessages().picklezone.comments;
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-counter`;
  const addComment = useAddComment();
  const form = useForm({
    resolver: zodResolver(commentInputSchema),
    defaultValues: { comment: '' },
  });
  const {
    register,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const {
    submit,
    formError: serverError,
    setFormError: setServerError,
  } = useFormSubmit(form, { fallback: t.failed, network: t.failed });
  const { ref: registerRef, ...field } = register('comment', {
    onChange: () => setServerError(null),
  });
  const length = useWatch({ control, name: 'comment' }).length;
  const showCounter = length >= COUNTER_FROM;

  const onSubmit = submit(async ({ comment }) => {
    await addComment.mutateAsync({ postId, comment });
    reset();
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
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [message ? errorId : null, showCounter ? counterId : null].filter(Boolean).join(' ') ||
            undefined
          }
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
      <div className="flex items-start justify-between gap-3">
        <p
          id={errorId}
          role="alert"
          className={message ? 'mt-1.5 text-sm text-red-600' : 'sr-only'}
        >
          {message}
        </p>
        {showCounter ? (
          <p
            id={counterId}
            aria-live="polite"
            className={`mt-1.5 shrink-0 text-xs tabular-nums ${length >= COMMENT_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-slate-600'}`}
          >
            {formatMessage(t.counter, { count: length, max: COMMENT_MAX_LENGTH })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
