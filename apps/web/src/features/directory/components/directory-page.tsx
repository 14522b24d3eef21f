import { useCallback } from 'react';

import { Seo } from '@/components/seo';
import { FilterForm } from '@/components/ui/form/filter-form';
import { FilterSelect } from '@/components/ui/form/filter-select';
import { SearchFilterField } from '@/components/ui/form/search-filter-field';
import { PageHeader } from '@/components/ui/page-header';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { Spinner } from '@/components/ui/spinner';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import { directoryQuerySchema, type DirectoryKind } from '@app/shared/directory';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';

import { useDirectory } from '../api/get-directory';

import { DirectoryCard } from './directory-card';

/** The finder's filters in the URL, as `GET /api/directory` takes them (server-applied). */
const finderFilters = directoryQuerySchema.pick({ state: true, q: true });

/** The finder for one kind: state and search in the URL, cards linking to entries, Show more. */
export function DirectoryPage({ kind }: { kind: DirectoryKind }) {
  const m = useMessages();
  const t = m.directory;
  const filters = useUrlFilters(finderFilters);
  const { state, q = '' } = filters.values;
  const query = useDirectory({ kind, state, q });
  const meta = {
    coach: m.meta.coaches,
    referee: m.meta.referee,
    venue: m.meta.venue,
    club: m.meta.clubs,
  }[kind];
  // Typing replaces the history entry; choosing a state adds one (Back undoes it).
  const { set } = filters;
  const commitSearch = useCallback((text: string) => set({ q: text }, { replace: true }), [set]);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <PageHeader title={t.titles[kind]} eyebrow={t.eyebrow} lead={t.leads[kind]} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <FilterForm
          label={t.titles[kind]}
          submitLabel={m.common.applyFilters}
          onApply={(fields) => commitSearch(String(fields.get('q') ?? '').trim())}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_auto]"
        >
          <SearchFilterField
            label={t.search}
            name="q"
            placeholder={t.searchPlaceholder}
            value={q}
            onCommit={commitSearch}
          />
          <FilterSelect
            label={t.state}
            name="state"
            value={state}
            allLabel={t.allStates}
            options={MALAYSIAN_STATES.map((s) => ({ value: s, label: s }))}
            onChange={(value) => set({ state: value })}
          />
        </FilterForm>

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
            <div className="mt-6 text-center">
              <ShowMoreButton query={query} label={t.loadMore} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
