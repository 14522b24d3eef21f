import { newsImageUrl, newsSummary } from '@app/shared/news';

import type { PageMeta } from '../../plugins/static-files';

import type { NewsService } from './news.service';

const ARTICLE_PATH = /^\/news\/([A-Za-z0-9_-]{1,64})\/?$/;

/** Open Graph data for /news/{newsId}, so a shared link shows the article's title and picture. */
export async function newsPageMeta(
  service: Pick<NewsService, 'get'>,
  pathname: string,
  origin: string,
  associationName: string,
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
  return {
    title: `${article.title} | ${associationName}`,
    description: newsSummary(article, 200),
    image: image ? new URL(image, origin).toString() : null,
    url: `${origin}/news/${encodeURIComponent(article.newsId)}`,
    type: 'article',
  };
}
