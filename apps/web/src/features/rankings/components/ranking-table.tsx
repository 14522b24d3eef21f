import { Fragment, useState } from 'react';
import { Link } from 'react-router';

import { playerProfileHref } from '@/config/paths';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatCount } from '@/lib/intl-format';
import { divisionLabel, parseRankingCategory } from '@app/shared/competition/categories';
import type { RankingRow } from '@app/shared/competition/rankings';

import { RankingWhy } from './ranking-why';

/** A page of a ranking; each player's counted results open under their row. */
export function RankingTable({
  category,
  rows,
  page,
  pageCount,
}: {
  category: string;
  rows: RankingRow[];
  page: number;
  pageCount: number;
}) {
  const t = useMessages().competition.rankings;
  const locale = useLocale();
  const [open, setOpen] = useState<string | null>(null);
  const parsed = parseRankingCategory(category);
  const label = parsed ? divisionLabel(parsed, locale) : category;
  return (
    <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {formatMessage(t.caption, { category: label, page: page + 1, pages: pageCount })}
        </caption>
        <thead className="bg-slate-50 text-xs font-bold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="w-14 px-3 py-3 text-right sm:w-20 sm:px-4">
              {/* A phone's narrow column shows "#"; the header's name stays the word. */}
              <span aria-hidden="true" className="sm:hidden">
                #
              </span>
              <span className="sr-only sm:not-sr-only">{t.rank}</span>
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              {t.player}
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right sm:table-cell">
              {t.counted}
            </th>
            <th scope="col" className="px-3 py-3 text-right sm:px-4">
              {t.points}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, i) => {
            const key = row.memberId ?? `private-${i}`;
            const isOpen = open === key;
            const panelId = `why-${key}`;
            return (
              <Fragment key={key}>
                <tr>
                  <td className="px-3 py-3 text-right text-base font-extrabold tabular-nums text-brand-900 sm:px-4">
                    {row.rank}
                  </td>
                  <td className="px-3 py-3 sm:px-4">
                    {row.isPrivate || !row.memberId ? (
                      <span className="font-semibold italic text-slate-600">{t.privatePlayer}</span>
                    ) : !row.hasProfile ? (
                      <span className="font-semibold text-slate-900">{row.name}</span>
                    ) : (
                      <Link
                        to={playerProfileHref(row.memberId)}
                        className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                      >
                        {row.name}
                      </Link>
                    )}
                    <span className="block text-xs text-slate-600">
                      {[row.memberId, row.state].filter(Boolean).join(' · ')}
                    </span>
                  </td>
                  <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">
                    {row.counted}
                  </td>
                  <td className="px-3 py-3 text-right sm:px-4">
                    <span className="block font-bold tabular-nums text-slate-900">
                      {formatCount(row.points)}
                    </span>
                    {row.memberId ? (
                      <button
                        type="button"
                        aria-expanded={isOpen}
                        aria-controls={panelId}
                        onClick={() => setOpen(isOpen ? null : key)}
                        className="mt-1 text-xs font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                      >
                        {isOpen
                          ? t.hideWhy
                          : formatMessage(t.why, { points: formatCount(row.points) })}
                      </button>
                    ) : null}
                  </td>
                </tr>
                {isOpen && row.memberId ? (
                  <tr id={panelId}>
                    <td colSpan={4} className="bg-slate-50 px-3 py-3 sm:px-6">
                      <RankingWhy memberId={row.memberId} name={row.name} category={category} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
