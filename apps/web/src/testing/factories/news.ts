import type { News } from '@app/shared/news';

let sequence = 0;

/** A published news article; override what the test cares about. */
export function buildNews(overrides: Partial<News> = {}): News {
  sequence += 1;
  return {
    _id: `n${sequence}`,
    newsId: `NEWS${1_700_000_000_000 + sequence}`,
    title: `News ${sequence}`,
    titleMs: '',
    summary: '',
    summaryMs: '',
    content: `Content of news ${sequence}.`,
    contentMs: '',
    publishDate: '2026-11-01',
    status: 'published',
    category: 'General',
    priority: null,
    relatedTournament: null,
    media: [],
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
    ...overrides,
  };
}
