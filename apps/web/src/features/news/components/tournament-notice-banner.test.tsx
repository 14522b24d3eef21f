import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { buildNews } from '@/testing/factories/news';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { TournamentNoticeBanner } from './tournament-notice-banner';

describe('tournament notice banner', () => {
  it('shows at most three Tournament news items, each linking to its article', async () => {
    const fetchMock = mockFetch({
      'GET /api/news': () =>
        jsonResponse(
          200,
          [1, 2, 3, 4, 5].map((n) =>
            buildNews({ newsId: `NEWST${n}`, title: `Notice ${n}`, category: 'Tournament' }),
          ),
        ),
    });
    renderWithRouter(<TournamentNoticeBanner />);

    const banner = await screen.findByRole('region', { name: 'Tournament notices' });
    const links = within(banner).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Notice 1'),
      expect.stringContaining('Notice 2'),
      expect.stringContaining('Notice 3'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/news/NEWST1');

    const query = callsTo(fetchMock, 'GET /api/news')[0]!.url.searchParams;
    expect(query.get('category')).toBe('Tournament');
    expect(query.get('status')).toBe('Published');
  });

  it('renders nothing when there are no notices or the fetch fails', async () => {
    mockFetch({ 'GET /api/news': () => jsonResponse(200, []) });
    const empty = renderWithRouter(<TournamentNoticeBanner />);
    await vi.waitFor(() => expect(empty.router.state.navigation.state).toBe('idle'));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockFetch({ 'GET /api/news': () => jsonResponse(500, { error: 'Down' }) });
    const failed = renderWithRouter(<TournamentNoticeBanner />);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'GET /api/news')).toHaveLength(1);
    expect(failed.container).toBeEmptyDOMElement();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
