import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const DEFAULT_GAUGES_NAMED_LIKE_COUNTERS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * The process's Prometheus metrics, in a registry of its own (not prom-client's global one, so
 * several apps in one test process do not collide). Modules add to the series they own; the
 * metrics module serves them.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses ("non-counter metrics
  // should not have _total suffix"): their per-type gauges stay (nodejs_active_handles{type}),
  // and sum() over them gives the same figure.
  for (const name of DEFAULT_GAUGES_NAMED_LIKE_COUNTERS) registry.removeSingleMetric(name);
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    mailFailures: new Counter({
      name: 'mail_delivery_failures_total',
      help: 'Mail deliveries that failed (each retry counts), by whether it was the last attempt.',
      labelNames: ['final'] as const,
      registers: [registry],
    }),
    /** A gauge read when scraped. */
    gauge(
      name: string,
      help: string,
      labelNames: string[],
      collect: (g: Gauge) => Promise<void> | void,
    ) {
      return new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          await collect(this);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `route` label of the route's HTTP series when it is not the route's pattern: the web
     * build's files (one route each) share `static` (plugins/static-files.ts).
     */
    metricsRoute?: string;
  }
}
