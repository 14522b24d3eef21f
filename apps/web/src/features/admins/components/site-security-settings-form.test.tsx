import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import { DEFAULT_SITE_SETTINGS } from '@app/shared/staff';

import { SiteSecuritySettingsForm } from './site-security-settings-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site settings', () => {
  it('publishes a new Terms and Privacy Policy version with the other settings', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/settings': () => jsonResponse(200, DEFAULT_SITE_SETTINGS),
      'PUT /api/admin/settings': ({ body }) =>
        jsonResponse(200, { ...DEFAULT_SITE_SETTINGS, ...(body as object) }),
    });
    renderWithRouter(<SiteSecuritySettingsForm />);
    const user = userEvent.setup();
    const version = await screen.findByLabelText('Terms and Privacy Policy version');
    await waitFor(() => expect(version).toHaveValue(DEFAULT_SITE_SETTINGS.policyVersion));
    expect(version).toHaveAccessibleDescription(/asks every player to accept them again/);
    // The same schedule as the Data Retention section (and the server) says.
    expect(screen.getByLabelText('Keep audit log entries for (days)')).toHaveAccessibleDescription(
      /audit log rule in Data Retention, which runs every hour\./,
    );
    // A date field: the browser shows the day in the reader's format.
    expect(version).toHaveAttribute('type', 'date');
    fireEvent.change(version, { target: { value: '2027-01-15' } });
    const hold = screen.getByLabelText('Hold a freed waitlist place for (hours)');
    expect(hold).toHaveValue(24);
    await user.clear(hold);
    await user.type(hold, '48');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/settings')).toEqual([
      expect.objectContaining({
        policyVersion: '2027-01-15',
        auditRetentionDays: 730,
        waitlistClaimHours: 48,
      }),
    ]);
  });

  it("shows the server's message for a version that is not a date", async () => {
    mockFetch({
      'GET /api/admin/settings': () => jsonResponse(200, DEFAULT_SITE_SETTINGS),
      'PUT /api/admin/settings': () =>
        jsonResponse(400, { error: 'Use the date the policy takes effect, as YYYY-MM-DD' }),
    });
    renderWithRouter(<SiteSecuritySettingsForm />);
    const user = userEvent.setup();
    const version = await screen.findByLabelText('Terms and Privacy Policy version');
    await waitFor(() => expect(version).toHaveValue(DEFAULT_SITE_SETTINGS.policyVersion));
    fireEvent.change(version, { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Use the date the policy takes effect, as YYYY-MM-DD'),
    ).toBeInTheDocument();
  });
});
