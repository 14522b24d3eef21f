import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useMessages } from '@/lib/i18n';

import { useRequestPasswordReset } from '../api/request-password-reset';

/** Spec §4: the modal closes this long after a successful request. */
export const FORGOT_PASSWORD_CLOSE_DELAY_MS = 3000;

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose: () => void;
}

/** Asks for a password reset link by e-mail (spec §2, §8). */
export function ForgotPasswordModal({ open, onClose }: ForgotPasswordModalProps) {
  const { players } = useMessages();
  const t = players.forgotPassword;
  const emailRef = useRef<HTMLInputElement | null>(null);
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="sm" initialFocusRef={emailRef}>
      <ForgotPasswordForm onDone={onClose} emailRef={emailRef} />
    </Modal>
  );
}

function ForgotPasswordForm({
  onDone,
  emailRef,
}: {
  onDone: () => void;
  emailRef: RefObject<HTMLInputElement | null>;
}) {
  const { players } = useMessages();
  const t = players.forgotPassword;
  const request = useRequestPasswordReset();
  const [isSent, setIsSent] = useState(false);
  const onDoneRef = useRef(onDone);

  const schema = useMemo(
    () =>
      z.object({
        email: z.string().trim().min(1, t.emailRequired).pipe(z.email(t.emailInvalid)),
      }),
    [t],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, {
    fallback: t.notFound,
    network: t.networkError,
  });
  const { ref: emailFieldRef, ...emailProps } = register('email');

  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!isSent) return;
    const timer = window.setTimeout(() => onDoneRef.current(), FORGOT_PASSWORD_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSent]);

  const onSubmit = submit(async ({ email }) => {
    await request.mutateAsync({ email });
    setIsSent(true);
  });

  const isBusy = isSubmitting || request.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={isBusy}>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <TextField
        label={t.emailLabel}
        type="email"
        autoComplete="email"
        required
        readOnly={isSent}
        error={errors.email?.message}
        {...emailProps}
        ref={(element) => {
          emailFieldRef(element);
          emailRef.current = element;
        }}
      />
      <FormAlert message={formError} />
      <FormSuccess
        withIcon
        message={
          isSent ? (
            <>
              {t.success}
              <span className="mt-1 block font-normal text-brand-700">{t.closing}</span>
            </>
          ) : null
        }
      />
      {isSent ? null : (
        <Button type="submit" disabled={isBusy} className="w-full">
          {isBusy ? <ButtonSpinner /> : null}
          {isBusy ? t.submitting : t.submit}
        </Button>
      )}
    </form>
  );
}
