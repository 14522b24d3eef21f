import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildOrganizer } from '@/testing/factories/organizers';
import { FakeWebSocket } from '@/testing/fake-websocket';
import type { Organizer } from '@app/shared/tournaments';

import { organizersQueryKey } from '../api/get-organizers';

import { useOrganizersLive } from './use-organizers-live';

const alpha = buildOrganizer({ _id: 'a', organizationName: 'Alpha Club' });
const beta = buildOrganizer({ _id: 'b', organizationName: 'Beta Sports' });

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(initial: Organizer[] | undefined = [alpha, beta]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (initial) queryClient.setQueryData(organizersQueryKey, initial);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useOrganizersLive(), { wrapper });
  const list = () => queryClient.getQueryData<Organizer[]>(organizersQueryKey);
  return { ...hook, queryClient, invalidate, list };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function socket(): FakeWebSocket {
  const latest = FakeWebSocket.latest;
  if (!latest) throw new Error('no socket opened');
  return latest;
}

describe('useOrganizersLive: messages', () => {
  it('connects to ws://<host>/api/organizers/ws 100 ms after mount', () => {
    const { result } = setup();
    advance(99);
    expect(FakeWebSocket.instances).toHaveLength(0);
    advance(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket().url).toBe(`ws://${window.location.host}/api/organizers/ws`);
    expect(result.current).toBe('connecting');
    act(() => socket().open());
    expect(result.current).toBe('live');
  });

  it('applies added, updated and deleted organizers to the cache without refetching', () => {
    const { list, invalidate } = setup();
    advance(100);
    act(() => {
      socket().open();
      socket().receive({ type: 'CONNECTED', timestamp: 1, message: 'hi' });
    });

    const gamma = buildOrganizer({ _id: 'c', organizationName: 'Gamma Smash' });
    act(() => socket().receive({ type: 'ORGANIZER_ADDED', organizer: gamma }));
    expect(list()?.map((o) => o.organizationName)).toEqual([
      'Alpha Club',
      'Beta Sports',
      'Gamma Smash',
    ]);

    act(() =>
      socket().receive({
        type: 'ORGANIZER_UPDATED',
        organizer: { ...alpha, organizationName: 'Alpha Club KL', status: 'Inactive' },
      }),
    );
    expect(list()?.[0]).toMatchObject({
      _id: 'a',
      organizationName: 'Alpha Club KL',
      status: 'Inactive',
    });
    expect(list()).toHaveLength(3);

    act(() => socket().receive({ type: 'ORGANIZER_DELETED', organizerId: 'b' }));
    expect(list()?.map((o) => o._id)).toEqual(['a', 'c']);

    act(() => socket().receive({ type: 'ORGANIZER_ADDED', organizer: { _id: 'broken' } }));
    expect(list()).toHaveLength(2);
    expect(invalidate).toHaveBeenCalledTimes(1);
    invalidate.mockClear();

    act(() => socket().receive({ type: 'SOMETHING_ELSE' }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refetches the list on ORGANIZERS_REFRESH', () => {
    const { invalidate } = setup();
    advance(100);
    act(() => socket().open());
    act(() => socket().receive({ type: 'ORGANIZERS_REFRESH', message: 'Resynced' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: organizersQueryKey });
  });

  it('closes the socket when it unmounts, without reconnecting', () => {
    const { unmount } = setup();
    advance(100);
    const first = socket();
    unmount();
    expect(first.closeCalls).toBe(1);
    advance(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('useOrganizersLive: reconnecting', () => {
  it('backs off 1, 2, 4, 8, 16, 30, 30 … s and gives up after 10 attempts', () => {
    const { result } = setup();
    advance(100);
    const expected = [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000];
    for (const [index, delay] of expected.entries()) {
      act(() => socket().fireClose());
      expect(result.current).toBe('reconnecting');
      advance(delay - 1);
      expect(FakeWebSocket.instances).toHaveLength(index + 1);
      advance(1);
      expect(FakeWebSocket.instances).toHaveLength(index + 2);
    }
    act(() => socket().fireClose());
    expect(result.current).toBe('offline');
    advance(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(11);
  });

  it('starts the backoff again after a successful connection and refetches what it missed', () => {
    const { result, invalidate } = setup();
    advance(100);
    act(() => socket().open());
    act(() => socket().fireClose());
    advance(1000);
    act(() => socket().fireClose());
    advance(2000);
    act(() => socket().open());
    expect(result.current).toBe('live');
    expect(invalidate).toHaveBeenCalledTimes(1);

    act(() => socket().fireClose());
    advance(999);
    expect(FakeWebSocket.instances).toHaveLength(3);
    advance(1);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('closes a socket that has not opened within 10 s', () => {
    setup();
    advance(100);
    const first = socket();
    advance(9_999);
    expect(first.closeCalls).toBe(0);
    advance(1);
    expect(first.closeCalls).toBe(1);
    act(() => first.fireClose());
    advance(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('leaves an open socket alone after 10 s', () => {
    setup();
    advance(100);
    act(() => socket().open());
    advance(20_000);
    expect(socket().closeCalls).toBe(0);
  });
});
