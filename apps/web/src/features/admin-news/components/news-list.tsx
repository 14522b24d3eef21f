import { RowActions } from '@/components/admin/row-actions';
import { TranslationMissingBadge } from '@/components/forms/bilingual-field';
import { formatDay } from '@/lib/calendar-day';
import { useMessages } from '@/lib/i18n';
import type { News } from '@app/shared/news';
import { isMissingMalay, NEWS_TRANSLATED_FIELDS } from '@app/shared/translations';

export interface NewsListProps {
  items: readonly News[];
  onEdit: (news: News) => void;
  onDelete: (news: News) => void;
}

function useNewsText() {
  const { adminContent, common } = useMessages();
  const t = adminContent.news;
  return {
    date: (n: News) => formatDay(n.publishDate, common.dateLocale),
    category: (n: News) =>
      (t.categories as Record<string, string>)[n.category] ?? n.category ?? t.categories.General,
    status: (n: News) => t.statuses[n.status.toLowerCase()] ?? n.status,
  };
}

function CategoryBadge({ news }: { news: News }) {
  const text = useNewsText();
  const isTournament = news.category.toLowerCase() === 'tournament';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${isTournament ? 'bg-amber-50 text-amber-800 ring-amber-200' : 'bg-slate-100 text-slate-700 ring-slate-300'}`}
    >
      {text.category(news)}
    </span>
  );
}

export function NewsTable({ items, onEdit, onDelete }: NewsListProps) {
  const { adminContent } = useMessages();
  const t = adminContent.news;
  const text = useNewsText();
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t.columns.title}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.date}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.category}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.status}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">{adminContent.common.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((news) => (
            <tr key={news._id} className="hover:bg-slate-50">
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {news.title}
                {isMissingMalay(news, NEWS_TRANSLATED_FIELDS) ? (
                  <TranslationMissingBadge className="ml-2 align-middle" />
                ) : null}
              </th>
              <td className="whitespace-nowrap px-3 py-3 tabular-nums">{text.date(news)}</td>
              <td className="px-3 py-3">
                <CategoryBadge news={news} />
              </td>
              <td className="px-3 py-3">{text.status(news)}</td>
              <td className="px-2 py-3">
                <RowActions
                  name={news.title}
                  onEdit={() => onEdit(news)}
                  onDelete={() => onDelete(news)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function NewsCards({ items, onEdit, onDelete }: NewsListProps) {
  const { adminContent } = useMessages();
  const text = useNewsText();
  return (
    <ul aria-label={adminContent.news.caption} className="grid grid-cols-1 gap-3 @xl:grid-cols-2">
      {items.map((news) => (
        <li
          key={news._id}
          className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <p className="font-semibold text-slate-900">{news.title}</p>
          {isMissingMalay(news, NEWS_TRANSLATED_FIELDS) ? (
            <TranslationMissingBadge className="mt-1" />
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="tabular-nums">{text.date(news)}</span>
            <span aria-hidden="true">·</span>
            <CategoryBadge news={news} />
            <span aria-hidden="true">·</span>
            <span>{text.status(news)}</span>
          </div>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <RowActions
              name={news.title}
              onEdit={() => onEdit(news)}
              onDelete={() => onDelete(news)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
