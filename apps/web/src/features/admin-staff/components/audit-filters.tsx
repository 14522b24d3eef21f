import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/text-field';
import { useMessages } from '@/lib/i18n';
import type { SecurityMessages } from '@/messages/en/security';

import type { AuditFilters } from '../api/audit';

type FilterKey = keyof AuditFilters;

const FIELDS: { key: FilterKey; type: 'text' | 'date' }[] = [
  { key: 'actor', type: 'text' },
  { key: 'action', type: 'text' },
  { key: 'targetType', type: 'text' },
  { key: 'targetId', type: 'text' },
  { key: 'from', type: 'date' },
  { key: 'to', type: 'date' },
];

type AuditTexts = SecurityMessages['audit'];
const PLACEHOLDERS: Partial<Record<FilterKey, (t: AuditTexts) => string>> = {
  actor: (t) => t.actorPlaceholder,
  action: (t) => t.actionPlaceholder,
};

const textsOf = (value: Partial<AuditFilters>): Record<FilterKey, string> => ({
  actor: value.actor ?? '',
  action: value.action ?? '',
  targetType: value.targetType ?? '',
  targetId: value.targetId ?? '',
  from: value.from ?? '',
  to: value.to ?? '',
});

/**
 * The audit log's filters, applied together with "Apply filters" (or cleared) into the URL. The
 * fields start from the filters in force: the section keys this form by them, so Back or a
 * shared link refills it.
 */
export function AuditFiltersForm({
  value,
  onApply,
  onClear,
}: {
  value: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  onClear: () => void;
}) {
  const { security } = useMessages();
  const t = security.audit;
  const [draft, setDraft] = useState(() => textsOf(value));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t.filtersLabel}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 xl:grid-cols-3"
    >
      {FIELDS.map(({ key, type }) => (
        <TextField
          key={key}
          label={t[`${key}Label`]}
          placeholder={PLACEHOLDERS[key]?.(t)}
          type={type}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          density="compact"
        />
      ))}
      <div className="flex items-end gap-2 sm:col-span-2 xl:col-span-3">
        <Button type="submit">{t.apply}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(textsOf({}));
            onClear();
          }}
        >
          {t.clear}
        </Button>
      </div>
    </form>
  );
}
