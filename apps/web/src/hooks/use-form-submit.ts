import { useEffect, useState, type BaseSyntheticEvent, type RefObject } from 'react';
import type { FieldValues, Path, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';

import { ApiError, NetworkError } from '@/lib/api-client';
import { applyFormApiError } from '@/lib/apply-form-api-error';
import { errorText, serverText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';

/** Where a form-level failure message came from. */
export type FailureSource = 'server' | 'network' | 'fallback';

export interface FormSubmitOptions<T extends FieldValues> {
  /** Shown when the server gave no text of its own (or the failure was not an API answer). */
  fallback: string;
  /** Shown when the server could not be reached; the common network message by default. */
  network?: string;
  /** Puts the message into the form's own sentence ('Could not save the news: {message}'). */
  wrap?: (message: string, source: FailureSource) => string;
  /** Fields the server's `details` may name; by default every field of the form. */
  fields?: readonly Path<T>[];
  /** Failures by status that belong to one field (401 on a password change: the current one). */
  fieldForStatus?: Partial<Record<number, Path<T>>>;
  /**
   * A failure the form words itself (an expired ticket, wrong credentials at sign-in): return
   * its message (null for none), or undefined for the usual handling.
   */
  describe?: (error: unknown) => string | null | undefined;
  /** Also show the form's message when the failure was placed on fields (it names the save). */
  messageWithFields?: boolean;
  /** Focused when a failure shows as the form's message and no field took the focus. */
  messageRef?: RefObject<HTMLElement | null>;
}

interface Failure {
  message: string | null;
  focusMessage: boolean;
}

/**
 * The one way a form sends (docs/forms.md). `submit(save)` is react-hook-form's `handleSubmit`:
 * the schema checks the fields first; then the last failure is cleared and `save` runs with the
 * checked values. When it throws, the server's `details` go on their fields (the first one
 * focused) and anything else becomes the form's message: the server's own text, the network
 * message when it was never reached, or the form's fallback. What was typed stays.
 */
export function useFormSubmit<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  options: FormSubmitOptions<T>,
) {
  const { common } = useMessages();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { messageRef } = options;

  useEffect(() => {
    if (failure?.message && failure.focusMessage) messageRef?.current?.focus();
  }, [failure, messageRef]);

  const describeFailure = (error: unknown): Failure => {
    const { fallback, network = common.networkError, wrap, describe } = options;
    const own = describe?.(error);
    if (own !== undefined) return { message: own, focusMessage: true };

    const fields = options.fields ?? (Object.keys(form.getValues()) as Path<T>[]);
    const placed = applyFormApiError(error, {
      setError: form.setError,
      fields,
      fieldForStatus: options.fieldForStatus,
    });
    if (placed && !options.messageWithFields) return { message: null, focusMessage: false };

    const source: FailureSource =
      error instanceof NetworkError
        ? 'network'
        : error instanceof ApiError && serverText(error) !== null
          ? 'server'
          : 'fallback';
    const message = errorText(error, { fallback, network });
    return { message: wrap ? wrap(message, source) : message, focusMessage: !placed };
  };

  /** The form's submit handler: checks the fields, then saves; a failure is shown, not thrown. */
  const submit =
    (save: (values: O) => Promise<void>, onInvalid?: SubmitErrorHandler<T>) =>
    (event?: BaseSyntheticEvent) =>
      form.handleSubmit(async (values) => {
        setFailure(null);
        try {
          await save(values);
        } catch (error) {
          setFailure(describeFailure(error));
        }
      }, onInvalid)(event);

  return {
    submit,
    /** The last failure's form-level message, or null. */
    formError: failure?.message ?? null,
    /** A form-level problem the schema cannot see (a missing picture, a ticket not ready). */
    setFormError: (message: string | null) =>
      setFailure(message === null ? null : { message, focusMessage: false }),
  };
}
