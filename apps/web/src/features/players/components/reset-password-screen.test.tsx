import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function choose(user: ReturnType<typeof renderPlayerApp>['user'], a: string, b = a) {
  await user.type(await screen.findByLabelText('New password'), a);
  await user.type(screen.getByLabelText('Confirm new password'), b);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset password (/player/reset-password)', () => {
  it('sets the new password with the token and links to the login page', async () => {
    const fetchMock = mockFetch({
      'POST /api/players/reset-password': () =>
        jsonResponse(200, { success: true, message: 'Password updated' }),
    });
    const { user } = renderPlayerApp('/player/reset-password?token=abc123');
    await choose(user, 'new-secret-1');

    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Player Login' })).toHaveAttribute(
      'href',
      '/player/login',
    );
    expect(callsTo(fetchMock, 'POST /api/players/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      password: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
  });

  it('checks length and confirmation before calling the server', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderPlayerApp('/player/reset-password?token=abc123');
    await choose(user, 'short', 'other');

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for an expired link and offers a new one", async () => {
    mockFetch({
      'POST /api/players/reset-password': () =>
        jsonResponse(400, { error: 'This reset link is invalid or has expired' }),
    });
    const { user } = renderPlayerApp('/player/reset-password?token=old');
    await choose(user, 'new-secret-1');

    expect(
      await screen.findByText('This reset link is invalid or has expired'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new reset link' }));
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('refuses a link without a token', async () => {
    mockFetch({});
    renderPlayerApp('/player/reset-password');
    expect(
      await screen.findByText('This reset link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a new reset link' })).toBeInTheDocument();
  });
});
