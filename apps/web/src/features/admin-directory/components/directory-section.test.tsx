import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => vi.unstubAllGlobals());

const venue = (n: number) => ({
  _id: `v${n}`,
  kind: 'venue',
  name: `Venue ${String(n).padStart(2, '0')}`,
  state: 'Selangor',
  city: 'Shah Alam',
  address: '',
  mapUrl: '',
  courtsIndoor: 1,
  courtsOutdoor: 0,
  phone: '',
  email: '',
  openingHours: '',
  openingHoursMs: '',
  certificationLevel: '',
  certificationLevelMs: '',
  certificationExpiresOn: null,
  consent: false,
  verified: false,
  description: '',
  descriptionMs: '',
  photos: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('Manage Venue', () => {
  it('pages through more than one screen of entries', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/directory': ({ url }) =>
        jsonResponse(200, {
          items:
            url.searchParams.get('offset') === '24'
              ? [venue(25)]
              : Array.from({ length: 24 }, (_, i) => venue(i + 1)),
          total: 25,
        }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=manage-venue');
    expect(await screen.findByText('Venue 24')).toBeInTheDocument();
    expect(screen.queryByText('Venue 25')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Venue 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('asks before deleting, and keeps the dialog with the error when the server refuses', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/directory': () => jsonResponse(200, { items: [venue(1)], total: 1 }),
      'DELETE /api/admin/directory/v1': () => jsonResponse(403, { error: 'No' }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=manage-venue');
    await user.click(await screen.findByRole('button', { name: 'Delete Venue 01' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Venue 01 from the directory?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Venue 01' }));
    expect(
      await within(dialog).findByText('Could not delete. Please try again.'),
    ).toBeInTheDocument();
  });

  it('finds the entries still missing their Bahasa Malaysia text', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/directory': ({ url }) =>
        jsonResponse(
          200,
          url.searchParams.get('missingMs') === 'true'
            ? { items: [{ ...venue(2), description: 'Two courts.' }], total: 1 }
            : {
                items: [
                  venue(1),
                  { ...venue(2), description: 'Two courts.' },
                  // Described in both languages, its opening hours in English only.
                  {
                    ...venue(3),
                    description: 'Three courts.',
                    descriptionMs: 'Tiga gelanggang.',
                    openingHours: 'Daily 8 am – 10 pm',
                  },
                ],
                total: 3,
              },
        ),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=manage-venue');
    expect(await screen.findByText('Venue 01')).toBeInTheDocument();
    expect(screen.getAllByText('Bahasa Malaysia text missing')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Only those missing Bahasa Malaysia' }));
    await waitFor(() => expect(screen.queryByText('Venue 01')).not.toBeInTheDocument());
    expect(screen.getByText('Venue 02')).toBeInTheDocument();
  });
});
