import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';

import { PagePager } from '@/components/admin/page-pager';
import { Seo } from '@/components/seo';
import { FilterForm } from '@/components/ui/form/filter-form';
import { FilterSelect } from '@/components/ui/form/filter-select';
import { SearchFilterField } from '@/components/ui/form/search-filter-field';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useLocale, useMessages } from '@/lib/i18n';
import {
  AGE_GROUPS,
  AGE_GROUP_LABELS,
  DISCIPLINES,
  DISCIPLINE_LABELS,
  parseRankingCategory,
  rankingCategory,
  type AgeGroup,
  type Discipline,
} from '@app/shared/competition/categories';
import {
  DEFAULT_RANKING_CATEGORY,
  rankingCategorySchema,
  rankingsQuerySchema,
  RANKINGS_PAGE_SIZE,
} from '@app/shared/competition/rankings';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';

import { useRankings } from '../api/rankings';

import { RequiredSelect } from './category-select';
import { RankingTable } from './ranking-table';

/**
 * The page's filters in the URL, as `GET /api/rankings` takes them. A form sent without
 * JavaScript names its two selects' values (`discipline`, `ageGroup`): they stand for the
 * category, and the app drops them once it sets the category itself.
 */
const rankingFilters = rankingsQuerySchema.extend({
  category: rankingCategorySchema.default(DEFAULT_RANKING_CATEGORY),
  discipline: z.enum(DISCIPLINES).optional(),
  ageGroup: z.enum(AGE_GROUPS).optional(),
});

/** `/rankings`: a category's national ranking, with state and search filters in the URL. */
export function RankingsPage() {
  const m = useMessages();
  const t = m.competition.rankings;
  const locale = useLocale();
  const filters = useUrlFilters(rankingFilters, { pageKey: 'page' });
  const [searchParams] = useSearchParams();
  const { discipline, ageGroup, state, q = '', page } = filters.values;
  const category =
    discipline && ageGroup ? rankingCategory(discipline, ageGroup) : filters.values.category;
  const parsed = parseRankingCategory(category) ?? parseRankingCategory(DEFAULT_RANKING_CATEGORY)!;
  const query = useRankings({ category, state, q, page });
  const { set } = filters;
  const commitSearch = useCallback((text: string) => set({ q: text }, { replace: true }), [set]);
  const setCategory = (d: Discipline, a: AgeGroup) =>
    set({ category: rankingCategory(d, a), discipline: undefined, ageGroup: undefined });
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / RANKINGS_PAGE_SIZE));

  return (
    <>
      <Seo title={m.meta.rankings.title} description={m.meta.rankings.description} />
      <PageHeader title={t.title} eyebrow={m.competition.eyebrow} lead={t.lead}>
        <p className="mt-4">
          <Link
            to={paths.rankingRules}
            className="font-semibold text-accent-300 underline-offset-4 hover:underline"
          >
            {t.rulesLink}
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <FilterForm
          label={t.title}
          submitLabel={m.common.applyFilters}
          onApply={(fields) => commitSearch(String(fields.get('q') ?? '').trim())}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.5fr_auto]"
        >
          <RequiredSelect
            label={t.discipline}
            name="discipline"
            value={parsed.discipline}
            options={DISCIPLINES.map((d) => ({ value: d, label: DISCIPLINE_LABELS[d][locale] }))}
            onChange={(d) => setCategory(d, parsed.ageGroup)}
          />
          <RequiredSelect
            label={t.ageGroup}
            name="ageGroup"
            value={parsed.ageGroup}
            options={AGE_GROUPS.map((a) => ({ value: a, label: AGE_GROUP_LABELS[a][locale] }))}
            onChange={(a) => setCategory(parsed.discipline, a)}
          />
          <FilterSelect
            label={t.state}
            name="state"
            value={state}
            allLabel={t.allStates}
            options={MALAYSIAN_STATES.map((s) => ({ value: s, label: s }))}
            onChange={(value) => set({ state: value })}
          />
          <SearchFilterField
            label={t.search}
            name="q"
            placeholder={t.searchPlaceholder}
            value={q}
            onCommit={commitSearch}
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
              {t.total(total)}
            </p>
            {query.data.rows.length === 0 ? (
              <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
                {t.empty}
              </p>
            ) : (
              <RankingTable
                category={category}
                rows={query.data.rows}
                page={page - 1}
                pageCount={pageCount}
              />
            )}
            <div className="mt-6">
              <PagePager
                page={page - 1}
                pageCount={pageCount}
                onPageChange={(next) => set({ page: next + 1 })}
                hrefOf={(next) => {
                  const params = new URLSearchParams(searchParams);
                  params.set('page', String(next + 1));
                  return `?${params.toString()}`;
                }}
                texts={t.pagination}
              />
            </div>
          </>
        )}
      </div>
    </>
  );
}
