import { useEffect, useRef, useState } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';
import { divisionLabel } from '@app/shared/competition/categories';
import type { MyEntries, MyEntry } from '@app/shared/competition/entries';

import { useMyEntries, usePartnerRequests } from '../api/get-my-entries';

import { MyEntryRow } from './my-entry-row';
import { PartnerRequests } from './partner-requests';

function Group({
  title,
  empty,
  entries,
  onDone,
}: {
  title: string;
  empty: string;
  entries: MyEntry[];
  onDone: (message: string) => void;
}) {
  return (
    <section aria-label={title} className="mt-6">
      <h3 className="text-base font-bold uppercase tracking-wide text-slate-600">
        {title} <span className="text-slate-500">({entries.length})</span>
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {entries.map((entry) => (
            <MyEntryRow key={entry.id} entry={entry} onDone={onDone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Results({ results }: { results: MyEntries['results'] }) {
  const m = useMessages();
  const t = m.competition.myEntries;
  const locale = useLocale();
  return (
    <section aria-labelledby="my-results" className="mt-6">
      <h3 id="my-results" className="text-base font-bold uppercase tracking-wide text-slate-600">
        {t.results}
      </h3>
      {results.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.noResults}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {results.map((r) => (
            <li key={r.divisionId} className="rounded-xl border border-slate-200 px-3 py-2">
              <span className="font-semibold text-slate-900">{r.tournamentName}</span>
              <span className="block text-slate-700">
                {formatMessage(t.placement, {
                  place: m.competition.results.place(r.placement),
                  division: divisionLabel(r, locale),
                })}{' '}
                · {formatDate(r.playedOn)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The portal's "My entries": partner requests to answer, my entries (upcoming and past) with
 * their status and actions, and my published results. Outcomes are announced in one place.
 */
export function MyEntriesPanel() {
  const t = useMessages().competition.myEntries;
  const entries = useMyEntries();
  const requests = usePartnerRequests();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const today = malaysiaTodayIso();
  const items = entries.data?.items ?? [];
  // Past once the tournament is over, or once its division's results are out (a division can
  // finish before the tournament's last day): an entry with a result is never "upcoming".
  const isPast = (e: MyEntry) =>
    (e.tournament.endDate || e.tournament.startDate) < today ||
    e.placement !== null ||
    e.resultsPublished === true;
  const upcoming = items.filter((e) => !isPast(e));
  const past = items.filter(isPast);

  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-bold text-brand-900">{t.title}</h2>
      <p className="mt-1 text-slate-600">{t.lead}</p>
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className={
          notice
            ? 'mt-4 rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-2.5 text-sm font-medium text-brand-800 outline-none'
            : 'sr-only'
        }
      >
        {notice}
      </p>
      {requests.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t.requestsError}
        </p>
      ) : (
        <PartnerRequests requests={requests.data ?? []} onDone={setNotice} />
      )}
      {entries.isPending ? (
        <div role="status" className="flex items-center gap-3 py-8 text-slate-600">
          <Spinner className="size-6 border-2" />
          <span className="text-sm">{t.loading}</span>
        </div>
      ) : entries.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {t.error}
        </p>
      ) : items.length === 0 && entries.data.results.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center">
          <p className="text-sm text-slate-600">{t.empty}</p>
          <ButtonLink to={paths.tournament} variant="outline" size="sm" className="mt-3">
            {t.browse}
          </ButtonLink>
        </div>
      ) : (
        <>
          <Group title={t.upcoming} empty={t.emptyUpcoming} entries={upcoming} onDone={setNotice} />
          <Group title={t.past} empty={t.emptyPast} entries={past} onDone={setNotice} />
          <Results results={entries.data.results} />
          <ButtonLink to={paths.tournament} variant="outline" size="sm" className="mt-6">
            {t.browse}
          </ButtonLink>
        </>
      )}
    </div>
  );
}
