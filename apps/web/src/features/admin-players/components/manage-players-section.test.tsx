import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { buildListedPlayer, playersPageResponse } from '@/testing/factories/players';
import { bodiesSentTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { Player } from '@app/shared/players';

const aisyah = buildListedPlayer({
  _id: 'p-aisyah',
  playerId: 'MPA001234',
  fullName: 'Aisyah Rahman',
  username: 'aisyah',
  email: 'aisyah@example.my',
  icNumber: '******-**-5678',
  duprRating: 3.25,
  membershipStatus: 'active',
  membershipExpiresOn: '2027-03-31',
});
const badrul = buildListedPlayer({
  _id: 'p-badrul',
  playerId: 'MPA001235',
  fullName: 'Badrul Hisham',
  username: 'badrul',
  status: 'suspended',
});

let printSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  printSpy = vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(handlers: Record<string, FetchHandler> = {}, total = 45) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/players': () => playersPageResponse([aisyah, badrul], total),
    ...handlers,
  });
  const app = renderAdminApp('/admin/dashboard?section=manage-players');
  return { ...app, fetchMock };
}

/** The query strings of every list call, in order. */
function listRequests(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === 'GET' && url.pathname === '/api/players')
    .map(({ url }) => url.searchParams);
}

async function table() {
  return within(await screen.findByRole('table'));
}

type User = ReturnType<typeof renderAdminApp>['user'];

async function chooseAction(user: User, name: string, action: string) {
  const rows = await table();
  await user.click(rows.getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('Manage players: list', () => {
  it('shows a page of players and the total from X-Total-Count', async () => {
    const { fetchMock, user } = setup();
    const rows = await table();

    expect(rows.getByRole('rowheader', { name: /Aisyah Rahman/ })).toBeInTheDocument();
    expect(rows.getByRole('rowheader', { name: /Badrul Hisham/ })).toBeInTheDocument();
    expect(rows.getByText('MPA001234')).toBeInTheDocument();
    const aisyahRow = within(rows.getByRole('rowheader', { name: /Aisyah Rahman/ }).closest('tr')!);
    expect(aisyahRow.getByText('3.25')).toBeInTheDocument();
    expect(aisyahRow.getByText('Intermediate+')).toBeInTheDocument();
    // The membership's last day in the site's format, not ISO.
    expect(aisyahRow.getByText('31 Mar 2027')).toBeInTheDocument();
    expect(rows.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    const [first] = listRequests(fetchMock);
    expect(first?.get('limit')).toBe('20');
    expect(first?.get('offset')).toBe('0');
    expect(first?.has('q')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get('offset')).toBe('20'));
  });

  it('searches with q only after typing stops (debounced)', async () => {
    const { fetchMock, user } = setup();
    await table();

    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'ais');

    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get('q')).toBe('ais'));
    const queries = listRequests(fetchMock).map((params) => params.get('q'));
    expect(queries).not.toContain('a');
    expect(queries).not.toContain('ai');
    expect(listRequests(fetchMock).at(-1)?.get('offset')).toBe('0');
  });

  it('sends the status and age filters', async () => {
    const { fetchMock, user } = setup();
    await table();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get('status')).toBe('suspended'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), '18-30');
    await waitFor(() => {
      const last = listRequests(fetchMock).at(-1);
      expect(last?.get('age')).toBe('18-30');
      expect(last?.get('status')).toBe('suspended');
    });
  });

  it("shows 'No players found' for an empty page", async () => {
    setup({ 'GET /api/players': () => playersPageResponse([], 0) });
    expect(await screen.findByText('No players found')).toBeInTheDocument();
  });

  it("shows 'Failed to load players' with a working Retry", async () => {
    let isDown = true;
    const { user } = setup({
      'GET /api/players': () =>
        isDown ? jsonResponse(500, { error: 'Boom' }) : playersPageResponse([aisyah], 1),
    });

    expect(await screen.findByText('Failed to load players')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await table()).getByRole('rowheader', { name: /Aisyah Rahman/ })).toBeInTheDocument();
  });
});

describe('Manage players: filters in the URL', () => {
  it("opens on the URL's filters (the Membership section's links), ignoring unknown values", async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/players': () => playersPageResponse([aisyah], 1),
    });
    renderAdminApp('/admin/dashboard?section=manage-players&membership=expiring&status=deleted');
    await table();
    const [first] = listRequests(fetchMock);
    expect(first?.get('membership')).toBe('expiring');
    expect(first?.has('status')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Membership' })).toHaveValue('expiring');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('keeps filters and page in the URL: a filter starts again on page 1, Back undoes it', async () => {
    const { fetchMock, user, router } = setup();
    await table();
    const search = () => new URLSearchParams(router.state.location.search);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(search().get('offset')).toBe('20'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), '18-30');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get('offset')).toBe('0'));
    expect(search().get('age')).toBe('18-30');
    expect(search().has('offset')).toBe(false);
    expect(search().get('section')).toBe('manage-players');

    await act(() => router.navigate(-1));
    expect(search().get('offset')).toBe('20');
    expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });
});

describe('Manage players: actions', () => {
  it('asks before suspending, then sends { status: suspended }', async () => {
    const { fetchMock, user } = setup({
      'PATCH /api/players/p-aisyah': ({ body }) =>
        jsonResponse(200, { ...aisyah, ...(body as Partial<Player>) }),
    });

    await chooseAction(user, 'Aisyah Rahman', 'Suspend');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend player?' });
    expect(bodiesSentTo(fetchMock, 'PATCH /api/players/p-aisyah')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Suspend player' }));

    expect(await screen.findByText('Aisyah Rahman has been suspended.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH /api/players/p-aisyah')).toEqual([
      { status: 'suspended' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with 'Error suspending player' when it fails", async () => {
    const { user } = setup({
      'PATCH /api/players/p-aisyah': () => jsonResponse(500, { error: 'Database down' }),
    });

    await chooseAction(user, 'Aisyah Rahman', 'Suspend');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend player?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend player' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error suspending player');
  });

  it('deletes only after the permanent-delete confirmation', async () => {
    const { fetchMock, user } = setup({
      'DELETE /api/players/p-badrul': () =>
        jsonResponse(200, { success: true, message: 'Player deleted' }),
    });

    await chooseAction(user, 'Badrul Hisham', 'Delete');
    let dialog = await screen.findByRole('dialog', { name: 'Delete player permanently?' });
    expect(dialog).toHaveTextContent(/permanent and cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesSentTo(fetchMock, 'DELETE /api/players/p-badrul')).toHaveLength(0);

    await chooseAction(user, 'Badrul Hisham', 'Delete');
    dialog = await screen.findByRole('dialog', { name: 'Delete player permanently?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    expect(await screen.findByText('Badrul Hisham has been deleted.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'DELETE /api/players/p-badrul')).toHaveLength(1);
  });

  it("shows 'Error deleting player' when the delete fails", async () => {
    const { user } = setup({
      'DELETE /api/players/p-badrul': () => jsonResponse(500, { error: 'Nope' }),
    });
    await chooseAction(user, 'Badrul Hisham', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete player permanently?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error deleting player');
  });

  it('edits a player: IC read-only, success message, no IC sent', async () => {
    const { fetchMock, user } = setup({
      'PATCH /api/players/p-aisyah': ({ body }) =>
        jsonResponse(200, { ...aisyah, ...(body as Partial<Player>) }),
      'POST /api/players/p-aisyah/ic-number/reveal': () =>
        jsonResponse(200, { icNumber: '900101145678' }),
    });

    await chooseAction(user, 'Aisyah Rahman', 'Edit');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit player' }));
    // Masked, not editable; the full number only on an explicit (audited) reveal.
    const ic = dialog.getByRole('group', { name: 'IC number' });
    expect(ic).toHaveTextContent('******-**-5678');
    expect(within(ic).queryByRole('textbox')).toBeNull();
    await user.click(within(ic).getByRole('button', { name: 'Reveal IC number' }));
    expect(await within(ic).findByText('900101-14-5678')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/p-aisyah/ic-number/reveal')).toHaveLength(1);
    await user.click(within(ic).getByRole('button', { name: 'Hide IC number' }));
    expect(within(ic).queryByText('900101-14-5678')).toBeNull();

    await user.clear(dialog.getByLabelText('Phone number'));
    await user.type(dialog.getByLabelText('Phone number'), '019-876 5432');
    await user.selectOptions(dialog.getByLabelText('Status'), 'inactive');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Player updated successfully')).toBeInTheDocument();
    const [sent] = bodiesSentTo(fetchMock, 'PATCH /api/players/p-aisyah') as Record<
      string,
      unknown
    >[];
    expect(sent).toMatchObject({
      fullName: 'Aisyah Rahman',
      phoneNumber: '019-876 5432',
      status: 'inactive',
      duprRating: 3.25,
    });
    expect(sent).not.toHaveProperty('icNumber');
  });

  it("validates the edit form and shows 'Error updating player: …' from the server", async () => {
    const { fetchMock, user } = setup({
      'PATCH /api/players/p-aisyah': () =>
        jsonResponse(409, { error: 'Email already registered', code: 'CONFLICT' }),
    });

    await chooseAction(user, 'Aisyah Rahman', 'Edit');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit player' }));
    await user.clear(dialog.getByLabelText('Email'));
    await user.type(dialog.getByLabelText('Email'), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH /api/players/p-aisyah')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Email'));
    await user.type(dialog.getByLabelText('Email'), 'taken@example.my');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(
      await dialog.findByText('Error updating player: Email already registered'),
    ).toBeInTheDocument();
  });
});

describe('Manage players: credentials and password reset', () => {
  const credentials = {
    username: 'aisyah',
    hasPassword: true,
    passwordUpdatedAt: '2025-02-01T00:00:00.000Z',
    // A server bug must not leak into the screen: unknown fields are dropped.
    password: '$2b$12$abcdefghijklmnopqrstuv',
  };

  it('shows the username and a hidden password, never a hash; a new password once', async () => {
    const { fetchMock, user } = setup({
      'GET /api/players/p-aisyah/credentials': () => jsonResponse(200, credentials),
      'POST /api/players/p-aisyah/reset-password': () =>
        jsonResponse(200, {
          success: true,
          message: 'Password reset',
          newPassword: 'Tmp-9xQ2-Lm4',
        }),
    });

    await chooseAction(user, 'Aisyah Rahman', 'View credentials');
    const dialog = within(await screen.findByRole('dialog', { name: 'Player credentials' }));
    expect(await dialog.findByText('aisyah')).toBeInTheDocument();
    expect(dialog.getByText(/encrypted \(hidden\)/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('$2b$');

    await user.click(dialog.getByRole('button', { name: 'Generate new password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generate a new password?' });
    expect(bodiesSentTo(fetchMock, 'POST /api/players/p-aisyah/reset-password')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Generate new password' }));

    expect(await dialog.findByText('Tmp-9xQ2-Lm4')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/p-aisyah/reset-password')).toHaveLength(1);

    await user.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    await chooseAction(user, 'Aisyah Rahman', 'View credentials');
    expect(await screen.findByText(/encrypted \(hidden\)/)).toBeInTheDocument();
    expect(screen.queryByText('Tmp-9xQ2-Lm4')).not.toBeInTheDocument();
  });

  it("shows 'Error fetching credentials'", async () => {
    const { user } = setup({
      'GET /api/players/p-aisyah/credentials': () => jsonResponse(500, { error: 'x' }),
    });
    await chooseAction(user, 'Aisyah Rahman', 'View credentials');
    expect(await screen.findByText('Error fetching credentials')).toBeInTheDocument();
  });

  it('resets a password from the actions menu after confirmation', async () => {
    let fail = true;
    const { user } = setup({
      'POST /api/players/p-aisyah/reset-password': () =>
        fail
          ? jsonResponse(500, { error: 'x' })
          : jsonResponse(200, { success: true, message: 'ok', newPassword: 'Fresh-Pass-77' }),
    });

    await chooseAction(user, 'Aisyah Rahman', 'Reset password');
    const dialog = within(await screen.findByRole('dialog', { name: 'Generate a new password?' }));
    await user.click(dialog.getByRole('button', { name: 'Generate new password' }));
    expect(await dialog.findByText('Error generating new password')).toBeInTheDocument();

    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Generate new password' }));
    expect(await screen.findByText('Fresh-Pass-77')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Fresh-Pass-77')).not.toBeInTheDocument();
  });
});

describe('Manage players: messages', () => {
  it('requires subject and message before sending to one player', async () => {
    const { fetchMock, user } = setup({
      'POST /api/players/p-aisyah/send-message': () =>
        jsonResponse(200, { success: true, message: 'Message sent successfully!' }),
    });

    await chooseAction(user, 'Aisyah Rahman', 'Send message');
    const dialog = within(await screen.findByRole('dialog', { name: 'Message Aisyah Rahman' }));
    await user.type(dialog.getByLabelText('Subject'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Send message' }));
    expect(await dialog.findByText('Please fill in both subject and message')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/p-aisyah/send-message')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Subject'), 'Welcome');
    await user.type(dialog.getByLabelText('Message'), 'Hello there');
    await user.click(dialog.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/p-aisyah/send-message')).toEqual([
      { subject: 'Welcome', message: 'Hello there', subjectMs: '', messageMs: '' },
    ]);
  });

  it('messages all players in one call and shows the sent and failed counts', async () => {
    const { fetchMock, user } = setup({
      'POST /api/players/all/send-message': () =>
        jsonResponse(200, { success: true, sent: 40, failed: 2, message: 'Sent' }),
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'Message all players' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message all players' }));
    await user.type(dialog.getByLabelText('Subject'), 'AGM');
    await user.type(dialog.getByLabelText('Message'), 'The AGM is on 5 May.');
    await user.click(dialog.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Sent to 40 players, 2 failed')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/all/send-message')).toEqual([
      { subject: 'AGM', message: 'The AGM is on 5 May.', subjectMs: '', messageMs: '' },
    ]);
  });

  it("shows 'Error sending message: …' and keeps the draft", async () => {
    const { user } = setup({
      'POST /api/players/all/send-message': () => jsonResponse(503, { error: 'Mail queue full' }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Message all players' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message all players' }));
    await user.type(dialog.getByLabelText('Subject'), 'AGM');
    await user.type(dialog.getByLabelText('Message'), 'Body');
    await user.click(dialog.getByRole('button', { name: 'Send message' }));

    expect(await dialog.findByText('Error sending message: Mail queue full')).toBeInTheDocument();
    expect(dialog.getByLabelText('Subject')).toHaveValue('AGM');
  });
});

describe('Manage players: printing', () => {
  it("asks to select a player first, then prints the selected players' details", async () => {
    const { user } = setup();
    const rows = await table();

    await user.click(screen.getByRole('button', { name: 'Print selected' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select at least one player to print',
    );
    expect(printSpy).not.toHaveBeenCalled();

    await user.click(rows.getByRole('checkbox', { name: 'Select Aisyah Rahman' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print selected (1)' }));

    await waitFor(() => expect(printSpy).toHaveBeenCalledTimes(1));
    const view = within(screen.getByTestId('player-print-view'));
    expect(
      view.getByRole('heading', { level: 1, name: 'Malaysia Pickleball Association' }),
    ).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'Aisyah Rahman' })).toBeInTheDocument();
    // Masked as on screen: the server sends no other form.
    expect(view.getByText('******-**-5678')).toBeInTheDocument();
    expect(view.queryByText('Badrul Hisham')).not.toBeInTheDocument();

    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('player-print-view')).toBeNull());
    expect(screen.queryByRole('checkbox', { name: /full ic/i })).not.toBeInTheDocument();
  });

  it('prints all matching players, fetched page by page', async () => {
    const everyone = Array.from({ length: 130 }, (_, i) =>
      buildListedPlayer({ fullName: `Member ${i + 1}` }),
    );
    const { fetchMock, user } = setup({
      'GET /api/players': ({ url }) => {
        const limit = Number(url.searchParams.get('limit'));
        const offset = Number(url.searchParams.get('offset'));
        return playersPageResponse(everyone.slice(offset, offset + limit), everyone.length);
      },
    });
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get('status')).toBe('active'));

    await user.click(screen.getByRole('button', { name: 'Print all' }));

    await waitFor(() => expect(printSpy).toHaveBeenCalledTimes(1));
    const batches = listRequests(fetchMock).filter((p) => p.get('limit') === '100');
    expect(batches.map((p) => [p.get('offset'), p.get('status')])).toEqual([
      ['0', 'active'],
      ['100', 'active'],
    ]);
    const view = within(screen.getByTestId('player-print-view'));
    expect(view.getByText('Malaysia Pickleball Association')).toBeInTheDocument();
    expect(view.getAllByRole('row')).toHaveLength(131);
    expect(view.getByText('Member 130')).toBeInTheDocument();
  });
});
