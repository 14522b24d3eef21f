import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  calendarResponseSchema,
  type CalendarQuery,
  type CalendarResponse,
} from '@app/shared/events';

/**
 * The calendar's filters (`?year=2027&state=Selangor&type=state&month=3&q=open`), as
 * `GET /api/calendar` takes them: the year is always known (this one unless the URL names one).
 */
export type CalendarParams = CalendarQuery & { year: number };

/** The query string of a calendar request or feed: only the filters that are set. */
export function calendarSearch(
  params: Partial<Record<keyof CalendarQuery, string | number | undefined>>,
): string {
  const search = new URLSearchParams();
  for (const key of ['year', 'month', 'state', 'type', 'q'] as const) {
    const value = params[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

export async function getCalendar(
  params: CalendarParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CalendarResponse> {
  const data = await apiRequest<unknown>(`/api/calendar?${calendarSearch(params)}`, { signal });
  return calendarResponseSchema.parse(data);
}

/** The year's events for the filters; the previous answer stays on screen while the next loads. */
export function useCalendar(params: CalendarParams) {
  return useQuery({
    queryKey: ['calendar', params] as const,
    queryFn: ({ signal }) => getCalendar(params, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
