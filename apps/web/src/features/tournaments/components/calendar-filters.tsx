import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form/input-class';
import { useMessages } from '@/lib/i18n';
import { EVENT_CATEGORIES, isTournamentCategory, type CalendarCounts } from '@app/shared/events';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';

import type { CalendarParams, CalendarParamsUpdate } from '../hooks/use-calendar-params';

export interface CalendarFiltersProps {
  params: CalendarParams;
  counts: CalendarCounts | undefined;
  onChange: (next: CalendarParamsUpdate) => void;
}

const SEARCH_DELAY_MS = 300;

/**
 * Search, state, type and month. Each option shows how many events choosing it would show (the
 * server counts with the other filters applied); the search waits for a pause in typing.
 */
export function CalendarFilters({ params, counts, onChange }: CalendarFiltersProps) {
  const m = useMessages();
  const t = m.calendar.filters;
  const id = useId();
  const [text, setText] = useState(params.q);

  // The URL is the truth: Back, or a shared link, sets the box.
  useEffect(() => setText(params.q), [params.q]);
  useEffect(() => {
    if (text.trim() === params.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params.q, onChange]);

  const count = (label: string, n: number | undefined) =>
    counts ? t.withCount(label, n ?? 0) : label;
  const categoryLabel = (category: (typeof EVENT_CATEGORIES)[number]) =>
    isTournamentCategory(category)
      ? m.tournaments.types[category]
      : m.calendar.categories[category];
  const filtered = Boolean(params.q || params.state || params.type || params.month);

  return (
    <form
      role="search"
      aria-label={t.label}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text.trim() });
      }}
      className="mpa-no-print mt-6 grid grid-cols-2 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-800">
          {t.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClass()} mt-1`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-state`} className="text-sm font-semibold text-slate-800">
          {t.state}
        </label>
        <select
          id={`${id}-state`}
          value={params.state ?? ''}
          onChange={(event) => onChange({ state: event.target.value || null })}
          className={`${inputClass()} mt-1`}
        >
          <option value="">{t.allStates}</option>
          {MALAYSIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {count(state, counts?.states[state])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="text-sm font-semibold text-slate-800">
          {t.type}
        </label>
        <select
          id={`${id}-type`}
          value={params.type ?? ''}
          onChange={(event) =>
            onChange({ type: (event.target.value || null) as CalendarParams['type'] })
          }
          className={`${inputClass()} mt-1`}
        >
          <option value="">{t.allTypes}</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {count(categoryLabel(category), counts?.types[category])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-month`} className="text-sm font-semibold text-slate-800">
          {t.month}
        </label>
        <select
          id={`${id}-month`}
          value={params.month ?? ''}
          onChange={(event) =>
            onChange({ month: event.target.value ? Number(event.target.value) : null })
          }
          className={`${inputClass()} mt-1`}
        >
          <option value="">{t.allMonths}</option>
          {m.tournaments.months.map((name, index) => (
            <option key={name} value={index + 1}>
              {count(name, counts?.months[index])}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!filtered}
        onClick={() => {
          setText('');
          onChange({ q: null, state: null, type: null, month: null });
        }}
      >
        {t.clear}
      </Button>
    </form>
  );
}
