import { ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatTimeText } from '@app/shared/clock-time';
import { isTournamentCategory, type CalendarEvent } from '@app/shared/events';

import { useTournament } from '../api/get-tournament';
import { formatTournamentDate } from '../utils/format-dates';

import { TournamentDetailModal } from './tournament-detail-modal';

/** The name to show: the Malay one on Malay pages where it was written. */
export function eventName(event: Pick<CalendarEvent, 'name' | 'nameMs'>, locale: string) {
  return locale === 'ms' && event.nameMs.trim() ? event.nameMs : event.name;
}

function TournamentEventModal({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const m = useMessages();
  const query = useTournament(event._id);
  if (query.data) return <TournamentDetailModal tournament={query.data} onClose={onClose} />;
  return (
    <Modal open onClose={onClose} title={event.name}>
      {query.isError || query.data === null ? (
        <p role="alert" className="text-sm text-red-800">
          {m.calendar.detailFailed}
        </p>
      ) : (
        <div role="status" className="flex items-center gap-3 text-sm text-slate-600">
          <Spinner />
          {m.calendar.detailLoading}
        </div>
      )}
    </Modal>
  );
}

function ProgramEventModal({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const m = useMessages();
  const locale = useLocale();
  const t = m.calendar.program;
  const rows: [string, string][] = [
    [
      m.tournaments.detail.startDate,
      formatTournamentDate(event.startDate, m.tournaments.monthsShort),
    ],
    [t.time, event.time ? formatTimeText(event.time, locale) : ''],
    [t.location, [event.venue, event.state].filter(Boolean).join(', ')],
    [t.coach, event.organizer],
  ];
  return (
    <Modal open onClose={onClose} title={eventName(event, locale)}>
      <p className="text-xs font-bold uppercase tracking-wide text-brand-600">
        {isTournamentCategory(event.category) ? '' : m.calendar.categories[event.category]}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value || m.tournaments.detail.notProvided}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to={paths.training} variant="primary" size="sm" className="mt-6">
        {t.enrol}
      </ButtonLink>
    </Modal>
  );
}

/** The chosen event's details: a tournament's full record, or a course or clinic in brief. */
export function CalendarEventModal({
  event,
  onClose,
}: {
  event: CalendarEvent | null;
  onClose: () => void;
}) {
  if (!event) return null;
  return isTournamentCategory(event.category) ? (
    <TournamentEventModal key={event._id} event={event} onClose={onClose} />
  ) : (
    <ProgramEventModal key={event._id} event={event} onClose={onClose} />
  );
}
