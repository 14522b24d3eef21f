import { Link } from 'react-router';

import { Button, buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { Modal } from '@/components/ui/modal';
import { externalLinks, tournamentHref } from '@/config/paths';
import { useCompetition } from '@/features/competition';
import { useMessages } from '@/lib/i18n';
import { durationInDays } from '@app/shared/calendar';
import type { Tournament } from '@app/shared/tournaments';

import { formatTournamentDate } from '../utils/format-dates';
import { downloadTournamentIcs } from '../utils/ics';
import { typeStyles } from '../utils/type-styles';

/** A phone number as a tel: URI (digits and a leading +), or null when nothing dialable is left. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export interface TournamentDetailModalProps {
  tournament: Tournament | null;
  onClose: () => void;
}

export function TournamentDetailModal({ tournament, onClose }: TournamentDetailModalProps) {
  const m = useMessages();
  const t = m.tournaments;
  // A tournament that takes entries here is entered on its page, not at the portal.
  const competition = useCompetition(tournament?._id ?? '');
  if (!tournament) return null;
  const takesEntries = competition.data?.takesEntries === true;
  const d = t.detail;
  const tel = telHref(tournament.phoneNumber);
  const orDash = (value: string | null | undefined) =>
    value && value.trim() ? value : d.notProvided;
  const rows: [string, string][] = [
    [d.startDate, formatTournamentDate(tournament.startDate, t.monthsShort)],
    [d.endDate, formatTournamentDate(tournament.endDate, t.monthsShort)],
    [d.duration, d.days(durationInDays(tournament.startDate, tournament.endDate))],
    [d.venue, orDash(tournament.venue)],
    [d.city, orDash([tournament.city, tournament.state].filter(Boolean).join(', '))],
    [d.organizer, orDash(tournament.organizer)],
    [d.personInCharge, orDash(tournament.personInCharge)],
    [d.phone, orDash(tournament.phoneNumber)],
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={tournament.name}
      size="md"
      footer={
        <>
          {tel ? (
            <a href={tel} className={buttonClassName({ variant: 'outline' })}>
              {d.call}
            </a>
          ) : null}
          <Link
            to={tournamentHref(tournament._id)}
            className={buttonClassName({ variant: 'outline' })}
          >
            {m.calendar.openPage}
          </Link>
          <Button variant="secondary" onClick={() => downloadTournamentIcs(tournament, d)}>
            {d.downloadInfo}
          </Button>
          {competition.isPending && competition.fetchStatus !== 'idle' ? null : takesEntries ? (
            <Link
              to={tournamentHref(tournament._id)}
              className={buttonClassName({ variant: 'primary' })}
            >
              {d.enterHere}
            </Link>
          ) : (
            <a
              href={externalLinks.applicationPortal}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'primary' })}
            >
              {d.registerNow}
              <span className="sr-only"> {m.common.opensInNewTab}</span>
            </a>
          )}
        </>
      }
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{d.type}</dt>
          <dd className="mt-1">
            <span
              className={cn(
                'inline-flex rounded-full border px-2.5 py-0.5 text-sm font-semibold',
                typeStyles(tournament.type).soft,
              )}
            >
              {t.types[tournament.type]}
            </span>
          </dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {label}
            </dt>
            <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
