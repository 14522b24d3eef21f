import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (id: number, action: string) => ({
  _id: String(id),
  at: '2026-11-25T06:31:00.000Z',
  actorKind: 'staff',
  actorId: 'staff-2',
  actorName: 'siti.officer',
  actorDisplayName: 'Siti Rahmah',
  actorRoles: ['membership_officer'],
  action,
  targetType: 'players',
  targetId: 'p-1',
  targetLabel: 'Nurul Aisyah',
  ip: '203.0.113.7',
  changes: action === 'players.update' ? { city: { before: 'Ipoh', after: 'Kuala Lumpur' } } : null,
  detail: null,
});

describe('Audit log section', () => {
  it('lists entries in Malaysia time, filters, loads older ones and opens one with its changes', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/audit': ({ url }) =>
        url.searchParams.get('before')
          ? jsonResponse(200, { entries: [entry(1, 'players.ic-revealed')], nextCursor: null })
          : jsonResponse(200, { entries: [entry(3, 'players.update')], nextCursor: '3' }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=audit-log');
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    // A sentence with names; the codes are one click away.
    const row = within(table).getByRole('row', {
      name: /Siti Rahmah \(membership officer\) updated the profile of Nurul Aisyah/,
    });
    expect(row).toHaveTextContent('25 Nov 2026, 2:31 pm');
    expect(row).not.toHaveTextContent('players.update');

    await user.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(
      await within(table).findByText(
        'Siti Rahmah (membership officer) was shown the full IC number of Nurul Aisyah',
      ),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /View/ }));
    const dialog = screen.getByRole('dialog', { name: 'Audit entry 3' });
    expect(within(dialog).getByText('players.update')).toBeInTheDocument();
    expect(within(dialog).getByText('players p-1')).toBeInTheDocument();
    const change = within(dialog).getByRole('row', { name: /city/ });
    expect(change).toHaveTextContent('Ipoh');
    expect(change).toHaveTextContent('Kuala Lumpur');
    await user.keyboard('{Escape}');

    // A filter applies once typing pauses: no button to press.
    await user.type(screen.getByLabelText('Action'), 'players');
    await vi.waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/admin/audit').some(
          (c) => c.url.searchParams.get('action') === 'players',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit/export.csv?action=players',
    );
  });
});
