import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { postsResponse } from '@/testing/factories/posts';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { PLAYER, renderPicklezone } from '@/testing/render-picklezone';
import { UNAUTHENTICATED } from '@/testing/responses';

afterEach(() => {
  vi.unstubAllGlobals();
});

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

describe('PickleZone login (/picklezone/login)', () => {
  it('shows the sign-in form with Forgot Password, register and portal links', async () => {
    mockFetch({ 'GET /api/players/me': UNAUTHENTICATED });
    renderPicklezone('/picklezone/login');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'PickleZone Login' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as a player' })).toHaveAttribute(
      'href',
      '/#register',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('PickleZone Login | Malaysia Pickleball Association');
  });

  it('signs in and goes to the feed', async () => {
    let isSignedIn = false;
    const fetchMock = mockFetch({
      'GET /api/players/me': () => (isSignedIn ? jsonResponse(200, PLAYER) : UNAUTHENTICATED()),
      'POST /api/players/login': () => {
        isSignedIn = true;
        return jsonResponse(200, LOGIN_RESULT);
      },
      'GET /api/posts': () => postsResponse([]),
    });
    const { user, router } = renderPicklezone('/picklezone/login');
    await user.type(await screen.findByLabelText('Username'), 'aisyah');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/picklezone'));
    expect(
      await screen.findByText('No posts yet. Join PickleZone to see community updates!'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/players/login')[0]?.body).toEqual({
      username: 'aisyah',
      password: 'secret123',
    });
  });

  it('shows the server error and stays on the login page', async () => {
    mockFetch({
      'GET /api/players/me': UNAUTHENTICATED,
      'POST /api/players/login': () => jsonResponse(401, { error: 'Invalid username or password' }),
    });
    const { user, router } = renderPicklezone('/picklezone/login');
    await user.type(await screen.findByLabelText('Username'), 'aisyah');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/picklezone/login');
  });

  it('sends a signed-in player straight to the feed', async () => {
    window.localStorage.setItem('playerLoggedIn', 'true');
    mockFetch({
      'GET /api/players/me': () => jsonResponse(200, PLAYER),
      'GET /api/posts': () => postsResponse([]),
    });
    const { router } = renderPicklezone('/picklezone/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/picklezone'));
  });
});

describe('PickleZone feed guard (/picklezone)', () => {
  it('sends a visitor without a session to /picklezone/login', async () => {
    const fetchMock = mockFetch({ 'GET /api/players/me': UNAUTHENTICATED });
    const { router } = renderPicklezone('/picklezone');
    await waitFor(() => expect(router.state.location.pathname).toBe('/picklezone/login'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PickleZone Login' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/posts')).toHaveLength(0);
  });

  it('offers Retry when the session check cannot reach the server', async () => {
    let isDown = true;
    mockFetch({
      'GET /api/players/me': () => {
        if (isDown) throw new TypeError('Failed to fetch');
        return jsonResponse(200, PLAYER);
      },
      'GET /api/posts': () => postsResponse([]),
    });
    const { user } = renderPicklezone('/picklezone');
    expect(await screen.findByText('We could not check your session')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PickleZone' }),
    ).toBeInTheDocument();
  });
});
