import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { NotFoundView } from '@/components/errors/not-found-view';
import { Seo } from '@/components/seo';
import { Button, buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { PageHeader } from '@/components/ui/page-header';
import { QueryStatus } from '@/components/ui/query-status';
import { externalLinks, paths } from '@/config/paths';
import { CompetitionSection, useCompetition } from '@/features/competition';
import { useLocale, useMessages } from '@/lib/i18n';
import { durationInDays } from '@app/shared/calendar';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import type { Tournament } from '@app/shared/tournaments';

import { useTournament } from '../api/get-tournament';
import { downloadTournamentIcs } from '../utils/ics';
import { typeStyles } from '../utils/type-styles';

import { telHref } from './tournament-detail-modal';

/** Where the venue is, on a map (a search, so any venue text works). */
function mapHref({ venue, city, state }: Tournament): string | null {
  const place = [venue, city, state].filter((part) => part && part.trim()).join(', ');
  return place
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place}, Malaysia`)}`
    : null;
}

/** schema.org `SportsEvent` for search engines, as JSON that cannot close its script element. */
function sportsEventJson(tournament: Tournament): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: tournament.name,
    description: tournament.description || undefined,
    sport: 'Pickleball',
    startDate: tournament.startDate,
    endDate: tournament.endDate || tournament.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: tournament.venue || tournament.city || tournament.state,
      address: {
        '@type': 'PostalAddress',
        addressLocality: tournament.city || undefined,
        addressRegion: tournament.state || undefined,
        addressCountry: 'MY',
      },
    },
    organizer: tournament.organizer
      ? { '@type': 'Organization', name: tournament.organizer }
      : undefined,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

function TournamentDetails({ tournament }: { tournament: Tournament }) {
  const m = useMessages();
  const locale = useLocale();
  const t = m.tournaments;
  const d = t.detail;
  const e = m.calendar.event;
  const tel = telHref(tournament.phoneNumber);
  const map = mapHref(tournament);
  const day = (iso: string) => formatMalaysiaDate(iso, 'long', locale);
  const end = tournament.endDate || tournament.startDate;
  const dates =
    end === tournament.startDate ? day(end) : `${day(tournament.startDate)} – ${day(end)}`;
  const place = [tournament.venue, tournament.city, tournament.state].filter(Boolean).join(', ');
  const orDash = (value: string | null | undefined) =>
    value && value.trim() ? value : d.notProvided;
  // Entries made here replace the external portal's Register Now (once that is known).
  const competition = useCompetition(tournament._id);
  const takesEntries = competition.data?.takesEntries === true;

  return (
    <>
      <Seo
        title={tournament.name}
        description={[dates, place, tournament.description].filter(Boolean).join(' · ')}
      />
      <script
        type="application/ld+json"
        // Data, not code: JSON with `<` escaped, so it cannot end the element.
        dangerouslySetInnerHTML={{ __html: sportsEventJson(tournament) }}
      />
      <PageHeader
        title={tournament.name}
        eyebrow={
          <Link
            to={paths.tournament}
            className="text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
          >
            {e.back}
          </Link>
        }
        lead={dates}
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr] lg:px-8">
        <section aria-labelledby="tournament-about" className="min-w-0 space-y-4">
          <span
            className={cn(
              'inline-flex rounded-full border px-2.5 py-0.5 text-sm font-semibold',
              typeStyles(tournament.type).soft,
            )}
          >
            {t.types[tournament.type]}
          </span>
          <h2 id="tournament-about" className="text-xl font-bold text-brand-900">
            {e.about}
          </h2>
          {tournament.description ? (
            // The portal sends organisers' descriptions in English only: on a Malay page it is
            // marked as English (screen readers say it in English) and said to be so.
            <div>
              <EnglishOnlyNote lang="en" className="mb-2" />
              <p
                lang={locale === 'ms' ? 'en' : undefined}
                className="whitespace-pre-line leading-relaxed text-slate-700"
              >
                {tournament.description}
              </p>
            </div>
          ) : null}
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label={e.when}>
              {dates}
              <span className="block text-sm text-slate-600">
                {d.days(durationInDays(tournament.startDate, end))}
              </span>
            </Fact>
            <Fact label={e.where}>
              {orDash(place)}
              {map ? (
                <a
                  href={map}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 block text-sm font-semibold text-brand-700 underline underline-offset-4"
                >
                  {e.map}
                  <span className="sr-only"> {m.common.opensInNewTab}</span>
                </a>
              ) : null}
            </Fact>
          </dl>
        </section>
        <aside aria-labelledby="tournament-contact" className="space-y-4">
          <h2 id="tournament-contact" className="text-lg font-bold text-brand-900">
            {e.contact}
          </h2>
          <dl className="space-y-3">
            <Fact label={d.organizer}>{orDash(tournament.organizer)}</Fact>
            <Fact label={d.personInCharge}>{orDash(tournament.personInCharge)}</Fact>
            <Fact label={d.phone}>
              {tel ? (
                <a href={tel} className="font-semibold text-brand-700 underline underline-offset-4">
                  {tournament.phoneNumber}
                </a>
              ) : (
                d.notProvided
              )}
            </Fact>
          </dl>
          <div className="flex flex-col gap-2">
            {competition.isPending || takesEntries ? null : (
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
            <Button variant="secondary" onClick={() => downloadTournamentIcs(tournament, d)}>
              {d.downloadInfo}
            </Button>
          </div>
        </aside>
        {competition.data?.takesEntries ? (
          <div className="min-w-0 lg:col-span-2">
            <CompetitionSection tournamentId={tournament._id} competition={competition.data} />
          </div>
        ) : null}
      </div>
    </>
  );
}

/**
 * A tournament's own page, `/tournament/<id>` (server-rendered, shareable): name, dates,
 * description, venue with a map link, organiser and contact, Register Now and Add to calendar,
 * with schema.org `SportsEvent` data; the not-found page for an unknown id.
 */
export function TournamentEventPage() {
  const m = useMessages();
  const { tournamentId = '' } = useParams();
  const query = useTournament(tournamentId);
  if (query.data === null) return <NotFoundView />;
  if (!query.data)
    return (
      <>
        <PageHeader title={m.tournaments.page.title} />
        <div className="mx-auto max-w-5xl px-4 py-10">
          <QueryStatus
            query={query}
            loadingText={m.tournaments.loading}
            failedText={m.calendar.event.loadFailed}
          />
        </div>
      </>
    );
  return <TournamentDetails tournament={query.data} />;
}
