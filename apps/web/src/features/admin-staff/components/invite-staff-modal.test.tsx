import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  bodiesSentTo,
  jsonResponse,
  mockFetch,
  networkFailure,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { TestProviders } from '@/testing/test-utils';

import { InviteStaffModal } from './invite-staff-modal';

afterEach(() => vi.unstubAllGlobals());

function renderModal(invite: FetchHandler) {
  const fetchMock = mockFetch({
    'POST /api/admin/staff/invitations': invite,
    'GET /api/admin/staff': () => jsonResponse(200, { staff: [], invitations: [] }),
  });
  const onInvited = vi.fn();
  render(
    <TestProviders>
      <InviteStaffModal onClose={() => {}} onInvited={onInvited} />
    </TestProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
  return { fetchMock, onInvited, user: userEvent.setup(), dialog };
}

describe('InviteStaffModal', () => {
  it('asks for a name, an address and at least one role before sending', async () => {
    const { fetchMock, user, dialog } = renderModal(() => jsonResponse(201, {}));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Full name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one role')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('invites with the roles ticked and the chosen language', async () => {
    const { fetchMock, onInvited, user, dialog } = renderModal(() => jsonResponse(201, {}));
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Nurul Aina');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'aina@mpa.test');
    await user.click(within(dialog).getByRole('checkbox', { name: /Content editor/ }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Language/ }),
      'Bahasa Malaysia',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(onInvited).toHaveBeenCalledWith('aina@mpa.test'));
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/staff/invitations')).toEqual([
      {
        fullName: 'Nurul Aina',
        email: 'aina@mpa.test',
        roles: ['content_editor'],
        language: 'ms',
      },
    ]);
  });

  it('shows the server’s refusal, and the network message when it cannot be reached', async () => {
    let answer: FetchHandler = () =>
      jsonResponse(409, { error: 'That address already has an account', code: 'CONFLICT' });
    const { onInvited, user, dialog } = renderModal((call) => answer(call));
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Nurul Aina');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'aina@mpa.test');
    await user.click(within(dialog).getByRole('checkbox', { name: /Content editor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That address already has an account',
    );

    answer = networkFailure;
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Unable to connect to server. Please try again later.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveValue('Nurul Aina');
    expect(within(dialog).getByRole('checkbox', { name: /Content editor/ })).toBeChecked();
    expect(onInvited).not.toHaveBeenCalled();
  });
});
