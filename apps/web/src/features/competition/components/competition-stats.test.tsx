import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { CompetitionStats } from './competition-stats';

afterEach(() => vi.unstubAllGlobals());

describe('competition statistics in the portal', () => {
  it('shows entries, results, the match record and a ranking chart with its table', async () => {
    mockFetch({
      'GET /api/players/me/competition-stats': () =>
        jsonResponse(200, {
          entries: { total: 5, byStatus: { confirmed: 4, withdrawn: 1 } },
          placements: [
            {
              resultId: 1,
              tournament: 'Penang Classic',
              playedOn: '2026-06-01',
              division: 'Mixed doubles · Open',
              category: 'mixed_doubles:open',
              placement: 1,
              tier: 'National',
              points: 1000,
              counted: true,
            },
          ],
          matches: { played: 7, won: 5, lost: 2 },
          rankings: [
            {
              category: 'mixed_doubles:open',
              rank: 4,
              points: 1700,
              history: [
                { on: '2026-10-01', rank: 6, points: 1700 },
                { on: '2026-06-02', rank: 9, points: 1000 },
              ],
            },
          ],
        }),
    });
    renderWithRouter(<CompetitionStats />);
    const section = await screen.findByRole('region', { name: 'Competition' });
    expect(within(section).getByText('5')).toBeVisible();
    expect(within(section).getByText('5 won, 2 lost')).toBeInTheDocument();
    expect(section).toHaveTextContent('Winner · Penang Classic · Mixed doubles · Open');
    expect(section).toHaveTextContent('Rank 4 · 1700 points');

    const chart = within(section).getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Mixed doubles · Open: ranking points from 1000 on 2 Jun 2026 to 1700 on 1 Oct 2026, highest 1700, over 2 dates.',
    );
    const table = within(section).getByRole('table', {
      name: 'Ranking points by date: Mixed doubles · Open',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DatePointsRank',
      '2 Jun 202610009',
      '1 Oct 202617006',
    ]);
  });

  it('says when nothing is ranked yet', async () => {
    mockFetch({
      'GET /api/players/me/competition-stats': () =>
        jsonResponse(200, {
          entries: { total: 0, byStatus: {} },
          placements: [],
          matches: { played: 0, won: 0, lost: 0 },
          rankings: [],
        }),
    });
    renderWithRouter(<CompetitionStats />);
    expect(await screen.findByText(/Not ranked yet/)).toBeVisible();
    expect(screen.getByText('No match scores yet')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
