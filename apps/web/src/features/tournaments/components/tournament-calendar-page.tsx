import './tournament-calendar.css';

import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';
import { calendarQuerySchema, type CalendarEvent } from '@app/shared/events';

import { useCalendar, type CalendarParams } from '../api/get-calendar';

import { CalendarEventModal } from './calendar-event-modal';
import { CalendarFilters } from './calendar-filters';
import { CalendarSubscribe } from './calendar-subscribe';
import { TournamentLegend } from './tournament-legend';
import { TournamentMonthList } from './tournament-month-list';
import { TournamentYearGrid } from './tournament-year-grid';

const VIEW_OPTIONS = ['list', 'calendar'] as const;

type CalendarView = 'list' | 'calendar';

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof NetworkError ? error.message : fallback;
}

export interface TournamentCalendarPageProps {
  /** Shown above the calendar: the news feature's tournament notices (spec §2). */
  notices?: ReactNode;
}

export function TournamentCalendarPage({ notices }: TournamentCalendarPageProps) {
  const m = useMessages();
  const t = m.tournaments;
  // The filters live in the URL, so a filtered view can be shared and Back undoes a choice.
  const today = malaysiaTodayIso();
  const thisYear = Number(today.slice(0, 4));
  const filters = useUrlFilters(calendarQuerySchema, { defaults: { year: thisYear } });
  const params: CalendarParams = { ...filters.values, year: filters.values.year ?? thisYear };
  const setParams = filters.set;
  const { year } = params;
  const query = useCalendar(params);
  // Phones start on the list; from `md` up the list is hidden and the calendar always shows, so
  // the same first render suits every screen (and the server's HTML).
  const [view, setView] = useState<CalendarView>('list');
  const [selected, setSelected] = useState<CalendarEvent | null>(null);

  const events = query.data?.events;
  const eventCount = query.data?.counts.total ?? 0;
  const years = query.data?.years ?? [year];
  const filtered = Boolean(params.q || params.state || params.type || params.month);
  // What the Types figure counts: the kinds of event among those shown.
  const typesShown = new Set(events?.map((event) => event.category)).size;

  return (
    <div className="mpa-tournament-page mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <p className="mpa-print-only">
        {m.common.associationName} — {t.page.printTitle} {year}
      </p>
      {notices}

      <CalendarFilters params={params} counts={query.data?.counts} onChange={setParams} />

      {query.isPending ? (
        // At least a screen tall so the footer starts out of view and the calendar cannot push it.
        <div
          role="status"
          className="flex min-h-dvh flex-col items-center gap-4 py-20 text-slate-600"
        >
          <Spinner />
          <p className="text-sm font-medium">{t.loading}</p>
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
        >
          <AlertTriangleIcon className="size-10 text-red-700" aria-hidden="true" />
          <h2 className="text-lg font-bold text-red-900">{t.errorTitle}</h2>
          <p className="text-sm text-red-800">{errorText(query.error, m.common.networkError)}</p>
          <Button
            variant="danger"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            className="mt-2"
          >
            {query.isFetching ? <ButtonSpinner /> : null}
            {m.common.retry}
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
            <dl className="flex gap-3">
              <div className="rounded-2xl border border-slate-200 bg-white px-4 py-2 shadow-sm">
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {t.stats.events}
                </dt>
                <dd className="text-2xl font-extrabold text-brand-900" data-testid="events-count">
                  {eventCount}
                </dd>
              </div>
              <div className="rounded-2xl border border-slate-200 bg-white px-4 py-2 shadow-sm">
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {t.stats.types}
                </dt>
                <dd className="text-2xl font-extrabold text-brand-900" data-testid="types-count">
                  {typesShown}
                </dd>
              </div>
            </dl>
            <div className="mpa-no-print flex flex-wrap gap-2">
              <CalendarSubscribe params={params} />
              <Button variant="outline" size="sm" onClick={() => window.print()}>
                {t.print.autoPdf}
              </Button>
              <Button variant="primary" size="sm" onClick={() => window.print()}>
                {t.print.printPdf}
              </Button>
            </div>
          </div>

          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
            <div className="flex items-center gap-2">
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.year.previous}
                disabled={year <= Math.min(...years) - 1}
                onClick={() => setParams({ year: year - 1 })}
                className="mpa-no-print text-lg"
              >
                <span aria-hidden="true">‹</span>
              </Button>
              <h2
                aria-live="polite"
                className="min-w-20 text-center text-2xl font-extrabold text-brand-900"
              >
                {year}
              </h2>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.year.next}
                disabled={year >= Math.max(...years) + 1}
                onClick={() => setParams({ year: year + 1 })}
                className="mpa-no-print text-lg"
              >
                <span aria-hidden="true">›</span>
              </Button>
            </div>
            <TournamentLegend />
          </div>

          <div
            role="group"
            aria-label={t.view.label}
            className="mpa-no-print mt-5 inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm md:hidden"
          >
            {VIEW_OPTIONS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={cn(
                  'min-h-9 rounded-full px-4 text-sm font-semibold transition-colors',
                  view === option ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
                )}
              >
                {t.view[option]}
              </button>
            ))}
          </div>

          <p
            role="status"
            aria-live="polite"
            className="mpa-no-print mt-4 text-sm font-medium text-slate-600"
          >
            {query.isPlaceholderData
              ? m.calendar.filters.updating
              : m.calendar.filters.results(eventCount)}
          </p>

          {events && events.length === 0 ? (
            <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
              {filtered ? m.calendar.noMatches : t.empty}
            </p>
          ) : (
            <>
              {view === 'list' ? (
                <div className="mpa-tournament-list-wrap mt-5 md:hidden">
                  <TournamentMonthList
                    events={events ?? []}
                    year={year}
                    currentMonth={year === thisYear ? Number(today.slice(5, 7)) : null}
                    isFiltered={filtered}
                    onSelect={setSelected}
                  />
                </div>
              ) : null}
              <div
                className={cn(
                  'mpa-tournament-grid-wrap mt-5',
                  view === 'list' ? 'hidden md:block' : undefined,
                )}
              >
                <TournamentYearGrid
                  events={events ?? []}
                  year={year}
                  isFiltered={filtered}
                  onSelect={setSelected}
                />
              </div>
            </>
          )}
        </>
      )}

      <CalendarEventModal event={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
