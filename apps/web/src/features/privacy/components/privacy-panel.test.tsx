import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPlayer } from '@/testing/factories/players';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';
import type { DataExport } from '@app/shared/privacy';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = buildPlayer();
const EXPORTS = 'GET /api/players/me/data-exports';
const REQUEST = 'POST /api/players/me/data-exports';

const exportOf = (overrides: Partial<DataExport>): DataExport => ({
  _id: '6c1f2d1e-2b43-4c9a-9d1e-1f2a3b4c5d6e',
  status: 'queued',
  progress: 0,
  bytes: null,
  createdAt: '2026-11-25T02:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  downloadedAt: null,
  ...overrides,
});

function signedIn(handlers: Parameters<typeof mockFetch>[0]) {
  window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    'GET /api/players/me': () => jsonResponse(200, PLAYER),
    [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    ...handlers,
  });
}

async function panel() {
  const { user } = renderPlayerApp('/player/dashboard?tab=privacy');
  const scope = within(await screen.findByRole('tabpanel', { name: 'Privacy & data' }));
  return { scope, user };
}

describe('privacy & data: download my data', () => {
  it('asks for a copy, shows progress while it is prepared, then offers the download once', async () => {
    let state: DataExport[] = [];
    let polls = 0;
    const fetchMock = signedIn({
      [EXPORTS]: () => {
        polls += 1;
        if (state[0]?.status === 'queued' && polls > 2)
          state = [exportOf({ status: 'running', progress: 42 })];
        else if (state[0]?.status === 'running' && polls > 3)
          state = [
            exportOf({
              status: 'ready',
              progress: 100,
              bytes: 2_400_000,
              readyAt: '2026-11-25T02:01:00.000Z',
              expiresAt: '2026-12-02T02:01:00.000Z',
            }),
          ];
        return jsonResponse(200, state);
      },
      [REQUEST]: () => {
        state = [exportOf({})];
        return jsonResponse(202, state[0]);
      },
    });
    const { scope, user } = await panel();
    expect(await scope.findByRole('heading', { name: 'Download my data' })).toBeInTheDocument();
    await user.click(await scope.findByRole('button', { name: 'Prepare my data' }));
    expect(callsTo(fetchMock, REQUEST)).toHaveLength(1);
    expect(
      await scope.findByText('Preparing your data: 42%', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(scope.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    const link = await scope.findByRole(
      'link',
      { name: 'Download zip (2.3 MB)' },
      { timeout: 8000 },
    );
    expect(link).toHaveAttribute(
      'href',
      '/api/players/me/data-exports/6c1f2d1e-2b43-4c9a-9d1e-1f2a3b4c5d6e/download',
    );
    expect(scope.getByText(/works once, until 2 December 2026/)).toBeInTheDocument();
    expect(scope.queryByRole('button', { name: 'Prepare my data' })).toBeNull();
  }, 20_000);

  it('says when an export failed and lets the player try again; lists earlier exports', async () => {
    signedIn({
      [EXPORTS]: () =>
        jsonResponse(200, [
          exportOf({ status: 'failed' }),
          exportOf({ _id: 'b', status: 'downloaded', createdAt: '2026-10-01T02:00:00.000Z' }),
        ]),
    });
    const { scope } = await panel();
    expect(
      await scope.findByText('The export could not be prepared. Please try again.'),
    ).toBeInTheDocument();
    expect(scope.getByRole('button', { name: 'Prepare my data' })).toBeEnabled();
    const history = scope.getByRole('heading', { name: 'Earlier exports' }).parentElement!;
    expect(within(history).getByText('Downloaded')).toBeInTheDocument();
    expect(within(history).getByText('Asked for on 1 October 2026')).toBeInTheDocument();
  });
});
