import { Link, useParams } from 'react-router';

import { Seo } from '@/components/seo';
import { cn } from '@/components/ui/class-names';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { NewspaperIcon } from '@/components/ui/icons';
import { getNewsArticleHref } from '@/config/paths';
import { displayImageUrl } from '@/lib/display-image';
import { useLocale, useMessages } from '@/lib/i18n';
import {
  NEWS_SIDEBAR_SUMMARY,
  NEWS_SUMMARY_LENGTH,
  newsImageUrl,
  newsSummary,
  type News,
} from '@app/shared/news';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import { NEWS_TRANSLATED_FIELDS, localizeRecord } from '@app/shared/translations';

import { useNewsList } from '../api/get-news';
import { contentParagraphs } from '../utils/content-paragraphs';

/** News page list size (spec §9). */
export const NEWS_PAGE_LIMIT = 50;

/**
 * /news and /news/:newsId (spec §2): the article on the left (first on phones) and the list of
 * all published news on the right. An unknown or missing id selects the first item; a failed
 * fetch is logged and shows the empty list (spec §8).
 */
export function NewsReader() {
  const m = useMessages();
  const t = m.content.news;
  const { newsId } = useParams();
  const query = useNewsList({ status: 'published', limit: NEWS_PAGE_LIMIT });
  const items = query.data ?? [];
  const locale = useLocale();
  const selected = items.find((news) => news.newsId === newsId) ?? items[0] ?? null;
  // The article's title and summary as the page shows them: in Malay when it is translated.
  const shown = selected && localizeRecord(selected, NEWS_TRANSLATED_FIELDS, locale).value;

  return (
    <>
      {shown ? (
        <Seo title={shown.title} description={newsSummary(shown, NEWS_SUMMARY_LENGTH)} />
      ) : (
        <Seo title={m.meta.news.title} description={m.meta.news.description} />
      )}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        {query.isPending ? (
          <div role="status" aria-label={t.loading} className="lg:col-span-2">
            <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <div className="h-96 animate-pulse rounded-2xl bg-slate-100" />
              <div className="h-96 animate-pulse rounded-2xl bg-slate-100" />
            </div>
          </div>
        ) : (
          <>
            {selected ? (
              <NewsArticle news={selected} />
            ) : (
              <p className="flex min-h-48 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
                {t.noneSelected}
              </p>
            )}
            <NewsList items={items} selectedId={selected?.newsId ?? null} />
          </>
        )}
      </div>
    </>
  );
}

function NewsArticle({ news: original }: { news: News }) {
  const locale = useLocale();
  const t = useMessages().content.news;
  const { value: news, lang } = localizeRecord(original, NEWS_TRANSLATED_FIELDS, locale);
  const image = newsImageUrl(news);
  const paragraphs = contentParagraphs(news.content);
  const summary = news.summary.trim();
  return (
    <article
      aria-labelledby="news-article-title"
      className="min-w-0"
      lang={lang === locale ? undefined : lang}
    >
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {news.category ? (
          <span className="rounded-full border border-brand-200 bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {t.categories[news.category] ?? news.category}
          </span>
        ) : null}
        <time dateTime={news.publishDate} className="font-medium text-slate-600">
          {formatMalaysiaDate(news.publishDate, 'long', locale)}
        </time>
      </div>
      <h2
        id="news-article-title"
        className="mt-3 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
      >
        {news.title}
      </h2>
      <EnglishOnlyNote lang={lang} className="mt-2" />
      {image ? (
        <img
          src={image}
          alt={news.title}
          width={1200}
          height={675}
          // The article picture is the page's largest paint: fetch it first, never lazily.
          fetchPriority="high"
          className="mt-6 aspect-video h-auto w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : null}
      {summary ? (
        <p className="mt-6 text-lg font-medium leading-relaxed text-slate-800">{summary}</p>
      ) : null}
      <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

function NewsList({ items, selectedId }: { items: News[]; selectedId: string | null }) {
  const t = useMessages().content.news;
  const locale = useLocale();
  return (
    <aside aria-labelledby="news-list-title" className="min-w-0">
      <h2
        id="news-list-title"
        className="text-sm font-bold uppercase tracking-widest text-slate-500"
      >
        {t.listTitle}
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          {t.listEmpty}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => {
            const { value: news, lang } = localizeRecord(item, NEWS_TRANSLATED_FIELDS, locale);
            const isCurrent = news.newsId === selectedId;
            const image = newsImageUrl(news);
            return (
              <li key={news._id}>
                <Link
                  to={getNewsArticleHref(news.newsId)}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'flex gap-3 rounded-xl border p-3 transition-colors',
                    isCurrent
                      ? 'border-brand-300 bg-brand-50'
                      : 'border-slate-200 bg-white hover:border-brand-200 hover:bg-slate-50',
                  )}
                >
                  {image ? (
                    <img
                      src={displayImageUrl(image)}
                      alt=""
                      width={80}
                      height={60}
                      loading="lazy"
                      className="h-15 w-20 shrink-0 rounded-lg bg-slate-100 object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-15 w-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400"
                    >
                      <NewspaperIcon className="size-6" />
                    </span>
                  )}
                  <span className="min-w-0" lang={lang === locale ? undefined : lang}>
                    <span className="block font-semibold leading-snug text-brand-900">
                      {news.title}
                    </span>
                    <EnglishOnlyNote lang={lang} className="mt-1" />
                    <span className="mt-0.5 block text-xs font-medium text-slate-600">
                      {formatMalaysiaDate(news.publishDate, 'short', locale)}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {newsSummary(news, NEWS_SIDEBAR_SUMMARY)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
