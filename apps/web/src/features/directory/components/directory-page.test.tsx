import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes, renderWithRouter } from '@/testing/test-utils';
import type { DirectoryEntry } from '@app/shared/directory';

import { DirectoryEntryPage } from './directory-entry-page';
import { DirectoryPage } from './directory-page';

afterEach(() => vi.unstubAllGlobals());

function entry(overrides: Partial<DirectoryEntry>): DirectoryEntry {
  return {
    _id: 'v1',
    kind: 'venue',
    name: 'Arena Bukit Jalil',
    state: 'Kuala Lumpur',
    city: 'Bukit Jalil',
    address: 'Jalan Jalil Perkasa 7',
    mapUrl: 'geo:3.05,101.69',
    courtsIndoor: 8,
    courtsOutdoor: 0,
    phone: '03-8996 1200',
    email: '',
    openingHours: 'Daily 7 am – 11 pm',
    openingHoursMs: 'Setiap hari 7 pagi – 11 malam',
    certificationLevel: '',
    certificationLevelMs: '',
    certificationExpiresOn: null,
    consent: false,
    verified: true,
    description: 'Eight indoor courts.',
    descriptionMs: 'Lapan gelanggang dalaman.',
    photos: ['/uploads/directory/arena.webp'],
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('the finder', () => {
  it('lists entries with photo and facts, links each to its page, and filters by state in the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/directory': ({ url }) =>
        jsonResponse(200, {
          items:
            url.searchParams.get('state') === 'Penang'
              ? [entry({ _id: 'v2', name: 'Penang Paddle Hub', state: 'Penang', photos: [] })]
              : [entry({})],
          total: 1,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<DirectoryPage kind="venue" />, '/venue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Venues' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Arena Bukit Jalil' })).closest(
      'article',
    )!;
    expect(within(card).getByText('8 indoor courts')).toBeInTheDocument();
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/directory/arena.webp');
    expect(callsTo(fetchMock, 'GET /api/directory')[0]!.url.searchParams.get('kind')).toBe('venue');

    expect(within(card).getByRole('link', { name: 'Arena Bukit Jalil' })).toHaveAttribute(
      'href',
      '/venue/v1',
    );

    await user.selectOptions(screen.getByLabelText('State'), 'Penang');
    await waitFor(() => expect(router.state.location.search).toBe('?state=Penang'));
    expect(await screen.findByRole('heading', { name: 'Penang Paddle Hub' })).toBeInTheDocument();
  });

  it('shows a coach’s certification and the empty state', async () => {
    let empty = false;
    mockFetch({
      'GET /api/directory': () =>
        jsonResponse(200, {
          items: empty
            ? []
            : [
                entry({
                  kind: 'coach',
                  name: 'Coach Aisyah',
                  certificationLevel: 'Level 2',
                  certificationExpiresOn: '2028-06-30',
                }),
              ],
          total: empty ? 0 : 1,
        }),
    });
    const user = userEvent.setup();
    renderWithRouter(<DirectoryPage kind="coach" />, '/coaches');
    expect(await screen.findByText('Level 2, certified until 30 Jun 2028')).toBeInTheDocument();
    empty = true;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(
      await screen.findByText('Nothing found. Try another state or search.'),
    ).toBeInTheDocument();
  });

  describe('an entry’s own page', () => {
    const at = (url: string) =>
      renderRoutes(
        [
          { path: '/venue/:entryId', element: <DirectoryEntryPage kind="venue" /> },
          { path: '/coaches/:entryId', element: <DirectoryEntryPage kind="coach" /> },
        ],
        url,
      );

    it('shows the photos, description, contact links and map', async () => {
      mockFetch({ 'GET /api/directory/v1': () => jsonResponse(200, entry({})) });
      at('/venue/v1');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Arena Bukit Jalil' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Eight indoor courts.')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Arena Bukit Jalil, photo 1' })).toHaveAttribute(
        'src',
        '/uploads/directory/arena.webp',
      );
      expect(screen.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
        'href',
        'geo:3.05,101.69',
      );
      expect(screen.getByRole('link', { name: '03-8996 1200' })).toHaveAttribute(
        'href',
        'tel:0389961200',
      );
      expect(screen.getByRole('link', { name: '← All venues' })).toHaveAttribute('href', '/venue');
    });

    it('shows staff’s text in Bahasa Malaysia on a Malay page, or all of it in English, marked so', async () => {
      const translated = entry({});
      const halfway = entry({ _id: 'v2', name: 'Penang Paddle Hub', openingHoursMs: '' });
      mockFetch({
        'GET /api/directory/v1': () => jsonResponse(200, translated),
        'GET /api/directory/v2': () => jsonResponse(200, halfway),
      });
      registerMessages(ms, 'ms');
      const malay = (url: string) =>
        render(
          <I18nProvider locale="ms">
            <QueryClientProvider client={new QueryClient()}>
              <RouterProvider
                router={createMemoryRouter(
                  [{ path: '/venue/:entryId', element: <DirectoryEntryPage kind="venue" /> }],
                  { initialEntries: [url] },
                )}
              />
            </QueryClientProvider>
          </I18nProvider>,
        );
      const first = malay('/venue/v1');
      expect(await screen.findByText('Lapan gelanggang dalaman.')).toHaveAttribute('lang', 'ms');
      expect(screen.getByText('Setiap hari 7 pagi – 11 malam')).toBeInTheDocument();
      expect(screen.queryByText('Daily 7 am – 11 pm')).toBeNull();
      expect(screen.queryByText(ms.common.englishOnly)).toBeNull();
      first.unmount();

      // Its hours not translated yet: never half of each language.
      malay('/venue/v2');
      expect(await screen.findByText('Eight indoor courts.')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Daily 7 am – 11 pm')).toHaveAttribute('lang', 'en');
      expect(screen.getByText(ms.common.englishOnly)).toBeInTheDocument();
    });

    it('is a not-found page for an unknown or unlisted entry', async () => {
      mockFetch({
        'GET /api/directory/gone': () =>
          jsonResponse(404, { error: 'Directory entry not found', code: 'NOT_FOUND' }),
      });
      at('/venue/gone');
      expect(await screen.findByText(/404/)).toBeInTheDocument();
    });

    it('moves a coach shared under the venues’ address to its own', async () => {
      mockFetch({
        'GET /api/directory/c1': () =>
          jsonResponse(200, entry({ _id: 'c1', kind: 'coach', name: 'Coach Lim' })),
      });
      const { router } = at('/venue/c1');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Coach Lim' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/coaches/c1');
      expect(screen.getByRole('link', { name: '← All coaches' })).toHaveAttribute(
        'href',
        '/coaches',
      );
    });
  });
});
