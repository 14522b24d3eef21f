import { useMemo } from 'react';

import { useMessages } from '@/lib/i18n';
import { calendarCells, CALENDAR_WEEKS_PER_MONTH, type CalendarSpan } from '@app/shared/calendar';
import type { CalendarEvent } from '@app/shared/events';

import { TournamentChip } from './tournament-chip';

const WEEKS = Array.from({ length: CALENDAR_WEEKS_PER_MONTH }, (_, index) => index + 1);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** `showLabel`: the event's first cell in its month row (later cells continue the bar unlabelled). */
type CellEntry = { event: CalendarEvent; span: CalendarSpan; showLabel: boolean };

/** Which events sit in each (month, week) cell of `year`, keyed 'month-week'. */
export function buildYearCells(
  events: readonly CalendarEvent[],
  year: number,
): Map<string, CellEntry[]> {
  const cells = new Map<string, CellEntry[]>();
  for (const event of events) {
    calendarCells(event, year).forEach((cell, index, all) => {
      const key = `${cell.month}-${cell.week}`;
      const entries = cells.get(key) ?? [];
      const showLabel = index === 0 || all[index - 1]?.month !== cell.month;
      entries.push({ event, span: cell.span, showLabel });
      cells.set(key, entries);
    });
  }
  return cells;
}

export interface TournamentYearGridProps {
  events: readonly CalendarEvent[];
  year: number;
  /** A search or filter is on: months without a result are left out. */
  isFiltered?: boolean;
  onSelect: (event: CalendarEvent) => void;
}

/** The 12 months × 4 week columns grid (spec §9), one row per month: tournaments, courses and clinics. */
export function TournamentYearGrid({
  events,
  year,
  isFiltered = false,
  onSelect,
}: TournamentYearGridProps) {
  const t = useMessages().tournaments;
  const cells = useMemo(() => buildYearCells(events, year), [events, year]);
  const months = isFiltered
    ? MONTHS.filter((month) => WEEKS.some((week) => cells.has(`${month}-${week}`)))
    : MONTHS;

  return (
    <div className="mpa-tournament-grid-scroll relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="mpa-tournament-grid w-full min-w-[720px] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t.grid.caption(year)}</caption>
        <thead>
          <tr className="bg-brand-900 text-white">
            <th scope="col" className="w-28 px-4 py-3 text-left font-semibold">
              {t.grid.month}
            </th>
            {WEEKS.map((week) => (
              <th key={week} scope="col" className="px-2 py-3 text-center font-semibold">
                {t.grid.week(week)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr
              key={month}
              data-month={month}
              className="border-t border-slate-200 odd:bg-white even:bg-slate-50/70"
            >
              <th
                scope="row"
                className="px-4 py-2 text-left align-top font-semibold text-brand-900"
              >
                {t.months[month - 1]}
              </th>
              {WEEKS.map((week) => {
                const entries = cells.get(`${month}-${week}`) ?? [];
                return (
                  <td
                    key={week}
                    data-month={month}
                    data-week={week}
                    className="h-12 border-l border-slate-100 px-0 py-1.5 align-top"
                  >
                    {entries.length > 0 ? (
                      <ul className="flex flex-col gap-1">
                        {entries.map(({ event, span, showLabel }) => (
                          <li
                            key={`${event.category}-${event._id}`}
                            className="flex min-w-0 flex-col"
                          >
                            <TournamentChip
                              event={event}
                              span={span}
                              showLabel={showLabel}
                              onSelect={onSelect}
                            />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
