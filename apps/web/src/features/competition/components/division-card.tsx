import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { divisionLabel } from '@app/shared/competition/categories';
import type { Competition, DivisionEligibility } from '@app/shared/competition/setup';
import { formatRinggit } from '@app/shared/membership';

import { reasonText, skillBand, divisionResultsHref } from '../utils/division-text';

import { DivisionEntries } from './division-entries';

type PublicDivision = Competition['divisions'][number];

/** Where the signed-in visitor stands: signed out, checking, eligible or not (with reasons). */
export type EntryStanding =
  | { kind: 'signedOut' }
  | { kind: 'checking' }
  | { kind: 'unknown' }
  | { kind: 'known'; eligibility: DivisionEligibility | undefined };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One division: label, skill band, fee, places and waitlist; what the visitor can do (enter,
 * sign in, or why not); its public entry list on demand; and its results once published.
 */
export function DivisionCard({
  tournamentId,
  competition,
  division,
  standing,
  onEnter,
}: {
  tournamentId: string;
  competition: Competition;
  division: PublicDivision;
  standing: EntryStanding;
  onEnter: () => void;
}) {
  const m = useMessages();
  const t = m.competition.divisions;
  const locale = useLocale();
  const name = divisionLabel(division, locale);
  const [showEntries, setShowEntries] = useState(false);
  const entriesId = useId();
  const headingId = useId();
  const isFull = division.taken >= division.cap;

  const action = (() => {
    if (!competition.open) return <p className="text-sm text-slate-600">{t.notOpen}</p>;
    if (standing.kind === 'signedOut')
      return (
        <Link
          to={paths.player.login}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          {t.signIn}
        </Link>
      );
    if (standing.kind === 'checking')
      return (
        <p role="status" className="text-sm text-slate-600">
          {t.checking}
        </p>
      );
    if (standing.kind === 'unknown')
      return (
        <p role="alert" className="text-sm text-red-700">
          {t.eligibilityError}
        </p>
      );
    const found = standing.eligibility;
    // Already in it (as entrant or partner): where the entry stands, not a second Enter.
    if (found?.entryStatus)
      return (
        <p className="text-sm text-slate-800">
          <span className="font-semibold">
            {formatMessage(t.entered, {
              status: m.competition.myEntries.status[found.entryStatus],
            })}
          </span>{' '}
          <Link
            to={`${paths.player.dashboard}?tab=tournaments`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t.seeEntry}
          </Link>
        </p>
      );
    if (found && !found.eligible)
      return (
        <div className="text-sm text-slate-800">
          <p className="font-semibold">{t.notEligible}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {found.reasons.map((r) => (
              <li key={r}>{reasonText(r, locale)}</li>
            ))}
          </ul>
        </div>
      );
    const label = isFull ? t.joinWaitlist : t.enter;
    return (
      <div className="space-y-1">
        {isFull ? <p className="text-sm text-amber-900">{t.full}</p> : null}
        {/* The name starts with the visible words, and says which division. */}
        <Button size="sm" onClick={onEnter} aria-label={`${label} ${name}`}>
          {label}
        </Button>
      </div>
    );
  })();

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {name}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t.skill}>{skillBand(division, t, locale)}</Fact>
        <Fact label={t.fee}>{division.feeSen > 0 ? formatRinggit(division.feeSen) : t.free}</Fact>
        <Fact label={t.places}>
          {formatMessage(t.placesTaken, { taken: division.taken, cap: division.cap })}
        </Fact>
        <Fact label={t.waitlist}>
          {formatMessage(t.waitlistCount, { count: division.waitlisted })}
        </Fact>
      </dl>
      <div className="mt-3">{action}</div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="ghost"
          className="-ml-3"
          aria-expanded={showEntries}
          aria-controls={showEntries ? entriesId : undefined}
          onClick={() => setShowEntries((v) => !v)}
        >
          {t.showEntries}
        </Button>
        {division.resultsPublished ? (
          <Link
            to={divisionResultsHref(tournamentId, division.id)}
            className="text-sm font-semibold text-brand-700 underline underline-offset-4"
            aria-label={formatMessage(t.resultsLink, { division: name })}
          >
            {t.results}
          </Link>
        ) : null}
      </div>
      {showEntries ? (
        <DivisionEntries
          divisionId={division.id}
          id={entriesId}
          label={formatMessage(t.entriesOf, { division: name })}
        />
      ) : null}
    </li>
  );
}
