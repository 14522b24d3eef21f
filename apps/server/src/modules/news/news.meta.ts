import { localizePath } from '@app/shared/locale';
import { newsImageUrl, newsSummary } from '@app/shared/news';
import { localizeRecord, NEWS_TRANSLATED_FIELDS } from '@app/shared/translations';

import type { PageMeta, PageSite } from '../../plugins/static-files';

import type { NewsService } from './news.service';

const ARTICLE_PATH = /^\/news\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * Open Graph data for /news/{newsId} in the page's language (its Malay title and summary on a
 * Malay page when the article is translated), so a shared link shows the article and picture.
 */
export async function newsPageMeta(
  service: Pick<NewsService, 'get'>,
  pathname: string,
  site: PageSite,
): Promise<PageMeta | null> {
  const match = ARTICLE_PATH.exec(pathname);
  if (!match) return null;
  let article;
  try {
    article = await service.get(decodeURIComponent(match[1]!));
  } catch {
    return null;
  }
  const image = newsImageUrl(article);
  const shown = localizeRecord(article, NEWS_TRANSLATED_FIELDS, site.locale).value;
  return {
    title: `${shown.title} | ${site.name}`,
    description: newsSummary(shown, 200),
    image: image ? new URL(image, site.origin).toString() : null,
    url: `${site.origin}${localizePath(`/news/${encodeURIComponent(article.newsId)}`, site.locale)}`,
    type: 'article',
  };
}
