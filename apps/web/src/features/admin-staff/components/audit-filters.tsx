import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form/input-class';
import { SearchFilterField } from '@/components/ui/form/search-filter-field';
import type { SetFiltersOptions } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import type { SecurityMessages } from '@/messages/en/security';

import type { AuditFilters } from '../api/audit';

type TextKey = 'actor' | 'action' | 'targetType' | 'targetId';
type DateKey = 'from' | 'to';

const TEXT_KEYS: readonly TextKey[] = ['actor', 'action', 'targetType', 'targetId'];
const DATE_KEYS: readonly DateKey[] = ['from', 'to'];

type AuditTexts = SecurityMessages['audit'];
const PLACEHOLDERS: Partial<Record<TextKey, (t: AuditTexts) => string>> = {
  actor: (t) => t.actorPlaceholder,
  action: (t) => t.actionPlaceholder,
};

/** A date filter, laid out as the text filters beside it (label, then the field). */
function DateFilterField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass('compact')} mt-1`}
      />
    </div>
  );
}

/**
 * The audit log's filters, kept in the URL like every list's (useUrlFilters): a text filter is
 * applied once typing pauses (or at once on Enter), a date as soon as it is chosen; the server
 * filters. Back, or a shared link, fills the fields from the URL.
 */
export function AuditFiltersForm({
  value,
  onChange,
  onClear,
}: {
  value: AuditFilters;
  onChange: (next: Partial<AuditFilters>, options?: SetFiltersOptions) => void;
  onClear: () => void;
}) {
  const { security } = useMessages();
  const t = security.audit;

  return (
    <form
      role="search"
      aria-label={t.filtersLabel}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 xl:grid-cols-3"
    >
      {TEXT_KEYS.map((key) => (
        <SearchFilterField
          key={key}
          label={t[`${key}Label`]}
          placeholder={PLACEHOLDERS[key]?.(t)}
          value={value[key] ?? ''}
          onCommit={(text) => onChange({ [key]: text }, { replace: true })}
          density="compact"
        />
      ))}
      {DATE_KEYS.map((key) => (
        <DateFilterField
          key={key}
          label={t[`${key}Label`]}
          value={value[key] ?? ''}
          onChange={(date) => onChange({ [key]: date })}
        />
      ))}
      <div className="flex items-end gap-2 sm:col-span-2 xl:col-span-3">
        <Button variant="ghost" onClick={onClear}>
          {t.clear}
        </Button>
      </div>
    </form>
  );
}
