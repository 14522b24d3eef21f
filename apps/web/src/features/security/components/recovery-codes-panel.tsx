import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';

/** The ten recovery codes, shown once after set-up, with copy and "I have saved them". */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { security } = useMessages();
  const t = security.twoFactor;
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-4" role="region" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="text-base font-semibold text-slate-900">
        {t.codesTitle}
      </h3>
      <p className="text-sm text-slate-700">{t.codesIntro}</p>
      <ul
        aria-label={t.codesListLabel}
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm ring-1 ring-slate-200"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          {copied ? t.copied : t.copyCodes}
        </Button>
        <Button onClick={onDone}>{t.codesSaved}</Button>
      </div>
    </div>
  );
}
