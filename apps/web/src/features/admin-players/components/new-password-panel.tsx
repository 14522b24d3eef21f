import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';

/** The one-time display of a generated password, with a copy button. */
export function NewPasswordPanel({ password }: { password: string }) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.resetPassword;
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-900">{t.newPasswordLabel}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code
          data-testid="new-password"
          className="min-w-0 flex-1 select-all break-all rounded-lg bg-white px-3 py-2 font-mono text-base text-slate-900 ring-1 ring-amber-200"
        >
          {password}
        </code>
        <Button variant="outline" size="sm" onClick={() => void handleCopy()}>
          {t.copy}
        </Button>
      </div>
      <p className="text-sm text-amber-900">{t.shownOnce}</p>
      <p role="status" className="text-sm font-medium text-slate-700">
        {copyState === 'copied' ? t.copied : copyState === 'failed' ? t.copyFailed : null}
      </p>
    </div>
  );
}
