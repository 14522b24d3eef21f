import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form/input-class';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';
import type { DirectoryKind } from '@app/shared/directory';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';

import { useDirectory } from '../api/get-directory';

import { DirectoryCard } from './directory-card';

/** The finder for one kind: state and search in the URL, cards, Show more, details. */
export function DirectoryPage({ kind }: { kind: DirectoryKind }) {
  const m = useMessages();
  const t = m.directory;
  const id = useId();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state =
    stateParam && (MALAYSIAN_STATES as readonly string[]).includes(stateParam) ? stateParam : null;
  const q = (params.get('q') ?? '').slice(0, 100);
  const [text, setText] = useState(q);
  const query = useDirectory({ kind, state, q });
  const meta = {
    coach: m.meta.coaches,
    referee: m.meta.referee,
    venue: m.meta.venue,
    club: m.meta.clubs,
  }[kind];

  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (text.trim()) next.set('q', text.trim());
            else next.delete('q');
            return next;
          },
          { replace: true },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <PageHeader title={t.titles[kind]} eyebrow={t.eyebrow} lead={t.leads[kind]} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <form
          role="search"
          aria-label={t.titles[kind]}
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr]"
        >
          <div>
            <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-800">
              {t.search}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={text}
              maxLength={100}
              placeholder={t.searchPlaceholder}
              onChange={(event) => setText(event.target.value)}
              className={`${inputClass()} mt-1`}
            />
          </div>
          <div>
            <label htmlFor={`${id}-state`} className="text-sm font-semibold text-slate-800">
              {t.state}
            </label>
            <select
              id={`${id}-state`}
              value={state ?? ''}
              onChange={(event) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  if (event.target.value) next.set('state', event.target.value);
                  else next.delete('state');
                  return next;
                })
              }
              className={`${inputClass()} mt-1`}
            >
              <option value="">{t.allStates}</option>
              {MALAYSIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </form>

        {query.isPending ? (
          <p role="status" className="mt-8 flex items-center gap-3 text-slate-600">
            <Spinner className="size-5 border-2" />
            {t.loading}
          </p>
        ) : query.isError ? (
          <p role="alert" className="mt-8 text-red-700">
            {t.error}
          </p>
        ) : (
          <>
            <p role="status" className="mt-6 text-sm font-medium text-slate-600">
              {t.results(total)}
            </p>
            {items.length === 0 ? (
              <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
                {t.empty}
              </p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((entry) => (
                  <li key={entry._id} className="flex">
                    <DirectoryCard entry={entry} />
                  </li>
                ))}
              </ul>
            )}
            {query.hasNextPage ? (
              <div className="mt-6 text-center">
                <Button
                  variant="outline"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? <Spinner className="size-4 border-2" /> : null}
                  {t.loadMore}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
