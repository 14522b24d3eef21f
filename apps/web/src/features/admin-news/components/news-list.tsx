import { AdminCards } from '@/components/admin/admin-cards';
import { AdminTable } from '@/components/admin/admin-table';
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

const isUntranslated = (news: News) => isMissingMalay(news, NEWS_TRANSLATED_FIELDS);

/** The articles: a table when the section is wide, cards when it is narrow. */
export function NewsList({ items, onEdit, onDelete }: NewsListProps) {
  const { adminContent } = useMessages();
  const t = adminContent.news;
  const text = useNewsText();
  const actions = (news: News) => (
    <RowActions name={news.title} onEdit={() => onEdit(news)} onDelete={() => onDelete(news)} />
  );
  return (
    <AdminTable
      caption={t.caption}
      minWidth="40rem"
      items={items}
      getKey={(news) => news._id}
      columns={[
        {
          header: t.columns.title,
          isRowHeader: true,
          className: 'font-semibold text-slate-900',
          cell: (news) => (
            <>
              {news.title}
              {isUntranslated(news) ? (
                <TranslationMissingBadge className="ml-2 align-middle" />
              ) : null}
            </>
          ),
        },
        { header: t.columns.date, className: 'whitespace-nowrap tabular-nums', cell: text.date },
        { header: t.columns.category, cell: (news) => <CategoryBadge news={news} /> },
        { header: t.columns.status, cell: text.status },
        { header: adminContent.common.actions, isHeaderHidden: true, align: 'end', cell: actions },
      ]}
      cards={
        <AdminCards
          label={t.caption}
          items={items}
          getKey={(news) => news._id}
          card={(news) => ({
            title: news.title,
            subtitle: isUntranslated(news) ? <TranslationMissingBadge className="mt-1" /> : null,
            summary: (
              <>
                <span className="tabular-nums">{text.date(news)}</span>
                <span aria-hidden="true">·</span>
                <CategoryBadge news={news} />
                <span aria-hidden="true">·</span>
                <span>{text.status(news)}</span>
              </>
            ),
            actions: actions(news),
          })}
        />
      }
    />
  );
}
