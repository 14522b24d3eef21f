import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { loadSharedMessages } from '@/lib/shared-messages';
import {
  bodiesSentTo,
  jsonResponse,
  mockFetch,
  networkFailure,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { TestProviders } from '@/testing/test-utils';
import type { DirectoryEntry } from '@app/shared/directory';

import { EntryFormModal } from './entry-form-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

const saved: DirectoryEntry = {
  _id: 'v1',
  kind: 'venue',
  name: 'Dewan Bandaraya',
  state: 'Perak',
  city: 'Ipoh',
  address: '',
  mapUrl: '',
  courtsIndoor: 4,
  courtsOutdoor: 0,
  phone: '',
  email: '',
  openingHours: '',
  openingHoursMs: '',
  certificationLevel: '',
  certificationLevelMs: '',
  certificationExpiresOn: null,
  consent: false,
  verified: true,
  description: '',
  descriptionMs: '',
  photos: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderModal(post: FetchHandler, entry: DirectoryEntry | null = null) {
  const fetchMock = mockFetch({
    'POST /api/admin/directory': post,
    'PATCH /api/admin/directory/v1': post,
    'GET /api/admin/directory': () => jsonResponse(200, { items: [], total: 0 }),
  });
  const onSaved = vi.fn();
  const user = userEvent.setup();
  render(
    <TestProviders>
      <EntryFormModal kind="venue" entry={entry} onClose={() => {}} onSaved={onSaved} />
    </TestProviders>,
  );
  const dialog = screen.getByRole('dialog');
  return { fetchMock, onSaved, user, dialog };
}

async function fillVenue(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Dewan Bandaraya');
  await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Ipoh');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /State/ }), 'Perak');
  const indoor = within(dialog).getByRole('spinbutton', { name: 'Indoor courts' });
  await user.clear(indoor);
  await user.type(indoor, '4');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Verified by the association' }));
}

describe('EntryFormModal', () => {
  it('creates a venue with the shared schema’s body, then stays open for its photos', async () => {
    const { fetchMock, onSaved, user, dialog } = renderModal(() => jsonResponse(201, saved));
    expect(within(dialog).getByText('Save the entry first, then add photos.')).toBeInTheDocument();
    await fillVenue(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Edit Dewan Bandaraya' })).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(saved, true);
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/directory')).toEqual([
      {
        kind: 'venue',
        name: 'Dewan Bandaraya',
        state: 'Perak',
        city: 'Ipoh',
        address: '',
        mapUrl: '',
        phone: '',
        email: '',
        openingHours: '',
        openingHoursMs: '',
        courtsIndoor: 4,
        courtsOutdoor: 0,
        certificationLevel: '',
        certificationLevelMs: '',
        certificationExpiresOn: null,
        consent: false,
        verified: true,
        description: '',
        descriptionMs: '',
      },
    ]);
    expect(screen.getByText(/Add a photo/)).toBeInTheDocument();
  });

  it('shows what players read in English and Bahasa Malaysia side by side, and saves both', async () => {
    const { fetchMock, user, dialog } = renderModal(() => jsonResponse(200, saved), {
      ...saved,
      openingHours: 'Daily 7 am – 11 pm',
      description: 'Four indoor courts.',
    });
    const hours = within(dialog).getByRole('textbox', { name: 'Opening hours (English)' });
    const hoursMs = within(dialog).getByRole('textbox', {
      name: /^Opening hours \(Bahasa Malaysia\)/,
    });
    expect(hours).toHaveValue('Daily 7 am – 11 pm');
    expect(hours.closest('.grid')).toContainElement(hoursMs);
    const about = within(dialog).getByRole('textbox', { name: 'Description (English)' });
    const aboutMs = within(dialog).getByRole('textbox', { name: 'Description (Bahasa Malaysia)' });
    expect(about.closest('.grid')).toContainElement(aboutMs);
    expect(within(dialog).getAllByText('BM translation missing')).toHaveLength(2);
    // A venue has no certification.
    expect(within(dialog).queryByRole('textbox', { name: /Certification level/ })).toBeNull();

    await user.type(hoursMs, 'Setiap hari 7 pagi – 11 malam');
    await user.type(aboutMs, 'Empat gelanggang dalaman.');
    expect(within(dialog).queryByText('BM translation missing')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH /api/admin/directory/v1')).toEqual([
        expect.objectContaining({
          openingHours: 'Daily 7 am – 11 pm',
          openingHoursMs: 'Setiap hari 7 pagi – 11 malam',
          description: 'Four indoor courts.',
          descriptionMs: 'Empat gelanggang dalaman.',
        }),
      ]),
    );
  });

  it('checks the fields before sending, with the shared schema’s messages', async () => {
    const { fetchMock, user, dialog } = renderModal(() => jsonResponse(201, saved));
    await user.type(within(dialog).getByRole('textbox', { name: 'Map link' }), 'http://x.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a state')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Map link must be a geo: location/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the shared schema’s messages in Malay on a Malay page', async () => {
    await loadSharedMessages('ms');
    setMessageLocale('ms');
    const { user, dialog } = renderModal(() => jsonResponse(201, saved));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Nama diperlukan')).toBeInTheDocument();
    expect(within(dialog).getByText('Sila pilih negeri')).toBeInTheDocument();
  });

  it('puts the server’s field details on their fields', async () => {
    const { user, dialog } = renderModal(() =>
      jsonResponse(400, {
        error: 'Validation failed',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'city', message: 'City must be at most 80 characters' }],
      }),
    );
    await fillVenue(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('City must be at most 80 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveFocus();
  });

  it('keeps what was typed when the server cannot be reached, and says so', async () => {
    const { onSaved, user, dialog } = renderModal(networkFailure);
    await fillVenue(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to connect to server. Please try again later.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Dewan Bandaraya');
    expect(within(dialog).getByRole('spinbutton', { name: 'Indoor courts' })).toHaveValue(4);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('updates an existing entry and says when the server refuses', async () => {
    const { fetchMock, onSaved, user, dialog } = renderModal(
      () => jsonResponse(403, { error: 'Only a tournament officer keeps venues' }),
      saved,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a tournament officer keeps venues',
    );
    expect(bodiesSentTo(fetchMock, 'PATCH /api/admin/directory/v1')).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
