import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TEST_ADMIN, UNAUTHENTICATED } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CHALLENGE = {
  twoFactorRequired: true,
  challenge: 'challenge-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

async function signIn(user: ReturnType<typeof renderAdminApp>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'mpa-admin');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin sign-in with two-factor', () => {
  it('asks for the code after the password, refuses a wrong one, and signs in with the right one', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      'GET /api/admin/me': UNAUTHENTICATED,
      'POST /api/admin/login': () => jsonResponse(200, CHALLENGE),
      'POST /api/admin/login/two-factor': () =>
        ++attempts === 1
          ? jsonResponse(401, {
              error: 'That code is not right. Check your authenticator app and try again.',
              code: 'UNAUTHENTICATED',
            })
          : jsonResponse(200, {
              token: 't',
              expiresAt: '2030-01-01T00:00:00.000Z',
              admin: TEST_ADMIN,
            }),
      'GET /api/tournaments': () => jsonResponse(200, []),
      'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
    });
    const { user, router } = renderAdminApp('/admin');
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // A malformed code is refused before any call.
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/login/two-factor')).toEqual([]);

    await user.clear(code);
    await user.type(code, '111 111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    await user.type(screen.getByLabelText('Authentication code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/login/two-factor')).toEqual([
      { challenge: 'challenge-1', code: '111 111' },
      { challenge: 'challenge-1', code: '222222' },
    ]);
  });

  it('accepts a recovery code instead, and goes back to the password step on request', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': UNAUTHENTICATED,
      'POST /api/admin/login': () => jsonResponse(200, CHALLENGE),
      'POST /api/admin/login/two-factor': () =>
        jsonResponse(401, {
          error: 'That code is not right. Check your authenticator app and try again.',
        }),
    });
    const { user } = renderAdminApp('/admin');
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/login/two-factor')).toEqual([
      { challenge: 'challenge-1', recoveryCode: 'abcde-12345' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });
});
