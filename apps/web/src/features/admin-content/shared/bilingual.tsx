import type { ReactNode } from 'react';

import { useMessages } from '@/lib/i18n';

/**
 * A translated field in an admin form: its English and its Bahasa Malaysia side by side (one
 * above the other on a phone), the Malay marked "BM translation missing" while it is empty and
 * the English is not.
 */
export function BilingualRow({
  english,
  malay,
  isMissing,
}: {
  english: ReactNode;
  malay: ReactNode;
  isMissing: boolean;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>{english}</div>
      <div>
        {malay}
        {isMissing ? <TranslationMissingBadge className="mt-1" /> : null}
      </div>
    </div>
  );
}

export function TranslationMissingBadge({ className = '' }: { className?: string }) {
  const t = useMessages().adminContent.common;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ${className}`}
    >
      {t.translationMissing}
    </span>
  );
}

/** "Only items missing their BM translation": the filter above an admin content list. */
export function MissingTranslationFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useMessages().adminContent.common;
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 text-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t.missingFilter}
    </label>
  );
}
