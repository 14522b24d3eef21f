import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';

import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';

import { useResetPassword } from '../api/reset-password';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export interface ResetPasswordFormProps {
  token: string;
  /** Opens the Forgot Password modal (the link was invalid or has expired). */
  onRequestNewLink: () => void;
}

/** New password + confirmation for the token of an e-mailed reset link. */
export function ResetPasswordForm({ token, onRequestNewLink }: ResetPasswordFormProps) {
  const { players } = useMessages();
  const t = players.resetPassword;
  const reset = useResetPassword();
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const [isDone, setIsDone] = useState(false);

  const schema = useMemo(
    () =>
      z
        .object({
          password: z
            .string()
            .min(1, t.passwordRequired)
            .pipe(
              z
                .string()
                .min(PASSWORD_MIN_LENGTH, t.passwordTooShort)
                .max(PASSWORD_MAX_LENGTH, t.passwordTooLong),
            ),
          confirmPassword: z.string().min(1, t.confirmRequired),
        })
        .refine((v) => v.password === v.confirmPassword, {
          message: t.mismatch,
          path: ['confirmPassword'],
        }),
    [t],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, {
    fallback: t.failed,
    network: t.networkError,
    describe: (error) => {
      // 400: the token is unknown, used or expired; the server says so in its own words.
      setIsLinkInvalid(error instanceof ApiError && error.status === 400);
      return undefined;
    },
  });

  const onSubmit = submit(async (values) => {
    setIsLinkInvalid(false);
    await reset.mutateAsync({ token, ...values });
    setIsDone(true);
  });

  if (isDone) {
    return (
      <div className="space-y-5">
        <FormSuccess withIcon message={t.success} />
        <ButtonLink to={paths.player.login} size="lg" className="w-full">
          {t.goToLogin}
        </ButtonLink>
      </div>
    );
  }

  const isBusy = isSubmitting || reset.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={isBusy}>
      <PasswordField
        label={t.passwordLabel}
        autoComplete="new-password"
        required
        hint={players.fields.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t.confirmLabel}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormAlert
        message={
          formError ? (
            <>
              {formError}
              {isLinkInvalid ? (
                <button
                  type="button"
                  onClick={onRequestNewLink}
                  className="mt-1 block font-semibold text-red-900 underline"
                >
                  {t.requestNew}
                </button>
              ) : null}
            </>
          ) : null
        }
      />
      <Button type="submit" size="lg" disabled={isBusy} className="w-full">
        {isBusy ? <ButtonSpinner /> : null}
        {isBusy ? t.submitting : t.submit}
      </Button>
      <p className="text-center text-sm">
        <Link
          to={paths.player.login}
          className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t.goToLogin}
        </Link>
      </p>
    </form>
  );
}
