import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';

import { SIGNED_IN, TEST_ADMIN, UNAUTHENTICATED } from '@/testing/admin-fixtures';
import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOGIN_RESULT = {
  token: 'secret-token',
  expiresAt: '2030-01-01T00:00:00.000Z',
  admin: TEST_ADMIN,
};

async function fillAndSubmit(user: ReturnType<typeof renderAdminApp>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'mpa-admin');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin login (/admin)', () => {
  it('shows the login form with the restricted-use note and a Back to Home link', async () => {
    mockFetch({ 'GET /api/admin/me': UNAUTHENTICATED });
    renderAdminApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText(/administrators and the technical team only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shows 'Invalid username or password' on 401 and stays signed out", async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': UNAUTHENTICATED,
      'POST /api/admin/login': () => jsonResponse(401, { error: 'Invalid username or password' }),
    });
    const { user, router } = renderAdminApp('/admin');

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem('adminLoggedIn')).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/login')).toEqual([
      { username: 'mpa-admin', password: 'correct horse battery' },
    ]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('disables the button and shows the signing-in state while the call is under way', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      'GET /api/admin/me': UNAUTHENTICATED,
      'POST /api/admin/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderAdminApp('/admin');

    await fillAndSubmit(user);

    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    answer(jsonResponse(401, { error: 'Invalid username or password' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('navigates to the dashboard on success and sets only the UI hint flag', async () => {
    let isSignedIn = false;
    mockFetch({
      'GET /api/admin/me': () => (isSignedIn ? SIGNED_IN() : UNAUTHENTICATED()),
      'POST /api/admin/login': () => {
        isSignedIn = true;
        return jsonResponse(200, LOGIN_RESULT);
      },
    });
    const { user, router } = renderAdminApp('/admin');

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    expect(window.localStorage.getItem('adminLoggedIn')).toBe('true');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('secret-token');
  });

  it('shows the server message for a rate-limited login', async () => {
    mockFetch({
      'GET /api/admin/me': UNAUTHENTICATED,
      'POST /api/admin/login': () =>
        jsonResponse(429, {
          error: 'Too many failed login attempts. Try again in 15 minutes.',
          code: 'RATE_LIMITED',
        }),
    });
    const { user } = renderAdminApp('/admin');

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed login attempts. Try again in 15 minutes.',
    );
  });

  it('shows the network message when the server cannot be reached', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/me': UNAUTHENTICATED });
    const { user } = renderAdminApp('/admin');
    await screen.findByLabelText('Username');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to server. Please try again later.',
    );
  });

  it('validates required fields without calling the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/me': UNAUTHENTICATED });
    const { user } = renderAdminApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/login')).toHaveLength(0);
  });

  it('toggles password visibility with an accessible toggle button', async () => {
    mockFetch({ 'GET /api/admin/me': UNAUTHENTICATED });
    const { user } = renderAdminApp('/admin');

    const password = await screen.findByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes straight to the dashboard when the server says an admin is signed in', async () => {
    mockFetch({ 'GET /api/admin/me': SIGNED_IN });
    const { router } = renderAdminApp('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('clears a stale hint flag when the server says nobody is signed in', async () => {
    window.localStorage.setItem('adminLoggedIn', 'true');
    mockFetch({ 'GET /api/admin/me': UNAUTHENTICATED });
    renderAdminApp('/admin');

    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(window.localStorage.getItem('adminLoggedIn')).toBeNull();
  });
});
