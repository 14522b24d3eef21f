import { useMemo } from 'react';

import { cn } from '@/components/ui/class-names';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { calendarCells } from '@app/shared/calendar';
import { formatTimeText } from '@app/shared/clock-time';
import { isTournamentCategory, type CalendarEvent } from '@app/shared/events';

import { categoryStyles } from '../utils/category-styles';
import { formatTournamentDateRange } from '../utils/format-dates';

import { eventName } from './calendar-event-modal';

export interface TournamentMonthListProps {
  events: readonly CalendarEvent[];
  year: number;
  /** Today's month (1–12) when `year` is this year: the list starts there. */
  currentMonth: number | null;
  /** A search or filter is on: months without a result are left out. */
  isFiltered: boolean;
  onSelect: (event: CalendarEvent) => void;
}

/**
 * Narrow-screen view: the year's events grouped by month (an event shows in each month it
 * touches). This year's list starts at the current month; earlier months follow behind "Past
 * events". While a search or filter is on, months without results are left out.
 */
export function TournamentMonthList({
  events,
  year,
  currentMonth,
  isFiltered,
  onSelect,
}: TournamentMonthListProps) {
  const m = useMessages();
  const t = m.tournaments;
  const months = useMemo(
    () =>
      t.months.map((name, index) => ({
        name,
        month: index + 1,
        items: events.filter((event) =>
          calendarCells(event, year).some((cell) => cell.month === index + 1),
        ),
      })),
    [t.months, events, year],
  );

  const shown = months.filter(({ items }) => !isFiltered || items.length > 0);
  const upcoming = shown.filter(({ month }) => currentMonth === null || month >= currentMonth);
  const past = shown.filter(({ month }) => currentMonth !== null && month < currentMonth);
  const pastCount = new Set(past.flatMap(({ items }) => items.map((e) => `${e.category}-${e._id}`)))
    .size;

  const renderMonth = ({ name, month, items }: (typeof months)[number]) => (
    <li
      key={month}
      data-month={month}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="text-base font-bold text-brand-900">
        {name} <span className="font-medium text-slate-500">{year}</span>
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t.emptyMonth}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {items.map((event) => (
            <li key={`${event.category}-${event._id}`}>
              <EventButton event={event} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );

  return (
    <div className="space-y-4">
      <ol className="space-y-4" aria-label={t.grid.caption(year)}>
        {upcoming.map(renderMonth)}
      </ol>
      {pastCount > 0 ? (
        <details data-testid="past-events" className="group">
          <summary className="min-h-11 cursor-pointer rounded-2xl border border-slate-200 bg-white px-4 py-3 font-semibold text-brand-900 shadow-sm">
            {formatMessage(m.calendar.pastEvents, { count: pastCount })}
          </summary>
          <ol className="mt-4 space-y-4" aria-label={m.calendar.pastEventsLabel}>
            {past.map(renderMonth)}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

function EventButton({
  event,
  onSelect,
}: {
  event: CalendarEvent;
  onSelect: (event: CalendarEvent) => void;
}) {
  const m = useMessages();
  const t = m.tournaments;
  const locale = useLocale();
  const styles = categoryStyles(event.category);
  const dates = formatTournamentDateRange(event.startDate, event.endDate, t.monthsShort);
  return (
    <button
      type="button"
      data-type={event.category}
      onClick={() => onSelect(event)}
      className="flex w-full items-start gap-3 rounded-xl border border-slate-200 p-3 text-left transition hover:border-brand-300 hover:bg-brand-50"
    >
      <span aria-hidden="true" className={cn('mt-1 size-3 shrink-0 rounded-full', styles.dot)} />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{eventName(event, locale)}</span>
        <span className="mt-0.5 block text-sm text-slate-600">
          {event.time ? `${dates} · ${formatTimeText(event.time, locale)}` : dates}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">
          {[event.venue, event.city, event.state].filter(Boolean).join(', ')}
        </span>
      </span>
      <span
        className={cn(
          'shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold',
          styles.soft,
        )}
      >
        {isTournamentCategory(event.category)
          ? t.types[event.category]
          : m.calendar.categories[event.category]}
      </span>
    </button>
  );
}
