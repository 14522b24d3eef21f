import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { notificationsQueryKey } from '../api/get-notifications';

/** `ws(s)://<host>/api/notifications/ws` for the current page. */
function socketUrl() {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/notifications/ws`;
}

const MAX_RETRY_MS = 30_000;

/**
 * The signed-in player's unread count, live: the server sends it on connecting and after every
 * change (from any server process). Reconnects with a growing pause; a closed tab stops.
 */
export function useUnreadLive(): number | null {
  const [unread, setUnread] = useState<number | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry = 1_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      socket = new WebSocket(socketUrl());
      socket.onmessage = (event) => {
        const data = JSON.parse(String(event.data)) as { type?: string; count?: number };
        if (data.type !== 'unread' || typeof data.count !== 'number') return;
        retry = 1_000;
        setUnread(data.count);
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      };
      socket.onclose = () => {
        if (stopped) return;
        timer = setTimeout(open, retry);
        retry = Math.min(retry * 2, MAX_RETRY_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient]);
  return unread;
}
