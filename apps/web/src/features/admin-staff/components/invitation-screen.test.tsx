import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  bodiesSentTo,
  jsonResponse,
  mockFetch,
  networkFailure,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { InvitationScreen } from './invitation-screen';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'invite-token-1';

function open(accept: FetchHandler) {
  const fetchMock = mockFetch({
    [`GET /api/admin/invitations/${TOKEN}`]: () =>
      jsonResponse(200, {
        email: 'farah@staff.example',
        fullName: 'Farah Aziz',
        roles: ['moderator'],
        expiresAt: '2026-12-01T00:00:00.000Z',
      }),
    'POST /api/admin/invitations/accept': accept,
  });
  renderWithRouter(<InvitationScreen token={TOKEN} />, `/admin/invitation?token=${TOKEN}`);
  return { fetchMock, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'a long passphrase') {
  await user.type(await screen.findByLabelText(/Username/), 'farah.aziz');
  await user.type(screen.getByLabelText(/^Password/), 'a long passphrase');
  await user.type(screen.getByLabelText(/Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('accepting a staff invitation', () => {
  it('checks the username and that the passwords match before sending', async () => {
    const { fetchMock, user } = open(() => jsonResponse(201, {}));
    await user.type(await screen.findByLabelText(/Username/), 'fa');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/invitations/accept')).toEqual([]);
  });

  it('sends the token with the chosen username and password, then offers to sign in', async () => {
    const { fetchMock, user } = open(() => jsonResponse(201, { ok: true }));
    await fill(user);
    expect(await screen.findByText('Your account is ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/invitations/accept')).toEqual([
      {
        token: TOKEN,
        username: 'farah.aziz',
        password: 'a long passphrase',
        confirmPassword: 'a long passphrase',
      },
    ]);
  });

  it('puts a taken username on its field, and keeps everything on a network failure', async () => {
    let answer: FetchHandler = () =>
      jsonResponse(409, {
        error: 'Validation failed',
        code: 'CONFLICT',
        details: [{ path: 'username', message: 'Username already taken' }],
      });
    const { user } = open((call) => answer(call));
    await fill(user);
    expect(await screen.findByText('Username already taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();

    answer = networkFailure;
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('Unable to connect to server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('farah.aziz');
  });
});
