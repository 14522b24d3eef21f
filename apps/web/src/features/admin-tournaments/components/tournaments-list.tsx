import { AdminCards } from '@/components/admin/admin-cards';
import { AdminTable } from '@/components/admin/admin-table';
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

/** The tournaments: a table when the section is wide, cards when it is narrow. */
export function TournamentsList({ tournaments, onDelete }: TournamentsListProps) {
  const { adminTournaments: t } = useMessages();
  const text = useRowText();
  const actions = (tournament: Tournament) => (
    <RowActions name={text.name(tournament)} onDelete={() => onDelete(tournament)} />
  );
  return (
    <AdminTable
      caption={t.tableCaption}
      items={tournaments}
      getKey={(tournament) => tournament._id}
      columns={[
        {
          header: t.columns.name,
          isRowHeader: true,
          className: 'font-normal',
          cell: (tournament) => (
            <>
              <span className="block font-semibold text-slate-900">{text.name(tournament)}</span>
              <span className="block truncate font-mono text-xs text-slate-500">
                {tournament.applicationId}
              </span>
            </>
          ),
        },
        {
          header: t.columns.dates,
          className: 'whitespace-nowrap tabular-nums text-slate-700',
          cell: text.dates,
        },
        {
          header: t.columns.location,
          cell: (tournament) => (
            <>
              <span className="block text-slate-800">{tournament.city || t.notAvailable}</span>
              {tournament.state ? (
                <span className="block text-xs text-slate-500">{tournament.state}</span>
              ) : null}
            </>
          ),
        },
        { header: t.columns.organizer, className: 'text-slate-700', cell: text.organizer },
        { header: t.columns.type, cell: (tournament) => <TypeBadge type={tournament.type} /> },
        { header: t.columns.actions, isHeaderHidden: true, align: 'end', cell: actions },
      ]}
      cards={
        <AdminCards
          label={t.cardsLabel}
          items={tournaments}
          getKey={(tournament) => tournament._id}
          card={(tournament) => ({
            title: text.name(tournament),
            subtitle: (
              <p className="truncate font-mono text-xs text-slate-500">
                {tournament.applicationId}
              </p>
            ),
            aside: <TypeBadge type={tournament.type} />,
            fields: [
              { label: t.columns.dates, value: text.dates(tournament) },
              { label: t.columns.location, value: text.location(tournament) },
              {
                label: t.columns.organizer,
                value: text.organizer(tournament),
                isWide: true,
                className: 'truncate text-slate-800',
              },
            ],
            actions: actions(tournament),
          })}
        />
      }
    />
  );
}
