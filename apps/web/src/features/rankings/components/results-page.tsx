import { Link, useParams } from 'react-router';

import { NotFoundView } from '@/components/errors/not-found-view';
import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { playerProfileHref, tournamentHref } from '@/config/paths';
import { formatDate, formatDateRange } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { divisionLabel } from '@app/shared/competition/categories';
import type {
  PublicDivisionResults,
  PublicResults,
  ResultPerson,
} from '@app/shared/competition/public-results';

import { usePublicResults } from '../api/rankings';

/** `/tournament/<id>/results/<division id>` of a division, in the page's language. */
export function tournamentResultsHref(tournamentId: string, divisionId?: string): string {
  const base = `${tournamentHref(tournamentId)}/results`;
  return divisionId ? `${base}/${encodeURIComponent(divisionId)}` : base;
}

/**
 * `/tournament/<id>/results` (every division's podium) and `/tournament/<id>/results/<division>`
 * (one division's placements and matches): server-rendered, shareable, in both languages.
 */
export function TournamentResultsPage() {
  const m = useMessages();
  const t = m.competition.results;
  const { tournamentId = '', divisionId } = useParams();
  const query = usePublicResults(tournamentId);
  if (query.data === null) return <NotFoundView />;
  if (!query.data)
    return (
      <>
        <PageHeader title={m.competition.eyebrow} />
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
          {query.isError ? (
            <p role="alert" className="text-red-700">
              {t.error}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-3 text-slate-600">
              <Spinner className="size-5 border-2" />
              {t.loading}
            </p>
          )}
        </div>
      </>
    );
  const data = query.data;
  if (divisionId) {
    const division = data.divisions.find((d) => d.id === divisionId);
    if (!division) return <NotFoundView />;
    return <DivisionResultsView results={data} division={division} />;
  }
  return <AllResultsView results={data} />;
}

function Header({
  results,
  eyebrow,
  title,
}: {
  results: PublicResults;
  eyebrow: React.ReactNode;
  title: string;
}) {
  const t = useMessages().competition.results;
  const locale = useLocale();
  const { tournament } = results;
  const tier = tournament.tier
    ? locale === 'ms'
      ? tournament.tier.nameMs
      : tournament.tier.name
    : null;
  return (
    <>
      <Seo
        title={title}
        description={formatMessage(t.metaDescription, { tournament: tournament.name })}
      />
      <PageHeader
        title={title}
        eyebrow={eyebrow}
        lead={[formatDateRange(tournament.startDate, tournament.endDate), tier]
          .filter(Boolean)
          .join(' · ')}
      />
    </>
  );
}

function AllResultsView({ results }: { results: PublicResults }) {
  const m = useMessages();
  const t = m.competition.results;
  const locale = useLocale();
  const { tournament } = results;
  const back = (
    <Link
      to={tournamentHref(tournament.id)}
      className="text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
    >
      {t.back}
    </Link>
  );
  return (
    <>
      <Header
        results={results}
        eyebrow={back}
        title={formatMessage(t.pageTitle, { tournament: tournament.name })}
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        {results.divisions.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
            {t.noneYet}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {results.divisions.map((division) => (
              <li
                key={division.id}
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h2 className="text-lg font-bold text-brand-900">
                  {divisionLabel(division, locale)}
                </h2>
                <Placements placements={division.placements.filter((p) => p.placement <= 3)} />
                <Link
                  to={tournamentResultsHref(tournament.id, division.id)}
                  className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
                >
                  {t.divisionResults}
                  <span className="sr-only">: {divisionLabel(division, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function DivisionResultsView({
  results,
  division,
}: {
  results: PublicResults;
  division: PublicDivisionResults;
}) {
  const m = useMessages();
  const t = m.competition.results;
  const locale = useLocale();
  const label = divisionLabel(division, locale);
  const back = (
    <Link
      to={tournamentResultsHref(results.tournament.id)}
      className="text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
    >
      {t.allDivisions}
    </Link>
  );
  return (
    <>
      <Header results={results} eyebrow={back} title={`${label} · ${results.tournament.name}`} />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        <section aria-labelledby="division-placements">
          <h2 id="division-placements" className="text-xl font-bold text-brand-900">
            {label}
          </h2>
          <p className="text-sm text-slate-600">
            {formatMessage(t.published, { date: formatDate(division.publishedAt) })}
          </p>
          <Placements placements={division.placements} />
        </section>
        {division.matches.length > 0 ? (
          <section aria-labelledby="division-matches">
            <h2 id="division-matches" className="text-xl font-bold text-brand-900">
              {t.matches}
            </h2>
            <ul className="mt-3 grid gap-2">
              {division.matches.map((match, i) => (
                <li
                  key={i}
                  className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm"
                >
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                    {match.round}
                  </p>
                  <p className="mt-1">
                    <Side people={match.sideA} isWinner={match.winner === 'a'} />{' '}
                    <span className="text-slate-500">{t.vs}</span>{' '}
                    <Side people={match.sideB} isWinner={match.winner === 'b'} />
                  </p>
                  <p className="mt-1 tabular-nums text-slate-700">
                    <span className="sr-only">{t.score}: </span>
                    {match.scores}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

function Side({ people, isWinner }: { people: ResultPerson[]; isWinner: boolean }) {
  const t = useMessages().competition.results;
  return (
    <span className={isWinner ? 'font-bold text-slate-900' : 'text-slate-700'}>
      {people.map((p) => (p.hidden || !p.name ? t.privatePlayer : p.name)).join(' / ')}
      {isWinner ? <span className="sr-only"> ({t.won})</span> : null}
    </span>
  );
}

function Placements({ placements }: { placements: PublicDivisionResults['placements'] }) {
  const t = useMessages().competition.results;
  return (
    <ol className="mt-3 grid gap-2">
      {placements.map((p, i) => (
        <li key={i} className="flex gap-3 rounded-xl bg-slate-50 px-3 py-2">
          <span className="w-28 shrink-0 text-sm font-bold text-brand-900">
            {t.place(p.placement)}
          </span>
          <span className="min-w-0 text-sm">
            {p.players.map((person, j) => (
              <span key={j} className="block">
                {person.hidden || !person.name || !person.memberId ? (
                  <span className="italic text-slate-600">{t.privatePlayer}</span>
                ) : (
                  <Link
                    to={playerProfileHref(person.memberId)}
                    className="font-semibold text-slate-900 underline-offset-4 hover:underline"
                  >
                    {person.name}
                  </Link>
                )}
                {person.state ? <span className="text-slate-500"> · {person.state}</span> : null}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ol>
  );
}
