import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';

import { enableTwoFactor, startTwoFactorSetup, type AccountBase } from '../api/two-factor';

import { RecoveryCodesPanel } from './recovery-codes-panel';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(t.invalidCode);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      setCodes((await enableTwoFactor(base, code)).recoveryCodes);
    } catch (err) {
      setError(errorText(err, { fallback: t.invalidCode, network: common.networkError }));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-busy={isBusy}>
      <p className="text-sm text-slate-700">{t.enrolStep1}</p>
      <img
        src={setup.data.qrCode}
        alt={t.qrAlt}
        width={192}
        height={192}
        className="size-48 rounded-lg bg-white p-2 ring-1 ring-slate-200"
      />
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
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        required
      />
      <FormAlert message={error} />
      <Button type="submit" disabled={isBusy}>
        {isBusy ? <ButtonSpinner /> : null}
        {isBusy ? t.confirming : t.confirm}
      </Button>
    </form>
  );
}
