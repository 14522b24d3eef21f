import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildOrganizer } from '@/testing/factories/organizers';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { callsTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { RegisteredOrganizersRoute } from './registered-organizers';

const alpha = buildOrganizer({
  _id: 'a',
  organizationId: 'ORG-77',
  organizationName: 'Alpha Pickleball Club',
  state: 'Johor',
  city: 'Johor Bahru',
  address: '12 Jalan Tebrau, 80300',
  registrationDate: '2025-03-09',
  status: 'Active',
});
const beta = buildOrganizer({
  _id: 'b',
  organizationName: 'Beta Sports Sdn Bhd',
  state: 'Penang',
  city: null,
  status: 'Pending',
});

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/organizers': () => jsonResponse(200, [alpha, beta]),
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderWithRouter(<RegisteredOrganizersRoute />, '/registered-organizers');
  return { ...view, fetchMock, user };
}

async function rows() {
  const table = within(await screen.findByRole('table', { name: 'Registered organizers' }));
  return table.getAllByRole('rowheader').map((cell) => cell.textContent);
}

describe('Registered organizers page', () => {
  it('lists organizers with state, city, registration date and status', async () => {
    const { fetchMock } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Registered Organizers' })).toBeVisible();
    const table = within(await screen.findByRole('table'));
    const row = within(table.getByRole('rowheader', { name: /Alpha/ }).closest('tr')!);
    expect(row.getByText('Johor')).toBeInTheDocument();
    expect(row.getByText('Johor Bahru')).toBeInTheDocument();
    expect(row.getByText('9 Mar 2025')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(table.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('2 organizers')).toBeInTheDocument();

    const [call] = callsTo(fetchMock, 'GET /api/organizers');
    expect(call?.url.searchParams.get('_t')).toMatch(/^\d+$/);
  });

  it('shows every field in the detail modal', async () => {
    const { user } = setup();
    await rows();
    await user.click(
      within(screen.getByRole('table')).getByRole('button', {
        name: 'View details for Alpha Pickleball Club',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Alpha Pickleball Club' }));
    expect(dialog.getByText('ORG-77')).toBeInTheDocument();
    expect(dialog.getByText('12 Jalan Tebrau, 80300')).toBeInTheDocument();
    expect(dialog.getByText('Johor Bahru')).toBeInTheDocument();
    expect(dialog.getByText('9 Mar 2025')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and loads again on Retry', async () => {
    let fail = true;
    const { user } = setup({
      'GET /api/organizers': () =>
        fail ? jsonResponse(500, { error: 'Database unavailable' }) : jsonResponse(200, [alpha]),
    });
    expect(
      await screen.findByText('Error loading organizers: Database unavailable'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toEqual(['Alpha Pickleball Club']);
  });

  it('says when no organizers are registered', async () => {
    setup({ 'GET /api/organizers': () => jsonResponse(200, []) });
    expect(await screen.findByText('No organizers registered yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('applies live additions, updates and deletions without refetching', async () => {
    const { fetchMock } = setup();
    await rows();
    await waitFor(() => expect(FakeWebSocket.latest).toBeDefined());
    const ws = FakeWebSocket.latest!;
    act(() => ws.open());
    expect(await screen.findByText('Live')).toBeInTheDocument();

    act(() =>
      ws.receive({
        type: 'ORGANIZER_ADDED',
        organizer: buildOrganizer({ _id: 'c', organizationName: 'Gamma Smash' }),
      }),
    );
    expect(await rows()).toEqual(['Alpha Pickleball Club', 'Beta Sports Sdn Bhd', 'Gamma Smash']);

    act(() =>
      ws.receive({
        type: 'ORGANIZER_UPDATED',
        organizer: { ...beta, organizationName: 'Beta Sports Berhad', status: 'Active' },
      }),
    );
    expect(await rows()).toEqual(['Alpha Pickleball Club', 'Beta Sports Berhad', 'Gamma Smash']);

    act(() => ws.receive({ type: 'ORGANIZER_DELETED', organizerId: 'a' }));
    expect(await rows()).toEqual(['Beta Sports Berhad', 'Gamma Smash']);
    expect(screen.getByText('2 organizers')).toBeInTheDocument();

    expect(callsTo(fetchMock, 'GET /api/organizers')).toHaveLength(1);
  });

  it('refetches on ORGANIZERS_REFRESH and reports a lost connection', async () => {
    const { fetchMock } = setup();
    await rows();
    await waitFor(() => expect(FakeWebSocket.latest).toBeDefined());
    const ws = FakeWebSocket.latest!;
    act(() => ws.open());
    act(() => ws.receive({ type: 'ORGANIZERS_REFRESH', message: 'Full sync' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/organizers')).toHaveLength(2));

    act(() => ws.fireClose());
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
  });
});
