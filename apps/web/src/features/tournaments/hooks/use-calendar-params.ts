import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { malaysiaTodayIso } from '@app/shared/calendar';
import { EVENT_CATEGORIES, type EventCategory } from '@app/shared/events';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';

export interface CalendarParams {
  year: number;
  month: number | null;
  state: string | null;
  type: EventCategory | null;
  q: string;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * The calendar's filters live in the URL (`?year=2027&state=Selangor&type=state&month=3&q=open`),
 * so a filtered view can be shared and the back button steps through filter changes. Values
 * the calendar does not know are ignored rather than sent.
 */
/** A change to the filters: null (or '') removes one. */
export type CalendarParamsUpdate = { [K in keyof CalendarParams]?: CalendarParams[K] | null };

export function useCalendarParams(): [CalendarParams, (next: CalendarParamsUpdate) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<CalendarParams>(() => {
    const year = Number(search.get('year'));
    const month = Number(search.get('month'));
    return {
      year:
        Number.isInteger(year) && year >= 2000 && year <= 2100
          ? year
          : Number(malaysiaTodayIso().slice(0, 4)),
      month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : null,
      state: oneOf(MALAYSIAN_STATES, search.get('state')),
      type: oneOf(EVENT_CATEGORIES, search.get('type')),
      q: (search.get('q') ?? '').slice(0, 100),
    };
  }, [search]);

  const update = useCallback(
    (next: CalendarParamsUpdate) => {
      setSearch(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === null || value === undefined || value === '') merged.delete(key);
            else merged.set(key, String(value));
          }
          return merged;
        },
        // Typing in the search box replaces the entry; choosing a filter adds one (Back undoes it).
        { replace: Object.keys(next).length === 1 && 'q' in next, preventScrollReset: true },
      );
    },
    [setSearch],
  );
  return [params, update];
}
