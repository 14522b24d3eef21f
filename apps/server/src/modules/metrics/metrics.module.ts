import { timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { AppModule } from '../../lib/app-module';
import { CLIENT_CLOSED_REQUEST, isAbortedByClient } from '../../lib/client-abort';
import { unauthenticated } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { Metrics } from './metrics';
import type { MetricsRepository } from './metrics.repository';

export interface MetricsRepos {
  metrics: MetricsRepository;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper holding `METRICS_TOKEN` (without a
 * token configured, nobody): request rate and latency by route pattern, the database pool, the
 * queues the workers drain, live WebSocket connections and mail failures, plus Node's own.
 */
export function createMetricsModule(deps: {
  metrics: Metrics;
  data: DataAccess<MetricsRepos>;
  token: string | undefined;
  poolStats: () => { total: number; idle: number; waiting: number } | null;
}): AppModule {
  const { metrics } = deps;
  let server: FastifyInstance | null = null;

  metrics.gauge(
    'db_pool_connections',
    'Database pool connections by state (a server database only).',
    ['state'],
    (g) => {
      const stats = deps.poolStats();
      if (!stats) return;
      g.set({ state: 'total' }, stats.total);
      g.set({ state: 'idle' }, stats.idle);
      g.set({ state: 'waiting' }, stats.waiting);
    },
  );
  metrics.gauge(
    'job_backlog',
    'Work waiting for a worker: mail and portal outboxes, due deletions, lapsed waitlist offers.',
    ['queue'],
    async (g) => {
      const backlog = await deps.data.repos.metrics.backlog();
      g.set({ queue: 'mail_pending' }, backlog.mail.pending);
      g.set({ queue: 'mail_failed' }, backlog.mail.failed);
      g.set({ queue: 'portal_outbox' }, backlog.portalOutbox);
      g.set({ queue: 'account_deletions_due' }, backlog.deletionsDue);
      g.set({ queue: 'waitlist_offers_lapsed' }, backlog.offersExpired);
    },
  );
  metrics.gauge('websocket_connections', 'Open WebSocket connections (live channels).', [], (g) => {
    g.set(server?.websocketServer?.clients.size ?? 0);
  });

  return {
    name: 'metrics',
    api: undefined,
    // Not encapsulated: the timing hook must see every route of the app.
    plugin: fp(async (app: FastifyInstance) => {
      server = app;
      // The route's pattern, never the raw URL (ids would make a series each); the web
      // build's files (a route per hashed file) share one label.
      const routeOf = (req: FastifyRequest) =>
        req.routeOptions.config.metricsRoute ?? req.routeOptions.url ?? 'unmatched';
      app.addHook('onResponse', async (req, reply) => {
        const route = routeOf(req);
        // An aborted request was counted when its client hung up (below), once.
        if (route === '/metrics' || isAbortedByClient(req.raw)) return;
        metrics.httpRequests.inc({ method: req.method, route, status: String(reply.statusCode) });
        metrics.httpDuration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
      });
      // A client that hung up before its request was read: 499 (client closed request), so an
      // abandoned upload never looks like a 5xx of ours.
      app.addHook('onRequestAbort', async (req) => {
        const status = String(CLIENT_CLOSED_REQUEST);
        metrics.httpRequests.inc({ method: req.method, route: routeOf(req), status });
      });
      app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
        const header = req.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice(7) : '';
        if (!deps.token || !sameToken(given, deps.token))
          throw unauthenticated('Metrics token required');
        return reply
          .header('cache-control', 'no-store')
          .type(metrics.registry.contentType)
          .send(await metrics.registry.metrics());
      });
    }),
  };
}
