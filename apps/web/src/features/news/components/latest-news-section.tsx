import { Link } from 'react-router';

import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { NewspaperIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { getNewsArticleHref, paths } from '@/config/paths';
import { useLocale, useMessages } from '@/lib/i18n';
import { NEWS_SUMMARY_LENGTH, newsImageUrl, newsSummary } from '@app/shared/news';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import { NEWS_TRANSLATED_FIELDS, localizeRecord } from '@app/shared/translations';

import { useNewsList } from '../api/get-news';

/** News cards on the home page (spec §9). */
export const HOME_NEWS_LIMIT = 2;

/** Home: the latest published news as cards; a failed fetch shows the empty state (spec §8). */
export function LatestNewsSection() {
  const t = useMessages().content.homeNews;
  const locale = useLocale();
  const query = useNewsList({ status: 'published', limit: HOME_NEWS_LIMIT });
  const items = (query.data ?? []).slice(0, HOME_NEWS_LIMIT);

  return (
    <section aria-labelledby="home-news-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-news-title" title={t.title} lead={t.lead} />
        {query.isPending ? (
          <div role="status" aria-label={t.loading} className="mt-10 grid gap-6 md:grid-cols-2">
            {Array.from({ length: HOME_NEWS_LIMIT }, (_, index) => (
              <div
                key={index}
                aria-hidden="true"
                className="h-80 animate-pulse rounded-2xl border border-slate-200 bg-slate-50"
              />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="mx-auto mt-10 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {t.empty}
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {items.map((item) => {
              const { value: news, lang } = localizeRecord(item, NEWS_TRANSLATED_FIELDS, locale);
              const image = newsImageUrl(news);
              return (
                <li
                  key={news._id}
                  className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
                >
                  {image ? (
                    <img
                      src={image}
                      alt=""
                      width={640}
                      height={360}
                      loading="lazy"
                      className="aspect-video h-auto w-full bg-slate-100 object-cover"
                    />
                  ) : (
                    <div
                      aria-hidden="true"
                      className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 text-brand-300"
                    >
                      <NewspaperIcon className="size-12" />
                    </div>
                  )}
                  <div
                    className="flex flex-1 flex-col p-6"
                    lang={lang === locale ? undefined : lang}
                  >
                    <time
                      dateTime={news.publishDate}
                      className="text-sm font-medium text-slate-500"
                    >
                      {formatMalaysiaDate(news.publishDate, 'long', locale)}
                    </time>
                    <h3 className="mt-2 text-xl font-bold text-brand-900">
                      <Link
                        to={getNewsArticleHref(news.newsId)}
                        className="after:absolute after:inset-0 focus-visible:outline-none"
                      >
                        {news.title}
                      </Link>
                    </h3>
                    <EnglishOnlyNote lang={lang} className="mt-2 self-start" />
                    <p className="mt-2 text-slate-600">{newsSummary(news, NEWS_SUMMARY_LENGTH)}</p>
                    <span
                      aria-hidden="true"
                      className="mt-4 font-semibold text-brand-700 group-hover:text-brand-900"
                    >
                      {t.readMore} →
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Link
            to={paths.news}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            {t.viewAll}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
