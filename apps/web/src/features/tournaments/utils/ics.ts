import { buildIcsCalendar } from '@app/shared/ics';
import type { Tournament } from '@app/shared/tournaments';

/** The fields of a tournament an .ics event needs. */
export type IcsTournament = Pick<
  Tournament,
  | 'applicationId'
  | 'name'
  | 'startDate'
  | 'endDate'
  | 'venue'
  | 'city'
  | 'state'
  | 'organizer'
  | 'personInCharge'
  | 'phoneNumber'
  | 'description'
>;

/** The words of the event's description, in the page's language. */
export interface IcsLabels {
  organizer: string;
  personInCharge: string;
  phone: string;
}

const ENGLISH: IcsLabels = {
  organizer: 'Organizer',
  personInCharge: 'Person in charge',
  phone: 'Phone',
};

/**
 * An iCalendar file (one all-day VEVENT) for a tournament: DTSTART/DTEND as DATE values with
 * DTEND the day after the last day (exclusive, RFC 5545), UID `applicationId@mpa`; its
 * description's labels in the page's language.
 */
export function buildTournamentIcs(
  tournament: IcsTournament,
  now: Date = new Date(),
  labels: IcsLabels = ENGLISH,
): string {
  const location = [tournament.venue, tournament.city, tournament.state]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');
  const description = [
    tournament.description,
    tournament.organizer ? `${labels.organizer}: ${tournament.organizer}` : null,
    tournament.personInCharge ? `${labels.personInCharge}: ${tournament.personInCharge}` : null,
    tournament.phoneNumber ? `${labels.phone}: ${tournament.phoneNumber}` : null,
  ]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join('\n');
  return buildIcsCalendar(
    [
      {
        uid: `${tournament.applicationId}@mpa`,
        summary: tournament.name,
        startDate: tournament.startDate,
        endDate: tournament.endDate || tournament.startDate,
        location,
        description,
      },
    ],
    { now },
  );
}

/** A safe file name for the tournament's .ics file. */
export function icsFileName(tournament: Pick<Tournament, 'name' | 'applicationId'>): string {
  const slug = tournament.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || tournament.applicationId || 'tournament'}.ics`;
}

/** Starts a browser download of the tournament's .ics file (its words in `labels`' language). */
export function downloadTournamentIcs(tournament: IcsTournament, labels?: IcsLabels): void {
  const blob = new Blob([buildTournamentIcs(tournament, new Date(), labels)], {
    type: 'text/calendar;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(tournament);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
