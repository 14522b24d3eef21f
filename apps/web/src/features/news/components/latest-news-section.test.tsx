import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { buildNews } from '@/testing/factories/news';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { LatestNewsSection } from './latest-news-section';

describe('home latest news', () => {
  it('shows the two latest articles as cards linking to the reader', async () => {
    const fetchMock = mockFetch({
      'GET /api/news': () =>
        jsonResponse(200, [
          buildNews({
            newsId: 'NEWSA',
            title: 'First story',
            content: 'x'.repeat(400),
            publishDate: '2026-11-05',
            media: [{ type: 'image', url: '/uploads/a.jpg' }],
          }),
          buildNews({ newsId: 'NEWSB', title: 'Second story', summary: 'Short summary' }),
          buildNews({ newsId: 'NEWSC', title: 'Third story' }),
        ]),
    });
    renderWithRouter(<LatestNewsSection />);

    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['First story', 'Second story']);
    const card = titles[0]!.closest('li')!;
    expect(within(card).getByRole('link', { name: 'First story' })).toHaveAttribute(
      'href',
      '/news/NEWSA',
    );
    expect(card).toHaveTextContent('5 November 2026');
    expect(card).toHaveTextContent(`${'x'.repeat(150)}…`);
    expect(card).not.toHaveTextContent('x'.repeat(151));
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/a.jpg');
    expect(screen.getByRole('link', { name: /View all news/ })).toHaveAttribute('href', '/news');

    const query = callsTo(fetchMock, 'GET /api/news')[0]!.url.searchParams;
    expect(query.get('status')).toBe('published');
    expect(query.get('limit')).toBe('2');
  });

  it('shows the empty state when the fetch fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/news': () => jsonResponse(500, { error: 'Down' }) });
    renderWithRouter(<LatestNewsSection />);
    expect(await screen.findByText('No news yet. Check back soon!')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
