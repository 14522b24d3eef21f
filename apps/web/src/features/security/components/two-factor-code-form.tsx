import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';

import { signInSecondStep } from '../api/second-step';

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
  const { security, common } = useMessages();
  const t = security.twoFactor;
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isExpired, setIsExpired] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = value.trim();
    if (!useRecovery && !/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(t.invalidCode);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      const result = await signInSecondStep(
        url,
        useRecovery ? { challenge, recoveryCode: code } : { challenge, code },
      );
      await onSignedIn(result);
    } catch (err) {
      const expired = err instanceof ApiError && err.message === t.expired;
      setIsExpired(expired);
      setError(errorText(err, { fallback: t.invalidCode, network: common.networkError }));
      setValue('');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5" aria-busy={isBusy}>
      <p className="text-sm text-slate-700">{useRecovery ? t.recoveryIntro : t.signInIntro}</p>
      <TextField
        key={useRecovery ? 'recovery' : 'code'}
        label={useRecovery ? t.recoveryLabel : t.codeLabel}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={useRecovery ? 20 : 7}
        required
        autoFocus
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? <ButtonSpinner /> : null}
        {isBusy ? t.verifying : t.verify}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 underline underline-offset-2"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue('');
            setError(null);
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
