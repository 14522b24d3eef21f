import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { disableTwoFactorInputSchema } from '@app/shared/security';

import { type AccountBase } from '../api/account-base';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';

import { TwoFactorEnrolment } from './two-factor-enrolment';

/** Settings card: whether two-factor is on; set it up, or turn it off with the password. */
export function TwoFactorCard({
  base,
  required = false,
}: {
  base: AccountBase;
  required?: boolean;
}) {
  const { security, common } = useMessages();
  const t = security.twoFactor;
  const status = useTwoFactorStatus(base);
  const disable = useDisableTwoFactor(base);
  const [mode, setMode] = useState<'view' | 'enrol' | 'disable'>('view');
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(disableTwoFactorInputSchema),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { submit, formError } = useFormSubmit(form, { fallback: security.sessions.failed });

  const turnOff = submit(async (input) => {
    await disable.mutateAsync(input.password);
    setMode('view');
    form.reset();
    setDone(t.turnedOff);
  });

  if (mode === 'enrol')
    return (
      <TwoFactorEnrolment
        base={base}
        onDone={() => {
          setMode('view');
          void status.refetch();
        }}
      />
    );

  const enabled = status.data?.enabled ?? false;
  return (
    <div className="space-y-4">
      {status.data ? (
        <p className="text-sm text-slate-700">
          {enabled ? t.statusOn : t.statusOff}{' '}
          {enabled ? formatMessage(t.recoveryLeft, { count: status.data.recoveryCodesLeft }) : null}
        </p>
      ) : null}
      {required ? <p className="text-sm font-medium text-slate-800">{t.required}</p> : null}
      <FormSuccess message={done} />
      {!enabled && status.data ? (
        <Button
          onClick={() => {
            setDone(null);
            setMode('enrol');
          }}
        >
          {t.turnOn}
        </Button>
      ) : null}
      {enabled && !required && mode === 'view' ? (
        <Button
          variant="outline"
          onClick={() => {
            setDone(null);
            setMode('disable');
          }}
        >
          {t.turnOff}
        </Button>
      ) : null}
      {mode === 'disable' ? (
        <form onSubmit={turnOff} noValidate className="space-y-3" aria-label={t.turnOffTitle}>
          <p className="text-sm text-slate-700">{t.turnOffIntro}</p>
          <PasswordField
            label={t.passwordLabel}
            autoComplete="current-password"
            required
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <FormAlert message={formError} />
          <div className="flex gap-2">
            <Button type="submit" variant="danger" disabled={disable.isPending || password === ''}>
              {disable.isPending ? <ButtonSpinner /> : null}
              {disable.isPending ? t.turningOff : t.turnOff}
            </Button>
            <Button variant="ghost" onClick={() => setMode('view')}>
              {common.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
