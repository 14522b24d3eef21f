import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { buildTournament } from '@/testing/factories/tournaments';
import { callsTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

const klOpen = buildTournament({
  applicationId: 'APP-KL',
  name: 'KL Open',
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan',
  organizer: 'Ace Club',
  type: 'state',
  startDate: '2025-06-14',
  endDate: '2025-06-15',
});
const penang = buildTournament({
  applicationId: 'APP-PG',
  name: 'Penang Cup',
  city: 'George Town',
  state: 'Pulau Pinang',
  organizer: 'Island Pickleball',
  type: 'local',
});
const borneo = buildTournament({
  applicationId: 'APP-BN',
  name: 'Borneo Masters',
  city: 'Kuching',
  organizer: 'Sarawak Ace',
  type: 'international',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/tournaments': () => jsonResponse(200, [klOpen, penang, borneo]),
    'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
    ...handlers,
  });
  const app = renderAdminApp('/admin/dashboard?section=manage-tournament');
  return { ...app, fetchMock };
}

async function rowNames() {
  const table = within(await screen.findByRole('table'));
  return table.getAllByRole('rowheader').map((cell) => cell.textContent);
}

describe('Manage tournaments: list', () => {
  it('lists every tournament with dates, place, organizer and type', async () => {
    setup();
    const table = within(await screen.findByRole('table'));
    const row = within(table.getByRole('rowheader', { name: /KL Open/ }).closest('tr')!);
    expect(row.getByText('Ace Club')).toBeInTheDocument();
    expect(row.getByText('Kuala Lumpur')).toBeInTheDocument();
    expect(row.getByText('Wilayah Persekutuan')).toBeInTheDocument();
    expect(row.getByText('State')).toBeInTheDocument();
    expect(row.getByText(/14.*15 Jun 2025/)).toBeInTheDocument();
    expect(await rowNames()).toHaveLength(3);
    expect(screen.getByText('3 tournaments')).toBeInTheDocument();
  });

  it('narrows by name, city or organizer (debounced) and by type', async () => {
    const { user } = setup();
    await rowNames();
    const search = screen.getByRole('searchbox', { name: 'Search tournaments' });

    await user.type(search, 'kuching');
    await waitFor(async () => expect(await rowNames()).toEqual([expect.stringMatching(/Borneo/)]));

    await user.clear(search);
    await user.type(search, 'island');
    await waitFor(async () => expect(await rowNames()).toEqual([expect.stringMatching(/Penang/)]));

    await user.clear(search);
    await user.type(search, 'ace');
    await waitFor(async () => expect(await rowNames()).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'international');
    await waitFor(async () => expect(await rowNames()).toEqual([expect.stringMatching(/Borneo/)]));
    expect(screen.getByText('1 of 3 tournaments')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'national');
    expect(await screen.findByText('No tournaments found')).toBeInTheDocument();
  });

  it('shows the empty state when nothing is published', async () => {
    setup({ 'GET /api/tournaments': () => jsonResponse(200, []) });
    expect(await screen.findByText('No tournaments found')).toBeInTheDocument();
  });
});

describe('Manage tournaments: delete', () => {
  it('asks first, then deletes by application id and reloads the list', async () => {
    let listed = [klOpen, penang, borneo];
    const { user, fetchMock } = setup({
      'GET /api/tournaments': () => jsonResponse(200, listed),
      'DELETE /api/tournaments/APP-PG': () => {
        listed = [klOpen, borneo];
        return jsonResponse(200, { success: true, message: 'Tournament deleted' });
      },
    });
    await rowNames();

    await user.click(
      within(screen.getByRole('table')).getByRole('button', { name: 'Delete Penang Cup' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete tournament?' }));
    expect(dialog.getByText(/also deleted from the application portal/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/tournaments/APP-PG')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Delete tournament' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/tournaments/APP-PG')).toHaveLength(1);
    await waitFor(async () => expect(await rowNames()).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET /api/tournaments').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('“Penang Cup” was deleted.')).toBeInTheDocument();
  });

  it('does nothing when cancelled', async () => {
    const { user, fetchMock } = setup();
    await rowNames();
    await user.click(
      within(screen.getByRole('table')).getByRole('button', { name: 'Delete KL Open' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('shows a dismissible banner when the delete fails', async () => {
    const { user } = setup({
      'DELETE /api/tournaments/APP-KL': () => jsonResponse(404, { error: 'Tournament not found' }),
    });
    await rowNames();

    await user.click(
      within(screen.getByRole('table')).getByRole('button', { name: 'Delete KL Open' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete tournament' }));

    const banner = await screen.findByText('Failed to delete tournament: Tournament not found');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner).not.toBeInTheDocument();
    expect(await rowNames()).toHaveLength(3);
  });
});

describe('Manage tournaments: portal', () => {
  it('syncs and reports the counts', async () => {
    const { user, fetchMock } = setup({
      'POST /api/tournaments/sync': () =>
        jsonResponse(200, { success: true, created: 2, updated: 1, skipped: 3, total: 6 }),
    });
    await rowNames();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(
      await screen.findByText('Sync finished: 2 created, 1 updated, 3 skipped of 6'),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/tournaments').length).toBe(2));
  });

  it("shows the server's message when the portal is not configured", async () => {
    const { user } = setup({
      'POST /api/tournaments/sync': () =>
        jsonResponse(503, { error: 'Portal integration is not configured' }),
    });
    await rowNames();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Portal integration is not configured',
    );
  });

  it('lists pending portal deliveries, and hides the panel when there are none', async () => {
    setup({
      'GET /api/tournaments/deliveries': () =>
        jsonResponse(200, [
          {
            _id: 'd1',
            applicationId: 'APP-OLD',
            action: 'delete',
            status: 'failing',
            attempts: 4,
            lastError: 'Portal answered 502',
            nextAttemptAt: '2025-06-01T00:00:00.000Z',
            createdAt: '2025-05-30T00:00:00.000Z',
          },
        ]),
    });
    const panel = within(await screen.findByRole('region', { name: /Pending portal deliveries/ }));
    expect(panel.getByText('APP-OLD')).toBeInTheDocument();
    expect(panel.getByText('4')).toBeInTheDocument();
    expect(panel.getByText('Portal answered 502')).toBeInTheDocument();
  });

  it('has no deliveries panel when the queue is empty', async () => {
    setup();
    await rowNames();
    expect(screen.queryByRole('region', { name: /Pending portal deliveries/ })).toBeNull();
  });
});
