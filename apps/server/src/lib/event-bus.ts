import { EventEmitter } from 'node:events';

import pg from 'pg';

/**
 * Publish/subscribe between server processes: PostgreSQL LISTEN/NOTIFY on a server database (so
 * every process tells its own WebSocket clients), in-process on the embedded engine.
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
  /**
   * Called each time the listening connection is (re)established: messages sent while it was not
   * listening were missed, so state kept from them (e.g. cached answers) must be rebuilt. Never
   * on the embedded engine.
   */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL_PATTERN = /^[a-z_]{1,40}$/;

export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    onReconnect() {
      return () => undefined;
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function createPostgresEventBus(options: {
  url: string;
  onError: (err: Error) => void;
  /** For publishing: runs `select pg_notify($1, $2)` on the app's pool. */
  notify: (channel: string, payload: string) => Promise<void>;
}): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const channels = new Set<string>();
  const reconnectListeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        emitter.emit(msg.channel, JSON.parse(msg.payload) as unknown);
      } catch {
        // ignore malformed payloads
      }
    });
    next.on('error', (err) => {
      options.onError(err);
      scheduleReconnect();
    });
    next.on('end', () => scheduleReconnect());
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      client = next;
      for (const listener of reconnectListeners) listener();
    } catch (err) {
      options.onError(err as Error);
      await next.end().catch(() => undefined);
      scheduleReconnect();
    }
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    client = undefined;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, 1_000);
    reconnectTimer.unref();
  }

  const ready = connect();

  return {
    async publish(channel, payload) {
      await options.notify(channel, JSON.stringify(payload));
    },
    subscribe(channel, listener) {
      if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      emitter.on(channel, listener);
      if (!channels.has(channel)) {
        channels.add(channel);
        void ready.then(() =>
          client?.query(`LISTEN ${channel}`).catch((err: Error) => options.onError(err)),
        );
      }
      return () => emitter.off(channel, listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await ready;
      await client?.end().catch(() => undefined);
      emitter.removeAllListeners();
    },
  };
}
