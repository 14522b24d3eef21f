import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import type { Organizer } from '@app/shared/tournaments';

import { organizersQueryKey } from '../api/get-organizers';
import { applyOrganizerChange, parseOrganizerMessage } from '../utils/apply-organizer-event';
import {
  LIVE_CONNECT_TIMEOUT_MS,
  LIVE_FIRST_CONNECT_DELAY_MS,
  reconnectDelay,
} from '../utils/reconnect-delay';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** `ws(s)://<host>/api/organizers/ws` for the current page. */
export function organizersSocketUrl(location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/organizers/ws`;
}

/**
 * Keeps the organizer list current over the live channel (spec §4, §9): added and updated
 * organizers replace theirs by `_id` (or are appended), deleted ones are removed, a refresh
 * message refetches; no page reload. Connects 100 ms after mount; a socket that has not opened
 * within 10 s is closed; after a close it reconnects with exponential backoff (1 s … 30 s) up to
 * 10 attempts, then reports 'offline'. After a reconnect the list is refetched, since messages
 * may have been missed meanwhile.
 */
export function useOrganizersLive(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retryTimer: number | undefined;
    let openTimer: number | undefined;
    let attempts = 0;
    let hasConnected = false;
    let disposed = false;

    const refresh = () => void queryClient.invalidateQueries({ queryKey: organizersQueryKey });

    const handleMessage = (event: MessageEvent) => {
      const change = parseOrganizerMessage(event.data);
      if (change.kind === 'ignore') return;
      if (change.kind === 'refresh') {
        refresh();
        return;
      }
      if (queryClient.getQueryData(organizersQueryKey) === undefined) {
        // Nothing loaded yet: the pending request will bring the current list.
        return;
      }
      queryClient.setQueryData<Organizer[]>(organizersQueryKey, (list) =>
        applyOrganizerChange(list ?? [], change),
      );
    };

    const scheduleReconnect = () => {
      attempts += 1;
      const delay = reconnectDelay(attempts);
      if (delay === null) {
        setStatus('offline');
        return;
      }
      setStatus('reconnecting');
      retryTimer = window.setTimeout(connect, delay);
    };

    function connect() {
      if (disposed) return;
      let ws: WebSocket;
      try {
        ws = new WebSocket(organizersSocketUrl());
      } catch {
        scheduleReconnect();
        return;
      }
      socket = ws;
      openTimer = window.setTimeout(() => {
        if (ws.readyState !== WebSocket.OPEN) ws.close();
      }, LIVE_CONNECT_TIMEOUT_MS);

      ws.onopen = () => {
        window.clearTimeout(openTimer);
        attempts = 0;
        setStatus('live');
        if (hasConnected) refresh();
        hasConnected = true;
      };
      ws.onmessage = handleMessage;
      ws.onclose = () => {
        window.clearTimeout(openTimer);
        if (socket !== ws) return;
        socket = null;
        if (!disposed) scheduleReconnect();
      };
    }

    retryTimer = window.setTimeout(connect, LIVE_FIRST_CONNECT_DELAY_MS);

    return () => {
      disposed = true;
      window.clearTimeout(retryTimer);
      window.clearTimeout(openTimer);
      if (socket) {
        const ws = socket;
        socket = null;
        ws.onopen = null;
        ws.onmessage = null;
        ws.onclose = null;
        ws.close();
      }
    };
  }, [queryClient]);

  return status;
}
