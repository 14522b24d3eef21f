import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { bodiesSentTo, callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import { DEFAULT_SITE_SETTINGS } from '@app/shared/staff';

import { AssociationDetailsForm } from './association-details-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('association details (receipts, enquiry inbox)', () => {
  it('saves the official name, registration number, address and inbox', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/settings': () => jsonResponse(200, DEFAULT_SITE_SETTINGS),
      'PUT /api/admin/settings': ({ body }) =>
        jsonResponse(200, { ...DEFAULT_SITE_SETTINGS, ...(body as object) }),
    });
    renderWithRouter(<AssociationDetailsForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Official name'), 'Persatuan Pickleball Malaysia');
    await user.type(screen.getByLabelText('Registration number'), 'PPM-001-14-23112026');
    await user.type(screen.getByLabelText('Address'), 'Bukit Jalil{enter}57000 Kuala Lumpur');
    const inbox = screen.getByLabelText('Association inbox (e-mail)');
    expect(inbox).toHaveAccessibleDescription(/Replies to enquiry answers go here/);
    await user.type(inbox, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/settings')).toHaveLength(0);

    await user.clear(inbox);
    await user.type(inbox, 'info@pickleball.example.my');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Details saved.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/settings')).toEqual([
      {
        officialName: 'Persatuan Pickleball Malaysia',
        registrationNumber: 'PPM-001-14-23112026',
        officialAddress: 'Bukit Jalil\n57000 Kuala Lumpur',
        inboxEmail: 'info@pickleball.example.my',
      },
    ]);
    await waitFor(() => expect(inbox).toHaveValue('info@pickleball.example.my'));
  });
});
