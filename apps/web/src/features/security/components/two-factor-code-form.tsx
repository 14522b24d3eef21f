import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { ApiError } from '@/lib/api-client';
import { formSchema } from '@/lib/form-schema';
import { useMessages } from '@/lib/i18n';
import { sharedText } from '@/lib/shared-messages';
import { recoveryCodeSchema, twoFactorSignInInputSchema } from '@app/shared/security';

import { signInSecondStep } from '../api/sign-in-second-step';

interface SecondStepValues {
  challenge: string;
  /** The authenticator's code, or a recovery code. */
  code: string;
  useRecovery: boolean;
}

/**
 * The shared schema of the second step over the form: an authenticator code must be 6 digits
 * (in the form's words); a recovery code is checked with the shared rule.
 */
function secondStepSchema(invalidCode: string) {
  return formSchema(
    twoFactorSignInInputSchema,
    ({ challenge, code, useRecovery }: SecondStepValues, { invalid }) => {
      const value = code.trim();
      if (useRecovery) {
        const checked = recoveryCodeSchema.safeParse(value);
        if (!checked.success) invalid('code', checked.error.issues[0]?.message ?? invalidCode);
        return { challenge, recoveryCode: value };
      }
      if (!/^\d{6}$/.test(value.replace(/\s/g, ''))) invalid('code', invalidCode);
      return { challenge, code: value };
    },
  );
}

export interface TwoFactorCodeFormProps {
  url: '/api/admin/login/two-factor' | '/api/players/login/two-factor';
  challenge: string;
  /** The signed-in answer (the server has set the session cookie). */
  onSignedIn: (result: unknown) => void | Promise<void>;
  /** Back to the password step (also when the challenge has expired). */
  onRestart: () => void;
}

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function TwoFactorCodeForm({
  url,
  challenge,
  onSignedIn,
  onRestart,
}: TwoFactorCodeFormProps) {
  const { security } = useMessages();
  const t = security.twoFactor;
  const [isExpired, setIsExpired] = useState(false);
  const schema = useMemo(() => secondStepSchema(t.invalidCode), [t]);
  // The problem shows in the form's alert; it is checked again on each submit.
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { challenge, code: '', useRecovery: false },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const useRecovery = useWatch({ control: form.control, name: 'useRecovery' });
  const isBusy = form.formState.isSubmitting;
  const codeError = form.formState.errors.code?.message;
  const { submit, formError, setFormError } = useFormSubmit(form, {
    fallback: t.invalidCode,
    describe: (error) => {
      // A code is used once: a failed one is cleared for the next.
      setIsExpired(error instanceof ApiError && error.message === t.expired);
      form.setValue('code', '');
      return undefined;
    },
  });

  // Checked, the code goes as typed (trimmed), as it always has: the server reads it the same.
  const onSubmit = submit(async () => {
    const code = form.getValues('code').trim();
    const input = useRecovery ? { challenge, recoveryCode: code } : { challenge, code };
    await onSignedIn(await signInSecondStep(url, input));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={isBusy}>
      <p className="text-sm text-slate-700">{useRecovery ? t.recoveryIntro : t.signInIntro}</p>
      <TextField
        key={useRecovery ? 'recovery' : 'code'}
        label={useRecovery ? t.recoveryLabel : t.codeLabel}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={useRecovery ? 20 : 7}
        required
        autoFocus
        {...form.register('code')}
      />
      <FormAlert message={codeError ? sharedText(codeError) : formError} />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? <ButtonSpinner /> : null}
        {isBusy ? t.verifying : t.verify}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 underline underline-offset-2"
          onClick={() => {
            form.reset({ challenge, code: '', useRecovery: !useRecovery });
            setFormError(null);
          }}
        >
          {useRecovery ? t.useCode : t.useRecovery}
        </button>
        <button
          type="button"
          className={
            isExpired ? 'font-semibold text-brand-800 underline' : 'text-slate-600 underline'
          }
          onClick={onRestart}
        >
          {t.back}
        </button>
      </div>
    </form>
  );
}
