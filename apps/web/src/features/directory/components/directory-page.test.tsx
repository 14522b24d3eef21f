import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import type { DirectoryEntry } from '@app/shared/directory';

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
    certificationLevel: '',
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
  it('lists entries with photo and facts, filters by state in the URL, and opens the details', async () => {
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

    await user.click(within(card).getByRole('button', { name: 'Details: Arena Bukit Jalil' }));
    const dialog = screen.getByRole('dialog', { name: 'Arena Bukit Jalil' });
    expect(within(dialog).getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'geo:3.05,101.69',
    );
    expect(within(dialog).getByRole('link', { name: '03-8996 1200' })).toHaveAttribute(
      'href',
      'tel:0389961200',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

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
});
