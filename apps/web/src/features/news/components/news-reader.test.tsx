import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { buildNews } from '@/testing/factories/news';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';

import { NewsReader } from './news-reader';

const routes = [
  { path: paths.news, element: <NewsReader /> },
  { path: paths.newsArticle, element: <NewsReader /> },
];

const first = buildNews({
  newsId: 'NEWS1',
  title: 'Nationals announced',
  summary: 'The national championship is coming.',
  category: 'Tournament',
  publishDate: '2026-11-03',
  media: [{ type: 'image', url: '/uploads/news/nationals.jpg' }],
});
const second = buildNews({
  newsId: 'NEWS2',
  title: 'Coaching clinic recap',
  summary: '',
  content: `<p>${'Coaches from every state joined the clinic in Kuala Lumpur. '.repeat(4)}</p>`,
  publishDate: '2026-10-20',
});

function serve(items: unknown[]) {
  return mockFetch({ 'GET /api/news': () => jsonResponse(200, items) });
}

describe('news reader', () => {
  it('selects the article named in the URL and marks it in the list', async () => {
    const fetchMock = serve([first, second]);
    renderRoutes(routes, '/news/NEWS2');

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Coaching clinic recap',
    );
    expect(article).toHaveTextContent('20 October 2026');
    const list = screen.getByRole('complementary');
    const current = within(list).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/news/NEWS2');
    expect(current).toHaveTextContent('Coaching clinic recap');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(document.title).toContain('Coaching clinic recap');

    const query = callsTo(fetchMock, 'GET /api/news')[0]!.url.searchParams;
    expect(query.get('status')).toBe('published');
    expect(query.get('limit')).toBe('50');
  });

  it('falls back to the first article for an unknown or missing id', async () => {
    serve([first, second]);
    renderRoutes(routes, '/news/NOPE');

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Nationals announced',
    );
    expect(within(article).getByText('Tournament')).toBeInTheDocument();
    expect(article).toHaveTextContent('3 November 2026');
    expect(article).toHaveTextContent('The national championship is coming.');
    const image = within(article).getByRole('img', { name: 'Nationals announced' });
    expect(image).toHaveAttribute('src', '/uploads/news/nationals.jpg');
    // The article picture is the largest paint: loaded eagerly and first.
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/news/NEWS1');
  });

  it('cuts sidebar summaries at 80 characters', async () => {
    serve([first, second]);
    renderRoutes(routes, '/news');

    const link = await screen.findByRole('link', { name: /Coaching clinic recap/ });
    const summary = link.querySelector('span > span:last-child')!.textContent!;
    expect(summary.startsWith('Coaches from every state joined the clinic')).toBe(true);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(81);
    expect(within(link).queryByText(/<p>/)).not.toBeInTheDocument();
  });

  it("shows 'No news selected' when there is no news", async () => {
    serve([]);
    renderRoutes(routes, '/news/NEWS1');
    expect(await screen.findByText('No news selected')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('logs a failed fetch and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/news': () => jsonResponse(500, { error: 'Down' }) });
    renderRoutes(routes, '/news');
    expect(await screen.findByText('No news selected')).toBeInTheDocument();
    expect(screen.getByText('No news yet. Check back soon!')).toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('renders content as text paragraphs, never as markup', async () => {
    serve([
      buildNews({
        newsId: 'NEWSX',
        title: 'Unsafe',
        content:
          'Hello <b>players</b>\n\n<script>alert("raw")</script>Stay safe\n\n&lt;script&gt;alert(1)&lt;/script&gt;<img src=x onerror="alert(2)">',
      }),
    ]);
    const { container } = renderRoutes(routes, '/news/NEWSX');

    const article = await screen.findByRole('article');
    const paragraphs = [...article.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Hello players', 'Stay safe', '<script>alert(1)</script>']);
    expect(container.querySelector('script')).toBeNull();
    expect(article.querySelector('b')).toBeNull();
    expect(article.querySelector('img')).toBeNull();
    expect(article).not.toHaveTextContent('alert("raw")');
  });
});
