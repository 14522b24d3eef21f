import { RowActions } from '@/components/admin/row-actions';
import { useMessages } from '@/lib/i18n';
import type { Tournament } from '@app/shared/tournaments';

import { formatDateRange } from '../utils/format-dates';

import { TypeBadge } from './type-badge';

export interface TournamentsListProps {
  tournaments: readonly Tournament[];
  onDelete: (tournament: Tournament) => void;
}

function useRowText() {
  const { adminTournaments: t, common } = useMessages();
  return {
    dates: (x: Tournament) => formatDateRange(x.startDate, x.endDate, common.dateLocale),
    location: (x: Tournament) => [x.city, x.state].filter(Boolean).join(', ') || t.notAvailable,
    organizer: (x: Tournament) => x.organizer || t.notAvailable,
    name: (x: Tournament) => x.name || x.applicationId,
  };
}

/** Wide sections: one table row per tournament. */
export function TournamentsTable({ tournaments, onDelete }: TournamentsListProps) {
  const { adminTournaments: t } = useMessages();
  const text = useRowText();
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t.columns.name}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.dates}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.location}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.organizer}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.type}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">{t.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tournaments.map((tournament) => (
            <tr key={tournament._id} className="hover:bg-slate-50">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold text-slate-900">{text.name(tournament)}</span>
                <span className="block truncate font-mono text-xs text-slate-500">
                  {tournament.applicationId}
                </span>
              </th>
              <td className="whitespace-nowrap px-3 py-3 tabular-nums text-slate-700">
                {text.dates(tournament)}
              </td>
              <td className="px-3 py-3">
                <span className="block text-slate-800">{tournament.city || t.notAvailable}</span>
                {tournament.state ? (
                  <span className="block text-xs text-slate-500">{tournament.state}</span>
                ) : null}
              </td>
              <td className="px-3 py-3 text-slate-700">{text.organizer(tournament)}</td>
              <td className="px-3 py-3">
                <TypeBadge type={tournament.type} />
              </td>
              <td className="px-2 py-3 text-right">
                <RowActions name={text.name(tournament)} onDelete={() => onDelete(tournament)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow sections: one card per tournament. */
export function TournamentCards({ tournaments, onDelete }: TournamentsListProps) {
  const { adminTournaments: t } = useMessages();
  const text = useRowText();
  return (
    <ul aria-label={t.cardsLabel} className="grid grid-cols-1 gap-3 @xl:grid-cols-2">
      {tournaments.map((tournament) => (
        <li
          key={tournament._id}
          className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{text.name(tournament)}</p>
              <p className="truncate font-mono text-xs text-slate-500">
                {tournament.applicationId}
              </p>
            </div>
            <TypeBadge type={tournament.type} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-slate-500">{t.columns.dates}</dt>
              <dd className="mt-0.5 text-slate-800">{text.dates(tournament)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">{t.columns.location}</dt>
              <dd className="mt-0.5 text-slate-800">{text.location(tournament)}</dd>
            </div>
            <div className="col-span-2 min-w-0">
              <dt className="text-xs text-slate-500">{t.columns.organizer}</dt>
              <dd className="mt-0.5 truncate text-slate-800">{text.organizer(tournament)}</dd>
            </div>
          </dl>
          <div className="mt-3 flex justify-end border-t border-slate-100 pt-3">
            <RowActions name={text.name(tournament)} onDelete={() => onDelete(tournament)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
