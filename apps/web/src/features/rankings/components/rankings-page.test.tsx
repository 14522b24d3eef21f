import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes, renderWithRouter } from '@/testing/test-utils';
import type { RankingRow } from '@app/shared/competition/rankings';

import { PlayerProfilePage } from './profile-page';
import { RankingsPage } from './rankings-page';
import { RankingRulesPage } from './rules-page';

afterEach(() => vi.unstubAllGlobals());

const row = (rank: number, name: string, memberId: string | null, points: number): RankingRow => ({
  rank,
  memberId,
  name,
  isPrivate: memberId === null,
  hasProfile: memberId !== null && name !== 'No Profile Yet',
  state: 'Selangor',
  points,
  counted: 2,
});

const result = (resultId: number, counted: boolean) => ({
  resultId,
  tournament: `Open ${resultId}`,
  playedOn: '2026-03-01',
  division: 'Mixed doubles · Open',
  category: 'mixed_doubles:open',
  placement: counted ? 1 : 5,
  tier: 'national',
  tierName: 'National',
  tierNameMs: 'Kebangsaan',
  points: counted ? 1000 : 350,
  counted,
});

describe('national rankings', () => {
  it('lists a category, explains a player’s points, and keeps category, state and page in the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/rankings': ({ url }) =>
        jsonResponse(200, {
          category: url.searchParams.get('category'),
          page: Number(url.searchParams.get('page')),
          pageSize: 25,
          total: 60,
          rows:
            url.searchParams.get('category') === 'mens_singles:35plus'
              ? [row(1, 'Lim Wei Jie', 'MPA000009', 700)]
              : [
                  row(1, 'Aisyah Rahman', 'MPA000001', 1350),
                  row(2, '', null, 900),
                  row(3, 'No Profile Yet', 'MPA000008', 800),
                ],
        }),
      'GET /api/rankings/players/MPA000001': () =>
        jsonResponse(200, {
          category: 'mixed_doubles:open',
          memberId: 'MPA000001',
          name: 'Aisyah Rahman',
          rank: 1,
          points: 1350,
          results: [result(1, true), result(2, false)],
        }),
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<RankingsPage />, '/rankings');
    const table = await screen.findByRole('table', { name: /Mixed doubles · Open, page 1 of 3/ });
    expect(within(table).getByRole('link', { name: 'Aisyah Rahman' })).toHaveAttribute(
      'href',
      '/players/MPA000001',
    );
    expect(within(table).getByText('Private player')).toBeInTheDocument();
    // Only a public profile is linked; another ranked player's name is plain text.
    expect(within(table).getByText('No Profile Yet').closest('a')).toBeNull();
    expect(screen.getByText('60 ranked players')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/rankings')[0]!.url.searchParams.get('category')).toBe(
      'mixed_doubles:open',
    );

    const why = within(table).getByRole('button', { name: 'Why 1,350 points?' });
    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Results of Aisyah Rahman' });
    expect(within(panel).getByText('Counts')).toBeInTheDocument();
    expect(within(panel).getByText('Not counted')).toBeInTheDocument();
    expect(within(panel).getByText(/Winner · 1,000 points/)).toBeInTheDocument();
    // The tier by its name (staff may rename it), not its code.
    expect(within(panel).getAllByText(/National/).length).toBeGreaterThan(0);
    expect(within(panel).queryByText(/national/)).toBeNull();

    // Previous and Next are links (they work without JavaScript too).
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/rankings?page=2');
    await user.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));

    await user.selectOptions(screen.getByLabelText('Event'), 'mens_singles');
    await user.selectOptions(screen.getByLabelText('Age group'), '35plus');
    await user.selectOptions(screen.getByLabelText('State'), 'Penang');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=mens_singles%3A35plus&state=Penang'),
    );
    expect(await screen.findByRole('link', { name: 'Lim Wei Jie' })).toBeInTheDocument();
    const last = callsTo(fetchMock, 'GET /api/rankings').at(-1)!.url.searchParams;
    expect(last.get('state')).toBe('Penang');
    expect(last.get('page')).toBe('1');
  });

  it.each([
    ['en', '/rankings', 'Apply filters', "Men's singles"],
    ['ms', '/ms/rankings', 'Guna penapis', 'Perseorangan lelaki'],
  ] as const)(
    'is a plain GET form as well, for a page without JavaScript (%s)',
    async (language, path, apply, mensSingles) => {
      if (language === 'ms') registerMessages(ms, 'ms');
      const fetchMock = mockFetch({
        'GET /api/rankings': ({ url }) =>
          jsonResponse(200, {
            category: url.searchParams.get('category'),
            page: 1,
            pageSize: 25,
            total: 1,
            rows: [row(1, 'Lim Wei Jie', 'MPA000009', 700)],
          }),
      });
      const user = userEvent.setup();
      // What the form sends without JavaScript: its fields by name.
      const router = createMemoryRouter([{ path: '*', element: <RankingsPage /> }], {
        initialEntries: [`${path}?discipline=mens_singles&ageGroup=35plus&state=Penang&q=Lim`],
      });
      render(
        <I18nProvider locale={language}>
          <QueryClientProvider client={new QueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>,
      );
      await screen.findByRole('link', { name: 'Lim Wei Jie' });
      const asked = callsTo(fetchMock, 'GET /api/rankings')[0]!.url.searchParams;
      expect(asked.get('category')).toBe('mens_singles:35plus');
      expect(asked.get('state')).toBe('Penang');
      expect(asked.get('q')).toBe('Lim');
      const form = screen.getByRole('search');
      expect(form).toHaveAttribute('method', 'get');
      const named = [...form.querySelectorAll('[name]')].map((field) => [
        field.getAttribute('name'),
        (field as HTMLInputElement).value,
      ]);
      expect(named).toEqual([
        ['discipline', 'mens_singles'],
        ['ageGroup', '35plus'],
        ['state', 'Penang'],
        ['q', 'Lim'],
      ]);
      expect(within(form).getByRole('option', { name: mensSingles, selected: true })).toBeTruthy();
      // With JavaScript, the button applies the search at once.
      const button = within(form).getByRole('button', { name: apply });
      expect(button).toHaveAttribute('type', 'submit');
      fireEvent.change(within(form).getByRole('searchbox'), { target: { value: 'Tan' } });
      await user.click(button);
      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Tan'),
      );
      // Choosing an event sets the category, and the form's own keys go.
      await user.selectOptions(form.querySelector('[name="discipline"]')!, 'womens_singles');
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          '?state=Penang&q=Tan&category=womens_singles%3A35plus',
        ),
      );
    },
  );

  it('says so when nothing matches, and when the list cannot load', async () => {
    let fail = false;
    mockFetch({
      'GET /api/rankings': () =>
        fail
          ? jsonResponse(500, { message: 'boom' })
          : jsonResponse(200, { category: 'x', page: 1, pageSize: 25, total: 0, rows: [] }),
    });
    const first = renderWithRouter(<RankingsPage />, '/rankings?q=nobody');
    expect(await screen.findByText(/No ranked players match/)).toBeInTheDocument();
    first.unmount();
    fail = true;
    renderWithRouter(<RankingsPage />, '/rankings?q=other');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the rankings');
  });

  it('shows the rules with the points table, in Malay too', async () => {
    mockFetch({
      'GET /api/rankings/rules': () =>
        jsonResponse(200, {
          current: {
            id: 'r1',
            name: 'National rankings 2026',
            nameMs: 'Ranking kebangsaan 2026',
            effectiveFrom: '2026-01-01',
            bestOf: 4,
            windowWeeks: 52,
            tiers: [
              {
                code: 'national',
                name: 'National',
                nameMs: 'Kebangsaan',
                points: [
                  { placement: 1, points: 1000 },
                  { placement: 2, points: 700 },
                ],
              },
            ],
          },
          upcoming: [],
          tieBreaks: { en: ['More ranking points.'], ms: ['Lebih banyak mata ranking.'] },
        }),
    });
    registerMessages(ms, 'ms');
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider
            router={createMemoryRouter([{ path: '*', element: <RankingRulesPage /> }])}
          />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByText('Ranking kebangsaan 2026')).toBeInTheDocument();
    expect(
      screen.getByText('4 keputusan terbaik anda dikira dalam setiap kategori.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Mata mengikut peringkat dan tempat' });
    // Wider than a phone: it scrolls in a named region a keyboard reaches (Tab, then arrows).
    const region = screen.getByRole('region', {
      name: 'Mata mengikut peringkat dan tempat (Ranking kebangsaan 2026)',
    });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
    expect(within(table).getByRole('columnheader', { name: 'Kebangsaan' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Naib juara' })).toBeInTheDocument();
    expect(screen.getByText('Lebih banyak mata ranking.')).toBeInTheDocument();
  });

  it('shows a public profile, and says a private one is not public', async () => {
    mockFetch({
      'GET /api/players/MPA000001/profile': () =>
        jsonResponse(200, {
          memberId: 'MPA000001',
          name: 'Aisyah Rahman',
          state: 'Selangor',
          club: null,
          rankings: [{ category: 'mixed_doubles:open', rank: 3, points: 1350 }],
          results: [result(1, true)],
        }),
      'GET /api/players/MPA000002/profile': () => jsonResponse(404, { message: 'Not found' }),
    });
    const profile = (url: string) =>
      renderRoutes([{ path: '/players/:memberId', element: <PlayerProfilePage /> }], url);
    const first = profile('/players/MPA000001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aisyah Rahman' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rank 3')).toBeInTheDocument();
    expect(screen.getByText('MPA000001 · Selangor')).toBeInTheDocument();
    expect(screen.getByText('Open 1')).toBeInTheDocument();
    first.unmount();

    profile('/players/MPA000002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This profile is not public.' }),
    ).toBeInTheDocument();
  });

  it('says when an address made too many look-ups, in the server’s words, without retrying', async () => {
    const fetchMock = mockFetch({
      'GET /api/players/MPA000003/profile': () =>
        jsonResponse(429, {
          error: 'Too many player look-ups from this address. Please wait a minute and try again.',
          code: 'RATE_LIMITED',
        }),
    });
    renderRoutes(
      [{ path: '/players/:memberId', element: <PlayerProfilePage /> }],
      '/players/MPA000003',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many player look-ups from this address. Please wait a minute and try again.',
    );
    expect(callsTo(fetchMock, 'GET /api/players/MPA000003/profile')).toHaveLength(1);
  });
});
