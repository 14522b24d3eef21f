import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPlayer } from '@/testing/factories/players';
import { callsTo, jsonResponse, mockFetch, networkFailure } from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';
import { UNAUTHENTICATED } from '@/testing/responses';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PLAYER = buildPlayer();
const LOGIN_RESULT = {
  token: 'secret-token',
  player: {
    id: PLAYER._id,
    playerId: PLAYER.playerId,
    fullName: PLAYER.fullName,
    email: PLAYER.email,
    username: PLAYER.username,
    profilePicture: null,
    status: 'active',
    phoneNumber: PLAYER.phoneNumber,
    gender: PLAYER.gender,
    city: PLAYER.city,
    state: PLAYER.state,
  },
};

async function signIn(user: ReturnType<typeof renderPlayerApp>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'aisyah');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('player login (/player/login)', () => {
  it('has the links of spec §2: Forgot Password, register, back to home', async () => {
    mockFetch({ 'GET /api/players/me': UNAUTHENTICATED });
    renderPlayerApp('/player/login');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Player Login' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as a player' })).toHaveAttribute(
      'href',
      '/#register',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('toggles the password visibility', async () => {
    mockFetch({ 'GET /api/players/me': UNAUTHENTICATED });
    const { user } = renderPlayerApp('/player/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('requires username and password before calling the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/players/me': UNAUTHENTICATED });
    const { user } = renderPlayerApp('/player/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/players/login')).toHaveLength(0);
  });

  it('goes to the dashboard on success and stores the spec keys, never the token', async () => {
    let isSignedIn = false;
    const fetchMock = mockFetch({
      'GET /api/players/me': () => (isSignedIn ? jsonResponse(200, PLAYER) : UNAUTHENTICATED()),
      'POST /api/players/login': () => {
        isSignedIn = true;
        return jsonResponse(200, LOGIN_RESULT);
      },
      [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    });
    const { user, router } = renderPlayerApp('/player/login');
    await signIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/player/dashboard'));
    expect(await screen.findByRole('tab', { name: /My Profile/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/players/login')[0]?.body).toEqual({
      username: 'aisyah',
      password: 'secret123',
    });
    expect(window.localStorage.getItem('playerLoggedIn')).toBe('true');
    expect(window.localStorage.getItem('playerId')).toBe(PLAYER._id);
    expect(window.localStorage.getItem('playerName')).toBe(PLAYER.fullName);
    expect(window.localStorage.getItem('playerToken')).toBeNull();
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('secret-token');
  });

  it('asks for the authenticator code when the player has two-factor on, then signs in', async () => {
    let isSignedIn = false;
    const fetchMock = mockFetch({
      'GET /api/players/me': () => (isSignedIn ? jsonResponse(200, PLAYER) : UNAUTHENTICATED()),
      'POST /api/players/login': () =>
        jsonResponse(200, {
          twoFactorRequired: true,
          challenge: 'challenge-9',
          expiresAt: '2030-01-01T00:00:00.000Z',
        }),
      'POST /api/players/login/two-factor': () => {
        isSignedIn = true;
        return jsonResponse(200, LOGIN_RESULT);
      },
      [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    });
    const { user, router } = renderPlayerApp('/player/login');
    await signIn(user);

    // Not signed in yet: the password alone opened nothing.
    expect(router.state.location.pathname).toBe('/player/login');
    expect(window.localStorage.getItem('playerLoggedIn')).toBeNull();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/dashboard'));
    expect(callsTo(fetchMock, 'POST /api/players/login/two-factor')[0]?.body).toEqual({
      challenge: 'challenge-9',
      code: '123456',
    });
    expect(window.localStorage.getItem('playerId')).toBe(PLAYER._id);
  });

  it('shows the server text on 401 and stays signed out', async () => {
    mockFetch({
      'GET /api/players/me': UNAUTHENTICATED,
      'POST /api/players/login': () =>
        jsonResponse(401, { error: 'Invalid username or password', code: 'UNAUTHENTICATED' }),
    });
    const { user, router } = renderPlayerApp('/player/login');
    await signIn(user);

    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/player/login');
    expect(window.localStorage.getItem('playerLoggedIn')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("falls back to 'Invalid username or password' when the server gives no text", async () => {
    mockFetch({
      'GET /api/players/me': UNAUTHENTICATED,
      'POST /api/players/login': () => new Response(null, { status: 401 }),
    });
    const { user } = renderPlayerApp('/player/login');
    await signIn(user);
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
  });

  it('shows a suspended account message from the server', async () => {
    mockFetch({
      'GET /api/players/me': UNAUTHENTICATED,
      'POST /api/players/login': () =>
        jsonResponse(403, {
          error: 'Your account is suspended. Please contact the association.',
          code: 'FORBIDDEN',
        }),
    });
    const { user } = renderPlayerApp('/player/login');
    await signIn(user);
    expect(
      await screen.findByText('Your account is suspended. Please contact the association.'),
    ).toBeInTheDocument();
  });

  it('shows the network message when the server cannot be reached', async () => {
    mockFetch({
      'GET /api/players/me': UNAUTHENTICATED,
      'POST /api/players/login': networkFailure,
    });
    const { user } = renderPlayerApp('/player/login');
    await signIn(user);
    expect(
      await screen.findByText('Unable to connect to server. Please try again later.'),
    ).toBeInTheDocument();
  });

  it("shows 'Signing in…' on a disabled button while the call is under way", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      'GET /api/players/me': UNAUTHENTICATED,
      'POST /api/players/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderPlayerApp('/player/login');
    await signIn(user);
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer(jsonResponse(401, { error: 'Invalid username or password' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('sends a player who is already signed in to the dashboard', async () => {
    window.localStorage.setItem('playerLoggedIn', 'true');
    mockFetch({
      'GET /api/players/me': () => jsonResponse(200, PLAYER),
      [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    });
    const { router } = renderPlayerApp('/player/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/dashboard'));
  });
});

describe('Forgot Password modal', () => {
  async function openForgot(user: ReturnType<typeof renderPlayerApp>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    return within(screen.getByRole('dialog', { name: 'Forgot Password' }));
  }

  it('requires an e-mail address', async () => {
    const fetchMock = mockFetch({ 'GET /api/players/me': UNAUTHENTICATED });
    const { user } = renderPlayerApp('/player/login');
    const dialog = await openForgot(user);
    expect(dialog.getByLabelText('Email')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByText('Email is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/players/forgot-password')).toHaveLength(0);
  });

  it('confirms the e-mail and closes itself 3 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      'GET /api/players/me': UNAUTHENTICATED,
      'POST /api/players/forgot-password': () =>
        jsonResponse(200, { success: true, message: 'If the e-mail is registered…' }),
    });
    const { user } = renderPlayerApp('/player/login', {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const dialog = await openForgot(user);
    await user.type(dialog.getByLabelText('Email'), 'aisyah@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));

    expect(
      await dialog.findByText('Email sent! Check your inbox for a link to reset your password.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/players/forgot-password')[0]?.body).toEqual({
      email: 'aisyah@example.com',
    });

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('dialog', { name: 'Forgot Password' })).not.toBeInTheDocument();
  });

  it("shows the server's error, or 'Email not found' without one", async () => {
    let answer = () => jsonResponse(429, { error: 'Too many requests. Try again later.' });
    mockFetch({
      'GET /api/players/me': UNAUTHENTICATED,
      'POST /api/players/forgot-password': () => answer(),
    });
    const { user } = renderPlayerApp('/player/login');
    const dialog = await openForgot(user);
    await user.type(dialog.getByLabelText('Email'), 'aisyah@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByText('Too many requests. Try again later.')).toBeInTheDocument();

    answer = () => new Response(null, { status: 404 });
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByText('Email not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('shows its own network message', async () => {
    mockFetch({
      'GET /api/players/me': UNAUTHENTICATED,
      'POST /api/players/forgot-password': networkFailure,
    });
    const { user } = renderPlayerApp('/player/login');
    const dialog = await openForgot(user);
    await user.type(dialog.getByLabelText('Email'), 'aisyah@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(
      await dialog.findByText('Unable to process request. Please try again later.'),
    ).toBeInTheDocument();
  });
});
