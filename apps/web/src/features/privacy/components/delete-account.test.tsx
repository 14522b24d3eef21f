import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPlayer } from '@/testing/factories/players';
import { bodiesSentTo, callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';
import type { MyDeletion } from '@app/shared/privacy';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = buildPlayer();
const DELETION = 'GET /api/players/me/deletion';
const PENDING: MyDeletion = {
  deletion: {
    status: 'pending',
    content: 'anonymise',
    requestedAt: '2026-11-25T02:00:00.000Z',
    dueAt: '2026-12-09T02:00:00.000Z',
  },
};

function signedIn(handlers: Parameters<typeof mockFetch>[0]) {
  window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    'GET /api/players/me': () => jsonResponse(200, PLAYER),
    [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    'GET /api/players/me/data-exports': () => jsonResponse(200, []),
    'GET /api/players/me/corrections': () => jsonResponse(200, []),
    'GET /api/players/me/two-factor': () =>
      jsonResponse(200, { enabled: false, recoveryCodesLeft: 0 }),
    'POST /api/players/logout': () => jsonResponse(401, { error: 'Authentication required' }),
    ...handlers,
  });
}

async function deletionCard() {
  const { user } = renderPlayerApp('/player/dashboard?tab=privacy');
  const panel = within(await screen.findByRole('tabpanel', { name: 'Privacy & data' }));
  const card = within(
    (await panel.findByRole('heading', { name: 'Delete my account' })).closest('section')!,
  );
  return { card, user };
}

describe('privacy & data: delete my account', () => {
  it('checks the form with the shared rules and sends nothing while it is incomplete', async () => {
    const fetchMock = signedIn({ [DELETION]: () => jsonResponse(200, { deletion: null }) });
    const { card, user } = await deletionCard();
    await user.click(card.getByRole('button', { name: 'Delete my account' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Choose what happens to your posts and comments',
    );
    await user.click(card.getByRole('radio', { name: 'Delete them' }));
    await user.click(card.getByRole('button', { name: 'Delete my account' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Enter your password');
    await user.type(card.getByLabelText('Password'), 'my-password-123');
    await user.click(card.getByRole('button', { name: 'Delete my account' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Tick the box to confirm.');
    expect(callsTo(fetchMock, 'POST /api/players/me/deletion')).toHaveLength(0);
  });

  it('asks with the password and the choice, then says when and signs the player out', async () => {
    const fetchMock = signedIn({
      [DELETION]: () => jsonResponse(200, { deletion: null }),
      'POST /api/players/me/deletion': () => jsonResponse(202, PENDING),
    });
    const { card, user } = await deletionCard();
    await user.click(card.getByRole('radio', { name: 'Keep them, shown as “Former member”' }));
    await user.type(card.getByLabelText('Password'), 'my-password-123');
    await user.click(card.getByRole('checkbox', { name: /deleted in 14 days unless I cancel/ }));
    await user.click(card.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Your account will be deleted' }),
    );
    expect(dialog.getByText(/on 9 December 2026/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/me/deletion')).toEqual([
      { password: 'my-password-123', content: 'anonymise' },
    ]);
    await user.click(dialog.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(document.title).toMatch(/^Player Login/));
  });

  it('shows a wrong password from the server and keeps the form', async () => {
    signedIn({
      [DELETION]: () => jsonResponse(200, { deletion: null }),
      'POST /api/players/me/deletion': () => jsonResponse(400, { error: 'Password is incorrect' }),
    });
    const { card, user } = await deletionCard();
    await user.click(card.getByRole('radio', { name: 'Delete them' }));
    await user.type(card.getByLabelText('Password'), 'wrong-password');
    await user.click(card.getByRole('checkbox', { name: /deleted in 14 days/ }));
    await user.click(card.getByRole('button', { name: 'Delete my account' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signing in during the grace offers to cancel; cancelling keeps the account', async () => {
    let current: MyDeletion = PENDING;
    const fetchMock = signedIn({
      [DELETION]: () => jsonResponse(200, current),
      'DELETE /api/players/me/deletion': () => {
        current = { deletion: null };
        return jsonResponse(200, current);
      },
      'GET /api/players/me/consents': () =>
        jsonResponse(200, {
          policyVersion: '2026-11-22',
          acceptedVersion: '2026-11-22',
          needsAcceptance: false,
          marketingOptIn: true,
          history: [],
        }),
    });
    const { user } = renderPlayerApp('/player/dashboard');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Your account is due for deletion' }),
    );
    expect(
      dialog.getByText(/deleted on 9 December 2026.*kept, shown as “Former member”/),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Keep the deletion and sign out' })).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel deletion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/players/me/deletion')).toHaveLength(1);
  });
});
