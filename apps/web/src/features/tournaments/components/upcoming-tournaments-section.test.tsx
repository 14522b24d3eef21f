import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildTournament } from '@/testing/factories/tournaments';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { UpcomingTournamentsSection } from './upcoming-tournaments-section';

describe('home upcoming tournaments', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T04:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows at most three upcoming tournaments, soonest first', async () => {
    mockFetch({
      'GET /api/tournaments': () =>
        jsonResponse(200, [
          buildTournament({ name: 'Past Cup', startDate: '2026-05-31', endDate: '2026-06-02' }),
          buildTournament({ name: 'Late Open', startDate: '2026-09-01', endDate: '2026-09-02' }),
          buildTournament({
            name: 'Today Open',
            type: 'international',
            startDate: '2026-06-01',
            endDate: '2026-06-03',
            city: 'Ipoh',
            state: 'Perak',
          }),
          buildTournament({ name: 'July Open', startDate: '2026-07-01', endDate: '2026-07-01' }),
          buildTournament({ name: 'August Open', startDate: '2026-08-01', endDate: '2026-08-01' }),
        ]),
    });
    renderWithRouter(<UpcomingTournamentsSection />);

    const cards = await screen.findAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Today Open',
      'July Open',
      'August Open',
    ]);
    const first = cards[0]!.closest('li')!;
    expect(first).toHaveAttribute('data-type', 'international');
    expect(within(first).getByText('International')).toBeInTheDocument();
    expect(first).toHaveTextContent('1 Jun 2026 – 3 Jun 2026');
    expect(first).toHaveTextContent('Ipoh, Perak');
    // Each card opens the tournament's own page.
    expect(within(first).getByRole('link', { name: 'Today Open' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/tournament\/t\d+$/),
    );
    expect(screen.getByRole('link', { name: /View full calendar/ })).toHaveAttribute(
      'href',
      '/tournament',
    );
  });

  it('shows the empty text when nothing is upcoming', async () => {
    mockFetch({
      'GET /api/tournaments': () =>
        jsonResponse(200, [buildTournament({ startDate: '2026-01-01', endDate: '2026-01-02' })]),
    });
    renderWithRouter(<UpcomingTournamentsSection />);
    expect(
      await screen.findByText('No upcoming tournaments at the moment. Check back soon!'),
    ).toBeInTheDocument();
  });

  it('shows the empty text when the fetch fails', async () => {
    mockFetch({ 'GET /api/tournaments': () => jsonResponse(500, { error: 'Down' }) });
    renderWithRouter(<UpcomingTournamentsSection />);
    expect(
      await screen.findByText('No upcoming tournaments at the moment. Check back soon!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });
});
