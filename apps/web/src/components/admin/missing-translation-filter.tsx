import { useMessages } from '@/lib/i18n';

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
