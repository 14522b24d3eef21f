import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildMessage, buildPlayer } from '@/testing/factories/players';
import {
  callsTo,
  jsonResponse,
  mockFetch,
  networkFailure,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';
import { UNAUTHENTICATED } from '@/testing/responses';
import type { InboxMessage } from '@app/shared/messages';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = buildPlayer({ duprRating: 3.25, duprId: 'DUPR-42' });
const ME = `GET /api/players/me`;
const MESSAGES = `GET /api/players/${PLAYER._id}/messages`;

function signedIn(extra: Record<string, FetchHandler> = {}, messages: InboxMessage[] = []) {
  window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    [ME]: () => jsonResponse(200, PLAYER),
    [MESSAGES]: () => jsonResponse(200, messages),
    ...extra,
  });
}

describe('player dashboard: session', () => {
  it('redirects to /player/login on 401 and clears the local keys', async () => {
    window.localStorage.setItem('playerLoggedIn', 'true');
    window.localStorage.setItem('playerId', 'player-1');
    window.localStorage.setItem('playerName', 'Aisyah');
    window.localStorage.setItem('playerToken', 'old-token');
    mockFetch({ [ME]: UNAUTHENTICATED });
    const { router } = renderPlayerApp('/player/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/player/login'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Player Login' }),
    ).toBeInTheDocument();
    for (const key of ['playerLoggedIn', 'playerId', 'playerName', 'playerToken']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });

  it('offers a retry when the server cannot be reached', async () => {
    let isUp = false;
    mockFetch({
      [ME]: () => (isUp ? jsonResponse(200, PLAYER) : networkFailure()),
      [MESSAGES]: () => jsonResponse(200, []),
    });
    const { user } = renderPlayerApp('/player/dashboard');

    expect(await screen.findByText('We could not reach the server')).toBeInTheDocument();
    isUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: /My Profile/ })).toBeInTheDocument();
  });

  it('logs out: POST /api/players/logout, clears the keys and goes to /player/login', async () => {
    let isSignedIn = true;
    const fetchMock = signedIn({
      [ME]: () => (isSignedIn ? jsonResponse(200, PLAYER) : UNAUTHENTICATED()),
      'POST /api/players/logout': () => {
        isSignedIn = false;
        return jsonResponse(200, { success: true, message: 'Logged out' });
      },
    });
    window.localStorage.setItem('playerId', PLAYER._id);
    window.localStorage.setItem('playerName', PLAYER.fullName);
    window.localStorage.setItem('playerToken', 'old-token');
    const { user, router } = renderPlayerApp('/player/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/player/login'));
    expect(callsTo(fetchMock, 'POST /api/players/logout')).toHaveLength(1);
    for (const key of ['playerLoggedIn', 'playerId', 'playerName', 'playerToken']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });
});

describe('player dashboard: tabs', () => {
  it('renders the spec tabs as a tablist driven by the arrow keys, plus the PickleZone link', async () => {
    signedIn();
    const { user, router } = renderPlayerApp('/player/dashboard');
    const tablist = await screen.findByRole('tablist');
    const names = within(tablist)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names).toEqual([
      'My Profile',
      'Membership',
      'Payments',
      'Inbox',
      'My Tournaments',
      'Statistics',
      'Training Programs',
      'Security',
      'Privacy & data',
    ]);

    const profile = screen.getByRole('tab', { name: 'My Profile' });
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My Profile' })).toBeInTheDocument();

    profile.focus();
    await user.keyboard('{ArrowRight}');
    const membershipTab = screen.getByRole('tab', { name: 'Membership' });
    expect(membershipTab).toHaveFocus();
    expect(membershipTab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=membership');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Privacy & data' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Privacy & data' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toHaveTextContent(
      "Where you're signed in",
    );
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Training Programs' })).toHaveTextContent(
      'My Training',
    );

    const hub = screen.getByRole('link', { name: /PickleZone/ });
    expect(hub).toHaveTextContent('PickleZone');
    expect(hub).not.toHaveTextContent(/coming/i);
    expect(hub).toHaveAccessibleName('PickleZone, the community hub');
    await user.click(hub);
    expect(router.state.location.pathname).toBe('/picklezone');
  });
});

describe('player dashboard: My Profile', () => {
  it('shows member ID, skill level, DUPR, contact details and the masked IC', async () => {
    signedIn();
    renderPlayerApp('/player/dashboard');
    const panel = await screen.findByRole('tabpanel', { name: 'My Profile' });
    const scope = within(panel);
    expect(scope.getByText('MPA001234')).toBeInTheDocument();
    expect(scope.getByText('Intermediate+')).toBeInTheDocument();
    expect(scope.getByText('3.250')).toBeInTheDocument();
    expect(scope.getByText('DUPR-42')).toBeInTheDocument();
    expect(scope.getByText('aisyah@example.com')).toBeInTheDocument();
    expect(scope.getByText('012-345 6789')).toBeInTheDocument();
    expect(scope.getByText('******-**-5555')).toBeInTheDocument();
  });

  it("shows the membership from the membership records, never the record's 'Standard'", async () => {
    const membership = (status: 'none' | 'active', typeName: string | null) => ({
      memberId: PLAYER.playerId,
      status,
      typeId: typeName ? 't1' : null,
      typeName,
      startsOn: null,
      expiresOn: null,
      graceEndsOn: null,
      suspension: null,
      terms: [],
      payments: [],
      pendingRenewal: null,
      renewalOptions: [],
      paymentInstructions: '',
      remindersOptOut: false,
    });
    let answer = membership('none', null);
    signedIn({ 'GET /api/players/me/membership': () => jsonResponse(200, answer) });
    const { user, unmount } = renderPlayerApp('/player/dashboard');
    const panel = await screen.findByRole('tabpanel', { name: 'My Profile' });
    const stat = within(panel).getByText('Membership', { selector: 'dt' }).parentElement!;
    expect(await within(stat).findByText('Not a member')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Standard');
    // The account's own state says what it is about.
    expect(within(panel).getByText('Account active')).toBeInTheDocument();
    // The Membership tab says the same.
    await user.click(screen.getByRole('tab', { name: 'Membership' }));
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Membership' })).findAllByText(
        'Not a member',
      ),
    ).not.toHaveLength(0);
    unmount();

    answer = membership('active', 'Junior annual');
    renderPlayerApp('/player/dashboard');
    const member = await screen.findByRole('tabpanel', { name: 'My Profile' });
    expect(await within(member).findByText('Junior annual')).toBeInTheDocument();
    expect(within(member).getByText('Active')).toBeInTheDocument();
  });

  it('shows the full I/C number only when asked, and hides it again', async () => {
    const fetchMock = signedIn({
      [`POST /api/players/${PLAYER._id}/ic-number/reveal`]: () =>
        jsonResponse(200, { icNumber: '900101145555' }),
    });
    const { user } = renderPlayerApp('/player/dashboard');
    const scope = within(await screen.findByRole('tabpanel', { name: 'My Profile' }));
    expect(scope.queryByText('900101-14-5555')).toBeNull();
    await user.click(scope.getByRole('button', { name: 'Show I/C number' }));
    expect(await scope.findByText('900101-14-5555')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/players/${PLAYER._id}/ic-number/reveal`)).toHaveLength(1);
    await user.click(scope.getByRole('button', { name: 'Hide I/C number' }));
    expect(scope.getByText('******-**-5555')).toBeInTheDocument();
    expect(scope.queryByText('900101-14-5555')).toBeNull();
  });

  it('says so when the I/C number cannot be shown', async () => {
    signedIn({
      [`POST /api/players/${PLAYER._id}/ic-number/reveal`]: () =>
        jsonResponse(500, { error: 'Internal Server Error' }),
    });
    const { user } = renderPlayerApp('/player/dashboard');
    const scope = within(await screen.findByRole('tabpanel', { name: 'My Profile' }));
    await user.click(scope.getByRole('button', { name: 'Show I/C number' }));
    expect(
      await scope.findByText('Could not show your I/C number. Please try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(scope.getByText('******-**-5555')).toBeInTheDocument();
  });

  it('uploads a new picture and refuses files that are not images', async () => {
    const updated = { ...PLAYER, profilePicture: '/uploads/players/new.png' };
    const fetchMock = signedIn({
      [`POST /api/players/${PLAYER._id}/profile-picture`]: () => jsonResponse(200, updated),
    });
    const { user } = renderPlayerApp('/player/dashboard', {
      userOptions: { applyAccept: false },
    });
    const input = await screen.findByTestId('profile-picture-input');

    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/players/${PLAYER._id}/profile-picture`)).toHaveLength(0);

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Profile picture updated.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, `POST /api/players/${PLAYER._id}/profile-picture`);
    expect(((call?.body as FormData).get('profilePicture') as File).name).toBe('me.png');
    expect(screen.getByRole('img', { name: 'Profile picture of Aisyah Rahman' })).toHaveAttribute(
      'src',
      '/uploads/players/new.png',
    );
  });

  it("shows 'Error uploading profile picture' when the upload fails without text", async () => {
    signedIn({
      [`POST /api/players/${PLAYER._id}/profile-picture`]: networkFailure,
    });
    const { user } = renderPlayerApp('/player/dashboard');
    await user.upload(
      await screen.findByTestId('profile-picture-input'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Error uploading profile picture')).toBeInTheDocument();
  });
});

describe('player dashboard: Edit Profile', () => {
  async function openEdit(user: ReturnType<typeof renderPlayerApp>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    return within(screen.getByRole('dialog', { name: 'Edit Profile' }));
  }

  it('validates with the shared rules and sends nothing while invalid', async () => {
    const fetchMock = signedIn();
    const { user } = renderPlayerApp('/player/dashboard');
    const dialog = await openEdit(user);

    expect(dialog.getByLabelText('Member ID')).toBeDisabled();
    expect(dialog.getByLabelText('Status')).toBeDisabled();

    // The name, I/C number, gender and DUPR rating are checked by the association (they decide
    // eligibility): shown read-only, each with the way to ask for a correction of it.
    for (const [label, value, field] of [
      ['Full name', PLAYER.fullName, 'fullName'],
      ['I/C number', '******-**-5555', 'icNumber'],
      ['Gender', 'Female', 'gender'],
      ['DUPR rating', '3.250', 'duprRating'],
    ] as const) {
      const input = dialog.getByLabelText(label);
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveValue(value);
      expect(within(input.closest('div')!.parentElement!).getByRole('link')).toHaveAttribute(
        'href',
        `/player/dashboard?tab=privacy&correct=${field}`,
      );
    }
    expect(dialog.queryByRole('combobox', { name: 'Gender' })).toBeNull();

    await user.clear(dialog.getByLabelText('Email'));
    await user.type(dialog.getByLabelText('Email'), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, `PATCH /api/players/${PLAYER._id}`)).toHaveLength(0);
  });

  it('saves the profile fields, closes and shows the new values', async () => {
    const fetchMock = signedIn({
      [`PATCH /api/players/${PLAYER._id}`]: ({ body }) =>
        jsonResponse(200, { ...PLAYER, ...(body as object) }),
    });
    const { user } = renderPlayerApp('/player/dashboard');
    const dialog = await openEdit(user);

    await user.clear(dialog.getByLabelText('City'));
    await user.type(dialog.getByLabelText('City'), 'Petaling Jaya');
    await user.clear(dialog.getByLabelText('DUPR ID (optional)'));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What the player may change, a cleared field as null; never the name, gender or rating.
    expect(callsTo(fetchMock, `PATCH /api/players/${PLAYER._id}`)[0]?.body).toEqual({
      email: PLAYER.email,
      phoneNumber: PLAYER.phoneNumber,
      addressLine1: PLAYER.addressLine1,
      addressLine2: null,
      city: 'Petaling Jaya',
      state: PLAYER.state,
      duprId: null,
    });
    expect(screen.getByText(/Petaling Jaya/)).toBeInTheDocument();
  });

  it("keeps the form and shows 'Error updating profile' when saving fails", async () => {
    signedIn({ [`PATCH /api/players/${PLAYER._id}`]: networkFailure });
    const { user } = renderPlayerApp('/player/dashboard');
    const dialog = await openEdit(user);
    await user.clear(dialog.getByLabelText('City'));
    await user.type(dialog.getByLabelText('City'), 'Ipoh');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByText('Error updating profile')).toBeInTheDocument();
    expect(dialog.getByLabelText('City')).toHaveValue('Ipoh');
  });
});

describe('player dashboard: Inbox', () => {
  const LONG = 'A'.repeat(59) + ' and then the rest of a rather long message body';
  const messages = [
    buildMessage({ _id: 'm1', subject: 'Court booking', message: LONG, read: false }),
    buildMessage({ _id: 'm2', subject: 'Welcome', message: 'Hello', read: false }),
    buildMessage({ _id: 'm3', subject: 'Old news', message: 'Seen', read: true }),
  ];

  it('shows the unread badge; opening an unread message marks it read and the badge drops by one', async () => {
    let serverMessages = messages;
    const fetchMock = signedIn(
      {
        [MESSAGES]: () => jsonResponse(200, serverMessages),
        [`PATCH /api/players/${PLAYER._id}/messages/m1/read`]: () => {
          serverMessages = serverMessages.map((m) => (m._id === 'm1' ? { ...m, read: true } : m));
          return jsonResponse(200, { ...messages[0], read: true });
        },
      },
      messages,
    );
    const { user } = renderPlayerApp('/player/dashboard?tab=inbox');

    const inboxTab = await screen.findByRole('tab', { name: 'Inbox (2 unread)' });
    expect(within(inboxTab).getByTestId('inbox-unread-badge')).toHaveTextContent('2');
    const panel = within(screen.getByRole('tabpanel', { name: /Inbox/ }));
    expect(await panel.findByText(`${'A'.repeat(59)}…`)).toBeInTheDocument();

    const messagesBefore = callsTo(fetchMock, MESSAGES).length;
    await user.click(panel.getByRole('button', { name: /Court booking/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Court booking' }));
    expect(dialog.getByText(LONG)).toBeInTheDocument();

    expect(await screen.findByRole('tab', { name: 'Inbox (1 unread)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH /api/players/${PLAYER._id}/messages/m1/read`)).toHaveLength(1);
    // The server stays the source of truth: the inbox is fetched again.
    await waitFor(() =>
      expect(callsTo(fetchMock, MESSAGES).length).toBeGreaterThan(messagesBefore),
    );

    // Opening a message that is already read changes nothing.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(panel.getByRole('button', { name: /Old news/ }));
    expect(screen.getByRole('tab', { name: 'Inbox (1 unread)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH /api/players/${PLAYER._id}/messages/m3/read`)).toHaveLength(0);
  });

  it('restores the badge when marking read fails', async () => {
    signedIn({ [`PATCH /api/players/${PLAYER._id}/messages/m2/read`]: networkFailure }, messages);
    const { user } = renderPlayerApp('/player/dashboard?tab=inbox');
    const panel = within(await screen.findByRole('tabpanel', { name: /Inbox/ }));
    await user.click(await panel.findByRole('button', { name: /Welcome/ }));

    expect(await screen.findByText('The message could not be marked as read.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inbox (2 unread)' })).toBeInTheDocument();
  });

  it("says 'No messages yet' for an empty inbox and shows no badge", async () => {
    signedIn();
    renderPlayerApp('/player/dashboard?tab=inbox');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.queryByTestId('inbox-unread-badge')).not.toBeInTheDocument();
  });
});
