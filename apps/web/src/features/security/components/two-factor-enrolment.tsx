import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button, buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { errorText } from '@/lib/error-text';
import { formSchema } from '@/lib/form-schema';
import { useMessages } from '@/lib/i18n';
import { sharedText } from '@/lib/shared-messages';
import { enableTwoFactorInputSchema } from '@app/shared/security';

import { type AccountBase } from '../api/account-base';
import { enableTwoFactor } from '../api/enable-two-factor';
import { startTwoFactorSetup } from '../api/start-two-factor-setup';

import { RecoveryCodesPanel } from './recovery-codes-panel';

/** A 6-digit code (spaces allowed), checked in the form's words, then by the shared schema. */
function totpFormSchema(invalidCode: string) {
  return formSchema(enableTwoFactorInputSchema, (values: { code: string }, { invalid }) => {
    if (!/^\d{6}$/.test(values.code.replace(/\s/g, ''))) invalid('code', invalidCode);
    return values;
  });
}

/**
 * Setting up an authenticator: the QR code (and the key, for apps that cannot scan), a code to
 * confirm, then the recovery codes shown once. `onDone` runs after the codes are acknowledged.
 */
export function TwoFactorEnrolment({ base, onDone }: { base: AccountBase; onDone: () => void }) {
  const { security, common } = useMessages();
  const t = security.twoFactor;
  const setup = useQuery({
    queryKey: ['two-factor-setup', base],
    queryFn: () => startTwoFactorSetup(base),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  const schema = useMemo(() => totpFormSchema(t.invalidCode), [t]);
  // The problem shows in the form's alert; it is checked again on each submit.
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const codeError = form.formState.errors.code?.message;
  const { submit, formError } = useFormSubmit(form, { fallback: t.invalidCode });
  const isBusy = form.formState.isSubmitting;

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={onDone} />;
  if (setup.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {t.preparing}
      </p>
    );
  if (setup.isError)
    return (
      <div className="space-y-3">
        <FormAlert
          message={errorText(setup.error, {
            fallback: t.setupFailed,
            network: common.networkError,
          })}
        />
        <Button variant="secondary" onClick={() => void setup.refetch()}>
          {common.retry}
        </Button>
      </div>
    );

  // Checked, the code goes as typed, as it always has: the server reads it the same.
  const onSubmit = submit(async () => {
    setCodes((await enableTwoFactor(base, form.getValues('code'))).recoveryCodes);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={isBusy}>
      <p className="text-sm text-slate-700">{t.enrolStep1}</p>
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={setup.data.qrCode}
          alt={t.qrAlt}
          width={192}
          height={192}
          className="size-48 rounded-lg bg-white p-2 ring-1 ring-slate-200"
        />
        {/* On the phone itself there is nothing to scan: the app opens the same otpauth URL. */}
        {setup.data.otpauthUrl.startsWith('otpauth://') ? (
          <a href={setup.data.otpauthUrl} className={buttonClassName({ variant: 'secondary' })}>
            {t.openInApp}
          </a>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">
        {t.enrolManual}{' '}
        <code
          data-testid="totp-secret"
          className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm"
        >
          {setup.data.secret}
        </code>
      </p>
      <p className="text-sm text-slate-700">{t.enrolStep2}</p>
      <TextField
        label={t.codeLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        required
        {...form.register('code')}
      />
      <FormAlert message={codeError ? sharedText(codeError) : formError} />
      <Button type="submit" disabled={isBusy}>
        {isBusy ? <ButtonSpinner /> : null}
        {isBusy ? t.confirming : t.confirm}
      </Button>
    </form>
  );
}
