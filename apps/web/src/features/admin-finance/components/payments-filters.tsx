import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/form/filter-select';
import { SearchFilterField } from '@/components/ui/form/search-filter-field';
import type { SetFiltersOptions } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import { FINANCE_METHOD_FILTERS, FINANCE_STATUSES } from '@app/shared/payments/finance';
import { PAYMENT_PURPOSES } from '@app/shared/payments/schemas';

import type { FinanceFilters } from '../api/finance-admin';

import { DateFilter } from './range-fields';

/** What the money was for (membership, course, clinic, entry): a filter kept in the URL. */
export function PurposeFilter({
  value,
  onChange,
}: {
  value: FinanceFilters['purpose'];
  onChange: (purpose: FinanceFilters['purpose']) => void;
}) {
  const { finance } = useMessages();
  return (
    <FilterSelect
      label={finance.filters.purpose}
      allLabel={finance.filters.allPurposes}
      value={value}
      options={PAYMENT_PURPOSES.map((p) => ({ value: p, label: finance.purposes[p] }))}
      onChange={onChange}
    />
  );
}

/**
 * The payments list's filters, kept in the URL: search and member ID apply once typing pauses,
 * the selects and dates at once; the server filters. Back or a shared link fills them again.
 */
export function PaymentsFilters({
  value,
  onChange,
  onClear,
}: {
  value: FinanceFilters;
  onChange: (next: Partial<FinanceFilters>, options?: SetFiltersOptions) => void;
  onClear: () => void;
}) {
  const { finance } = useMessages();
  const t = finance.filters;
  return (
    <form
      role="search"
      aria-label={t.label}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 xl:grid-cols-3"
    >
      <SearchFilterField
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={value.q ?? ''}
        onCommit={(q) => onChange({ q }, { replace: true })}
        density="compact"
      />
      <SearchFilterField
        label={t.memberId}
        value={value.memberId ?? ''}
        onCommit={(memberId) => onChange({ memberId }, { replace: true })}
        density="compact"
      />
      <PurposeFilter value={value.purpose} onChange={(purpose) => onChange({ purpose })} />
      <FilterSelect
        label={t.method}
        allLabel={t.allMethods}
        value={value.method}
        options={FINANCE_METHOD_FILTERS.map((m) => ({ value: m, label: t.methodOptions[m] }))}
        onChange={(method) => onChange({ method })}
      />
      <FilterSelect
        label={t.status}
        allLabel={t.allStatuses}
        value={value.status}
        options={FINANCE_STATUSES.map((s) => ({ value: s, label: t.statusOptions[s] }))}
        onChange={(status) => onChange({ status })}
      />
      <DateFilter label={t.from} value={value.from ?? ''} onChange={(from) => onChange({ from })} />
      <DateFilter label={t.to} value={value.to ?? ''} onChange={(to) => onChange({ to })} />
      <div className="flex items-end sm:col-span-2 xl:col-span-3">
        <Button variant="ghost" onClick={onClear}>
          {t.clear}
        </Button>
      </div>
    </form>
  );
}
