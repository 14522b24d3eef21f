import { Link } from 'react-router';

import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { NewspaperIcon } from '@/components/ui/icons';
import { getNewsArticleHref } from '@/config/paths';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import { NEWS_TRANSLATED_FIELDS, localizeRecord } from '@app/shared/translations';

import { useNewsList } from '../api/get-news';

/** Notices shown above the calendar (spec §9). */
export const TOURNAMENT_NOTICE_COUNT = 3;

/**
 * The tournament notice banner (spec §2): the first 3 published Tournament-category news items,
 * each linking to its article. Nothing while loading, when there are none or when the fetch
 * fails (the failure is logged by the news query).
 */
export function TournamentNoticeBanner() {
  const t = useMessages().content.notices;
  const locale = useLocale();
  const query = useNewsList({ category: 'Tournament', status: 'Published' });
  const notices = (query.data ?? []).slice(0, TOURNAMENT_NOTICE_COUNT);
  if (notices.length === 0) return null;

  return (
    <section
      aria-labelledby="tournament-notices-title"
      className="mpa-no-print mb-8 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <h2
        id="tournament-notices-title"
        className="flex items-center gap-2 text-sm font-bold uppercase tracking-widest text-amber-900"
      >
        <NewspaperIcon className="size-5" />
        {t.title}
      </h2>
      <ul className="mt-3 divide-y divide-amber-200/70">
        {notices.map((item) => {
          const { value: news, lang } = localizeRecord(item, NEWS_TRANSLATED_FIELDS, locale);
          return (
            <li key={news._id} className="py-2 first:pt-0 last:pb-0">
              <Link
                to={getNewsArticleHref(news.newsId)}
                className="flex flex-col gap-0.5 font-semibold text-amber-950 hover:underline sm:flex-row sm:items-baseline sm:gap-3"
              >
                <time
                  dateTime={news.publishDate}
                  className="shrink-0 text-xs font-medium text-amber-800"
                >
                  {formatMalaysiaDate(news.publishDate, 'short', locale)}
                </time>
                <span lang={lang === locale ? undefined : lang}>{news.title}</span>
                <EnglishOnlyNote lang={lang} className="self-start font-medium sm:self-auto" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
