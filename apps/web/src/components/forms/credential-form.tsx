import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type Path,
  type Resolver,
  type UseFormSetFocus,
} from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormAlert, FormError, FormSuccess } from '@/components/ui/form/form-messages';
import type { FieldDensity } from '@/components/ui/form/input-class';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';

type CredentialValues = Record<string, string>;

/** What a field holds, which sets its input type and the browser's autofill. */
export type CredentialKind = 'username' | 'current-password' | 'new-password';

export interface CredentialField<V extends CredentialValues> {
  name: Path<V>;
  kind: CredentialKind;
  label: string;
  hint?: string;
  minLength?: number;
}

/** A failure the form words itself: its message, or undefined for the usual handling. */
export type DescribeCredentialError<V extends CredentialValues> = (
  error: unknown,
  form: { setFocus: UseFormSetFocus<V> },
) => string | undefined;

export interface CredentialFormProps<V extends CredentialValues> {
  schema: z.ZodType<V>;
  fields: readonly CredentialField<V>[];
  submitLabel: string;
  pendingLabel: string;
  /** Sends the form; resolves to a success message to show (the form then clears) or nothing. */
  onSubmit: (values: V) => Promise<string | void>;
  /** Shown when a failure has no text of the server's own. */
  fallback: string;
  /** Shown when the server could not be reached (the common network message by default). */
  network?: string;
  /** Failures by status that belong to one field (401: the current password). */
  fieldForStatus?: Partial<Record<number, Path<V>>>;
  describeError?: DescribeCredentialError<V>;
  /** Sign-in forms: a full-width large button, and the alert region always present. */
  variant?: 'sign-in' | 'settings';
  density?: FieldDensity;
  /** The button stays disabled until then (e.g. until a server-rendered form is hydrated). */
  isReady?: boolean;
  /** 'post' for a server-rendered form, so a submission before hydration never uses GET. */
  method?: 'post';
  /** The alert region is always in the page (announced at once when a message arrives). */
  persistentAlert?: boolean;
}

/**
 * The one form for credentials: sign-in (username + password) and account settings (new
 * username, password changes). Fields come from a list; the schema validates them; a failure is
 * placed on a field or shown as the form's message (useFormSubmit); success may show a message.
 */
export function CredentialForm<V extends CredentialValues>({
  schema,
  fields,
  submitLabel,
  pendingLabel,
  onSubmit,
  fallback,
  network,
  fieldForStatus,
  describeError,
  variant = 'settings',
  density,
  isReady = true,
  method,
  persistentAlert = false,
}: CredentialFormProps<V>) {
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<V>({
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, ''])) as DefaultValues<V>,
  });
  const {
    register,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { submit: submitWith, formError } = useFormSubmit(form, {
    fallback,
    network,
    fields: fields.map((f) => f.name),
    fieldForStatus,
    describe: describeError && ((error) => describeError(error, { setFocus })),
  });

  const submit = submitWith(async (values) => {
    setSuccess(null);
    const message = await onSubmit(values);
    if (message) {
      reset();
      setSuccess(message);
    }
  });

  const isSignIn = variant === 'sign-in';
  return (
    <form
      method={method}
      onSubmit={submit}
      noValidate
      className={isSignIn ? 'space-y-5' : 'space-y-4'}
      aria-busy={isSubmitting}
    >
      {fields.map((field) => {
        const shared = {
          density,
          label: field.label,
          hint: field.hint,
          required: true,
          error: (errors[field.name] as { message?: string } | undefined)?.message,
          ...register(field.name),
        };
        return field.kind === 'username' ? (
          <TextField
            key={field.name}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...shared}
          />
        ) : (
          <PasswordField
            key={field.name}
            autoComplete={field.kind}
            minLength={field.minLength}
            {...shared}
          />
        );
      })}
      {persistentAlert ? <FormAlert message={formError} /> : <FormError message={formError} />}
      <FormSuccess message={success} />
      <Button
        type="submit"
        size={isSignIn ? 'lg' : undefined}
        disabled={isSubmitting || !isReady}
        className={isSignIn ? 'w-full' : undefined}
      >
        {isSubmitting ? <ButtonSpinner /> : null}
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
