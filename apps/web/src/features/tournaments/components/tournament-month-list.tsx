import { useMemo } from 'react';

import { cn } from '@/components/ui/class-names';
import { useMessages } from '@/lib/i18n';
import { calendarCells } from '@app/shared/calendar';
import type { Tournament } from '@app/shared/tournaments';

import { formatTournamentDateRange } from '../utils/format-dates';
import { typeStyles } from '../utils/type-styles';

export interface TournamentMonthListProps {
  tournaments: readonly Tournament[];
  year: number;
  onSelect: (tournament: Tournament) => void;
}

/** Narrow-screen view: the year's tournaments grouped by month (an event shows in each month it touches). */
export function TournamentMonthList({ tournaments, year, onSelect }: TournamentMonthListProps) {
  const t = useMessages().tournaments;
  const months = useMemo(
    () =>
      t.months.map((name, index) => ({
        name,
        month: index + 1,
        items: tournaments.filter((tournament) =>
          calendarCells(tournament, year).some((cell) => cell.month === index + 1),
        ),
      })),
    [t.months, tournaments, year],
  );

  return (
    <ol className="space-y-4" aria-label={t.grid.caption(year)}>
      {months.map(({ name, month, items }) => (
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
              {items.map((tournament) => {
                const styles = typeStyles(tournament.type);
                const dates = formatTournamentDateRange(
                  tournament.startDate,
                  tournament.endDate,
                  t.monthsShort,
                );
                return (
                  <li key={tournament._id}>
                    <button
                      type="button"
                      data-type={tournament.type}
                      onClick={() => onSelect(tournament)}
                      className="flex w-full items-start gap-3 rounded-xl border border-slate-200 p-3 text-left transition hover:border-brand-300 hover:bg-brand-50"
                    >
                      <span
                        aria-hidden="true"
                        className={cn('mt-1 size-3 shrink-0 rounded-full', styles.dot)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-slate-900">
                          {tournament.name}
                        </span>
                        <span className="mt-0.5 block text-sm text-slate-600">{dates}</span>
                        <span className="mt-0.5 block text-sm text-slate-600">
                          {[tournament.city, tournament.state].filter(Boolean).join(', ')}
                        </span>
                      </span>
                      <span
                        className={cn(
                          'shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold',
                          styles.soft,
                        )}
                      >
                        {t.types[tournament.type]}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
