import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { SIGNED_IN } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { RankingRules } from '@app/shared/competition/rankings';

import { RankingRulesSection } from './ranking-rules-section';

const SEASON: RankingRules = {
  id: 'r-1',
  name: '2026 season',
  nameMs: 'Musim 2026',
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
    {
      code: 'state',
      name: 'State',
      nameMs: 'Negeri',
      points: [
        { placement: 1, points: 500 },
        { placement: 2, points: 350 },
      ],
    },
  ],
};
const SEASONS = {
  seasons: [SEASON],
  tiers: SEASON.tiers.map(({ code, name, nameMs }) => ({ code, name, nameMs })),
};

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

describe('Ranking rules section', () => {
  it('shows the rules in force, checks a new season per field and saves it', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/ranking-rules': () => jsonResponse(200, SEASONS),
      'PUT /api/admin/ranking-rules': ({ body }) =>
        jsonResponse(200, { ...SEASON, id: 'r-2', ...(body as object), tiers: SEASON.tiers }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=ranking-rules');
    const table = await screen.findByRole('table', { name: 'Points table of 2026 season' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('1');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1000', '500']);
    expect(
      screen.getByText('From 1 Jan 2026: the best 4 results within 52 weeks count.'),
    ).toBeInTheDocument();

    // On a phone both grids scroll inside their own region, which a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Points table of 2026 season' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    const form = screen.getByRole('form', { name: 'Add a season' });
    const grid = within(form).getByRole('region', { name: 'Points table' });
    expect(grid).toHaveAttribute('tabindex', '0');
    expect(within(grid).getByLabelText('National points for placement 2')).toBeInTheDocument();
    // The table in force is the starting point.
    expect(within(form).getByLabelText('National points for placement 2')).toHaveValue('700');
    await user.type(within(form).getByLabelText('Name (English)'), '2027 season');
    await user.type(within(form).getByLabelText('Name (Bahasa Malaysia)'), 'Musim 2027');
    fireEvent.change(within(form).getByLabelText('Takes effect on'), {
      target: { value: '2020-01-01' },
    });
    const state2 = within(form).getByLabelText('State points for placement 2');
    await user.clear(state2);
    await user.type(state2, '600');
    await user.clear(within(form).getByLabelText('Results counted'));
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(
      await within(form).findByText('A new season must take effect after today.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Results counted is a whole number from 1 to 20.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('State: points must not rise for a lower placement.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/ranking-rules')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Takes effect on'), {
      target: { value: '2099-01-01' },
    });
    await user.type(within(form).getByLabelText('Results counted'), '5');
    await user.clear(state2);
    await user.type(state2, '300');
    await user.click(within(form).getByRole('button', { name: 'Add a placement' }));
    await user.type(within(form).getByLabelText('Placement (row 3)'), '3');
    await user.type(within(form).getByLabelText('National points for placement 3'), '500');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(
      await within(form).findByText('2027 season saved: it takes effect on 2099-01-01.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/ranking-rules')).toEqual([
      {
        name: '2027 season',
        nameMs: 'Musim 2027',
        effectiveFrom: '2099-01-01',
        bestOf: 5,
        windowWeeks: 52,
        points: [
          { tierCode: 'national', placement: 1, points: 1000 },
          { tierCode: 'state', placement: 1, points: 500 },
          { tierCode: 'national', placement: 2, points: 700 },
          { tierCode: 'state', placement: 2, points: 300 },
          { tierCode: 'national', placement: 3, points: 500 },
        ],
      },
    ]);
  });

  it('is in Bahasa Malaysia on a Malay page', async () => {
    mockFetch({ 'GET /api/admin/ranking-rules': () => jsonResponse(200, SEASONS) });
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={client}>
          <RankingRulesSection />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Berkuat kuasa: Musim 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Peraturan ranking', level: 2 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Jadual mata Musim 2026' });
    expect(within(table).getByRole('columnheader', { name: 'Kebangsaan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan musim' })).toBeInTheDocument();
  });
});
