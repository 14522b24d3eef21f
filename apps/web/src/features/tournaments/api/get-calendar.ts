import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { calendarResponseSchema, type CalendarResponse } from '@app/shared/events';

import type { CalendarParams } from '../hooks/use-calendar-params';

/** The query string of a calendar request or feed: only the filters that are set. */
export function calendarSearch(params: Partial<CalendarParams>): string {
  const search = new URLSearchParams();
  for (const key of ['year', 'month', 'state', 'type', 'q'] as const) {
    const value = params[key];
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
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
