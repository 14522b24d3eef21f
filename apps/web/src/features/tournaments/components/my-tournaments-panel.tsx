import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';

import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { apiRequest } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import {
  myTournamentsQuerySchema,
  tournamentSchema,
  type Tournament,
} from '@app/shared/tournaments';

import { formatTournamentDateRange } from '../utils/format-dates';
import { typeStyles } from '../utils/type-styles';

import { feedUrl } from './calendar-subscribe';
import { TournamentDetailModal } from './tournament-detail-modal';

function useUpcoming(state: string | null) {
  return useQuery({
    queryKey: ['tournaments', 'upcoming', state],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ upcoming: 'true', ...(state ? { state } : {}) });
      return z
        .array(tournamentSchema)
        .parse(await apiRequest<unknown>(`/api/tournaments?${query.toString()}`, { signal }));
    },
    staleTime: 60_000,
  });
}

/**
 * The portal's My Tournaments tab: upcoming approved tournaments in the player's state (or all
 * states), each opening its details with Register Now, and a feed of them to subscribe to.
 * Tournaments that take entries here are entered on their own page (features/competition).
 */
export function MyTournamentsPanel({ state }: { state: string | null }) {
  const m = useMessages();
  const t = m.enrolment.tournaments;
  // `?states=all` (in the URL, like every list filter) shows every state.
  const filters = useUrlFilters(myTournamentsQuerySchema);
  const everywhere = !state || filters.values.states === 'all';
  const shownState = everywhere ? null : state;
  const query = useUpcoming(shownState);
  const [selected, setSelected] = useState<Tournament | null>(null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const feed = feedUrl(origin, { state: shownState ?? undefined });

  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-bold text-brand-900">{t.title}</h2>
      <p className="mt-1 text-slate-600">{shownState ? t.lead(shownState) : t.leadAnywhere}</p>
      <p className="mt-1 text-sm text-slate-500">{t.entries}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {state ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => filters.set({ states: everywhere ? undefined : 'all' })}
          >
            {everywhere ? t.myState : t.allStates}
          </Button>
        ) : null}
        <a
          href={feed.replace(/^https?:/, 'webcal:')}
          className="inline-flex min-h-9 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t.subscribe}
        </a>
        <ButtonLink
          size="sm"
          variant="ghost"
          to={
            shownState
              ? `${paths.tournament}?state=${encodeURIComponent(shownState)}`
              : paths.tournament
          }
        >
          {t.calendar}
        </ButtonLink>
      </div>
      {query.isPending ? (
        <div role="status" className="flex items-center gap-3 py-10 text-slate-600">
          <Spinner className="size-6 border-2" />
          <span className="text-sm">{t.loading}</span>
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {t.error}
        </p>
      ) : query.data.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">
          {t.empty}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {query.data.map((tournament) => (
            <li key={tournament._id}>
              <button
                type="button"
                onClick={() => setSelected(tournament)}
                className="flex w-full items-start gap-3 rounded-xl border border-slate-200 p-4 text-left transition hover:border-brand-300 hover:bg-brand-50"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-1.5 size-3 shrink-0 rounded-full',
                    typeStyles(tournament.type).dot,
                  )}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{tournament.name}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">
                    {formatTournamentDateRange(
                      tournament.startDate,
                      tournament.endDate,
                      m.tournaments.monthsShort,
                    )}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">
                    {[tournament.venue, tournament.city, tournament.state]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                </span>
                <span
                  className={cn(
                    'shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold',
                    typeStyles(tournament.type).soft,
                  )}
                >
                  {m.tournaments.types[tournament.type]}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <TournamentDetailModal tournament={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
