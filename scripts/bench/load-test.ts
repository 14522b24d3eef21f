import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerRequest: number;
  /** Answers that were not 2xx, plus socket errors and time-outs. */
  failures: number;
}

/** Warms the route up (result discarded), then measures it. */
export async function measureRoute(url: string, options: LoadOptions): Promise<LoadResult> {
  const base = { url, connections: options.connections, headers: options.headers ?? {} };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  const total = Math.max(result.requests.total, 1);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerRequest: result.throughput.total / total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
