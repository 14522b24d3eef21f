import { useCallback } from 'react';

import { Button } from '@/components/ui/button';
import { FilterForm } from '@/components/ui/form/filter-form';
import { FilterSelect } from '@/components/ui/form/filter-select';
import { SearchFilterField } from '@/components/ui/form/search-filter-field';
import type { SetFiltersOptions } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import {
  EVENT_CATEGORIES,
  isTournamentCategory,
  type CalendarCounts,
  type CalendarQuery,
} from '@app/shared/events';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';

import type { CalendarParams } from '../api/get-calendar';

export interface CalendarFiltersProps {
  params: CalendarParams;
  counts: CalendarCounts | undefined;
  /** The page's useUrlFilters `set`: the search replaces the history entry. */
  onChange: (next: Partial<CalendarQuery>, options?: SetFiltersOptions) => void;
}

/**
 * Search, state, type and month. Each option shows how many events choosing it would show (the
 * server counts with the other filters applied); the search waits for a pause in typing.
 */
export function CalendarFilters({ params, counts, onChange }: CalendarFiltersProps) {
  const m = useMessages();
  const t = m.calendar.filters;
  const count = (label: string, n: number | undefined) =>
    counts ? t.withCount(label, n ?? 0) : label;
  const categoryLabel = (category: (typeof EVENT_CATEGORIES)[number]) =>
    isTournamentCategory(category)
      ? m.tournaments.types[category]
      : m.calendar.categories[category];
  const filtered = Boolean(params.q || params.state || params.type || params.month);
  const commitSearch = useCallback((q: string) => onChange({ q }, { replace: true }), [onChange]);

  return (
    <FilterForm
      label={t.label}
      submitLabel={m.common.applyFilters}
      onApply={(fields) => commitSearch(String(fields.get('q') ?? '').trim())}
      submitClassName="col-span-2 lg:col-span-1"
      className="mpa-no-print mt-6 grid grid-cols-2 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr_auto_auto]"
    >
      {/* The year shown is kept when the form is sent without JavaScript. */}
      <input type="hidden" name="year" value={params.year} />
      <SearchFilterField
        label={t.search}
        name="q"
        placeholder={t.searchPlaceholder}
        value={params.q ?? ''}
        onCommit={commitSearch}
        className="col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label={t.state}
        name="state"
        value={params.state}
        allLabel={t.allStates}
        options={MALAYSIAN_STATES.map((state) => ({
          value: state,
          label: count(state, counts?.states[state]),
        }))}
        onChange={(state) => onChange({ state })}
      />
      <FilterSelect
        label={t.type}
        name="type"
        value={params.type}
        allLabel={t.allTypes}
        options={EVENT_CATEGORIES.map((category) => ({
          value: category,
          label: count(categoryLabel(category), counts?.types[category]),
        }))}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label={t.month}
        name="month"
        value={params.month === undefined ? null : String(params.month)}
        allLabel={t.allMonths}
        options={m.tournaments.months.map((name, index) => ({
          value: String(index + 1),
          label: count(name, counts?.months[index]),
        }))}
        onChange={(month) => onChange({ month: month ? Number(month) : undefined })}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!filtered}
        onClick={() =>
          onChange({ q: undefined, state: undefined, type: undefined, month: undefined })
        }
      >
        {t.clear}
      </Button>
    </FilterForm>
  );
}
