import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/text-field';
import { useMessages } from '@/lib/i18n';

import { EMPTY_AUDIT_FILTERS, type AuditFilters } from '../api/audit';

/** The audit log's filters: applied together with "Apply filters" (the URL-free screen state). */
export function AuditFiltersForm({
  value,
  onApply,
}: {
  value: AuditFilters;
  onApply: (f: AuditFilters) => void;
}) {
  const { security } = useMessages();
  const t = security.audit;
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });

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
      <TextField
        label={t.actorLabel}
        placeholder={t.actorPlaceholder}
        value={draft.actor}
        onChange={set('actor')}
        density="compact"
      />
      <TextField
        label={t.actionLabel}
        placeholder={t.actionPlaceholder}
        value={draft.action}
        onChange={set('action')}
        density="compact"
      />
      <TextField
        label={t.targetTypeLabel}
        value={draft.targetType}
        onChange={set('targetType')}
        density="compact"
      />
      <TextField
        label={t.targetIdLabel}
        value={draft.targetId}
        onChange={set('targetId')}
        density="compact"
      />
      <TextField
        label={t.fromLabel}
        type="date"
        value={draft.from}
        onChange={set('from')}
        density="compact"
      />
      <TextField
        label={t.toLabel}
        type="date"
        value={draft.to}
        onChange={set('to')}
        density="compact"
      />
      <div className="flex items-end gap-2 sm:col-span-2 xl:col-span-3">
        <Button type="submit">{t.apply}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY_AUDIT_FILTERS);
            onApply(EMPTY_AUDIT_FILTERS);
          }}
        >
          {t.clear}
        </Button>
      </div>
    </form>
  );
}
