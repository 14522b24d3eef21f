import { Link } from 'react-router';

import { cn } from '@/components/ui/class-names';
import { MapPinIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths, tournamentHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { selectUpcoming, HOME_UPCOMING_COUNT } from '@app/shared/tournaments';

import { useTournaments } from '../api/get-tournaments';
import { formatTournamentDateRange } from '../utils/format-dates';
import { typeStyles } from '../utils/type-styles';

/**
 * Home: the next few tournaments (selectUpcoming, 3 cards). A failed fetch shows the empty state,
 * like every home list (spec §8).
 */
export function UpcomingTournamentsSection() {
  const t = useMessages().tournaments;
  const query = useTournaments();
  const upcoming = query.data ? selectUpcoming(query.data) : [];

  return (
    <section
      aria-labelledby="home-upcoming-tournaments-title"
      className="bg-slate-50 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-upcoming-tournaments-title"
          title={t.upcoming.title}
          lead={t.upcoming.lead}
        />
        {query.isPending ? (
          <div
            role="status"
            aria-label={t.upcoming.loading}
            className="mt-10 grid gap-6 md:grid-cols-3"
          >
            {Array.from({ length: HOME_UPCOMING_COUNT }, (_, index) => (
              <div
                key={index}
                aria-hidden="true"
                className="h-40 animate-pulse rounded-2xl border border-slate-200 bg-white p-6"
              >
                <div className="h-4 w-20 rounded-full bg-slate-200" />
                <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
                <div className="mt-3 h-4 w-1/2 rounded bg-slate-100" />
                <div className="mt-2 h-4 w-2/5 rounded bg-slate-100" />
              </div>
            ))}
          </div>
        ) : upcoming.length === 0 ? (
          <p className="mx-auto mt-10 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {t.upcoming.empty}
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {upcoming.map((tournament) => {
              const styles = typeStyles(tournament.type);
              const place = [tournament.city, tournament.state].filter(Boolean).join(', ');
              return (
                <li
                  key={tournament._id}
                  data-type={tournament.type}
                  className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <span
                    aria-hidden="true"
                    className={cn('absolute inset-x-0 top-0 h-1.5', styles.dot)}
                  />
                  <span
                    className={cn(
                      'self-start rounded-full border px-2.5 py-0.5 text-xs font-semibold',
                      styles.soft,
                    )}
                  >
                    {t.types[tournament.type]}
                  </span>
                  <h3 className="mt-3 text-lg font-bold text-brand-900">
                    {/* The whole card opens the tournament's own page. */}
                    <Link
                      to={tournamentHref(tournament._id)}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {tournament.name}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm font-medium text-slate-700">
                    {formatTournamentDateRange(
                      tournament.startDate,
                      tournament.endDate,
                      t.monthsShort,
                    )}
                  </p>
                  {place ? (
                    <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                      <MapPinIcon className="size-4 shrink-0" />
                      {place}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Link
            to={paths.tournament}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            {t.upcoming.viewAll}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
