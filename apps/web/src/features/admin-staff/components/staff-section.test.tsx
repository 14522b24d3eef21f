import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MEMBER = {
  _id: 'staff-2',
  username: 'siti.editor',
  fullName: 'Siti Editor',
  email: 'siti@staff.example',
  roles: ['content_editor'],
  status: 'active',
  twoFactorEnabled: true,
  lastSignInAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('Staff section (super admins)', () => {
  it('lists staff, invites with roles (checked first), and asks before disabling', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/staff': () => jsonResponse(200, [MEMBER]),
      'GET /api/admin/staff/invitations': () => jsonResponse(200, []),
      'POST /api/admin/staff/invitations': () =>
        jsonResponse(201, {
          _id: 'inv-1',
          email: 'farah@staff.example',
          fullName: 'Farah Aziz',
          roles: ['moderator'],
          invitedBy: 'mpa-admin',
          createdAt: '2026-11-25T00:00:00.000Z',
          expiresAt: '2026-11-27T00:00:00.000Z',
        }),
      'POST /api/admin/staff/staff-2/disable': () =>
        jsonResponse(200, { ...MEMBER, status: 'disabled' }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=staff');
    const table = await screen.findByRole('table', { name: 'Staff members' });
    const row = within(table).getByRole('row', { name: /Siti Editor/ });
    expect(within(row).getByText('Content editor')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invite staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await user.type(within(dialog).getByLabelText('Full name'), 'Farah Aziz');
    await user.type(within(dialog).getByLabelText('E-mail'), 'farah@staff.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Choose at least one role')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/staff/invitations')).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: /Moderator/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to farah@staff.example/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/staff/invitations')).toEqual([
      {
        email: 'farah@staff.example',
        fullName: 'Farah Aziz',
        roles: ['moderator'],
        language: 'en',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Disable: Siti Editor' }));
    const confirm = screen.getByRole('dialog', { name: 'Disable Siti Editor?' });
    expect(confirm).toHaveTextContent('signed out everywhere at once');
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Siti Editor is disabled.')).toBeInTheDocument();
  });

  it('shows the server’s refusal when demoting the last super admin', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/staff': () =>
        jsonResponse(200, [
          {
            ...MEMBER,
            _id: 'admin-1',
            username: 'mpa-admin',
            fullName: null,
            roles: ['super_admin'],
          },
        ]),
      'GET /api/admin/staff/invitations': () => jsonResponse(200, []),
      'PUT /api/admin/staff/admin-1/roles': () =>
        jsonResponse(409, {
          error: 'There must always be at least one active super admin',
          code: 'CONFLICT',
        }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=staff');
    await user.click(await screen.findByRole('button', { name: 'Edit roles: mpa-admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Roles of mpa-admin' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Super admin/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Content editor/ }));
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText(/at least one active super admin/)).toBeInTheDocument();
  });
});
