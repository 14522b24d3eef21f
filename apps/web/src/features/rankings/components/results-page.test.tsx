import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import type { PublicResults } from '@app/shared/competition/public-results';

import { TournamentResultsPage } from './results-page';

afterEach(() => vi.unstubAllGlobals());

const person = (name: string, memberId: string) => ({
  name,
  memberId,
  state: 'Johor',
  hidden: false,
});
const hidden = { name: null, memberId: null, state: 'Perak', hidden: true };

const RESULTS: PublicResults = {
  tournament: {
    id: 'T1',
    name: 'Johor Open 2026',
    startDate: '2026-03-01',
    endDate: '2026-03-02',
    tier: { code: 'state', name: 'State', nameMs: 'Negeri' },
  },
  divisions: [
    {
      id: 'D1',
      discipline: 'mixed_doubles',
      ageGroup: 'open',
      publishedAt: '2026-03-02T12:00:00.000Z',
      placements: [
        { placement: 1, players: [person('Aisyah Rahman', 'MPA000001'), hidden] },
        {
          placement: 2,
          players: [person('Lim Wei Jie', 'MPA000002'), person('Tan Mei Ling', 'MPA000003')],
        },
        {
          placement: 5,
          players: [person('Ravi Kumar', 'MPA000004'), person('Nur Iman', 'MPA000005')],
        },
      ],
      matches: [
        {
          round: 'Final',
          sideA: [person('Aisyah Rahman', 'MPA000001'), hidden],
          sideB: [person('Lim Wei Jie', 'MPA000002'), person('Tan Mei Ling', 'MPA000003')],
          scores: '11-7, 11-9',
          winner: 'a',
        },
      ],
    },
  ],
};

const render = (url: string) =>
  renderRoutes(
    [
      { path: '/tournament/:tournamentId/results', element: <TournamentResultsPage /> },
      { path: '/tournament/:tournamentId/results/:divisionId', element: <TournamentResultsPage /> },
    ],
    url,
  );

describe('public results', () => {
  it('shows each division’s podium, linking players to their profiles and to the full results', async () => {
    mockFetch({ 'GET /api/tournaments/T1/results': () => jsonResponse(200, RESULTS) });
    render('/tournament/T1/results');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results: Johor Open 2026' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Mixed doubles · Open' }).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Aisyah Rahman' })).toHaveAttribute(
      'href',
      '/players/MPA000001',
    );
    expect(within(card).getByText('Private player')).toBeInTheDocument();
    // The podium only: the quarter-finalists are on the division's page.
    expect(within(card).queryByText('Ravi Kumar')).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Full results: Mixed doubles · Open' }),
    ).toHaveAttribute('href', '/tournament/T1/results/D1');
  });

  it('shows a division’s placements and matches, and not-found for an unknown division', async () => {
    mockFetch({ 'GET /api/tournaments/T1/results': () => jsonResponse(200, RESULTS) });
    const first = render('/tournament/T1/results/D1');
    expect(await screen.findByText('Quarter-finalist')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    const matches = screen.getByRole('heading', { name: 'Matches' }).closest('section')!;
    expect(within(matches).getByText('11-7, 11-9')).toBeInTheDocument();
    expect(within(matches).getByText(/\(won\)/)).toBeInTheDocument();
    first.unmount();

    render('/tournament/T1/results/NOPE');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Johor');
  });

  it('says when nothing is published yet', async () => {
    mockFetch({
      'GET /api/tournaments/T1/results': () => jsonResponse(200, { ...RESULTS, divisions: [] }),
    });
    render('/tournament/T1/results');
    expect(await screen.findByText(/No results are published/)).toBeInTheDocument();
  });
});
