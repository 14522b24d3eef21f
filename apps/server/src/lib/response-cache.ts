import { createHash, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';

import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';

import type { EventBus } from './event-bus';

/** The data sets whose public lists are cached; a write anywhere in one clears all its pages. */
export type CacheDomain =
  | 'news'
  | 'tournaments'
  | 'organizers'
  | 'milestones'
  | 'organisation'
  | 'programs'
  | 'featured-video'
  | 'posts'
  | 'calendar'
  /** Rankings, their rules, public profiles and results (issue 33). */
  | 'rankings';

/** Domains whose pages are built from another's data: clearing the source clears them too. */
const DERIVED: Partial<Record<CacheDomain, readonly CacheDomain[]>> = {
  tournaments: ['calendar'],
  programs: ['calendar'],
};

export const RESPONSE_CACHE_CHANNEL = 'response_cache';

/**
 * Pages kept per domain (distinct query strings); the least recently used goes first, so many
 * rarely read pages (profiles) never push out the busy ones (the first page of the rankings).
 */
const MAX_ENTRIES_PER_DOMAIN = 100;
/** Bodies above this size are answered but not kept. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Smaller bodies are not worth compressing. */
const MIN_GZIP_BYTES = 1024;
/** Headers a cached answer replays, besides the entity tag. */
const REPLAYED_HEADERS = ['content-type', 'cache-control'];

interface Entry {
  /** Encoded once: a hit writes these bytes as they are (no serializing, no re-encoding). */
  body: Buffer;
  etag: string;
  /** The same body gzipped once (for clients that accept it), with its own entity tag. */
  gzip: { body: Buffer; etag: string } | null;
  headers: [string, string][];
}

interface InvalidationMessage {
  domain: CacheDomain;
  origin: string;
}

export interface CachedRouteOptions {
  /** Extra response headers the cached answer must replay (e.g. a next-page cursor). */
  headers?: string[];
  /** The cache key (default: the URL); add anything else the answer depends on. */
  key?: (req: FastifyRequest) => string;
  /** Requests whose answer may be kept (default: every GET); others still get an ETag. */
  shouldStore?: (req: FastifyRequest) => boolean;
}

export function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, ...etags: string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => etags.includes(tag.trim().replace(/^W\//, '')));
}

/** Whether the client takes gzip (and has not refused it with `q=0`). */
export function acceptsGzip(req: FastifyRequest): boolean {
  const accepted = req.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b(?!;q=0(?:\.0*)?(?:,|$))/.test(accepted);
}

function gzipped(body: Buffer, etag: string): Entry['gzip'] {
  if (body.length < MIN_GZIP_BYTES) return null;
  return { body: gzipSync(body), etag: `${etag.slice(0, -1)}-gzip"` };
}

/**
 * An in-process cache of serialized public list answers, with entity tags and 304s.
 *
 * Correctness rests on three rules. Services call `invalidate(domain)` after every committed write
 * (a write can come from a timer or another module, so hooks on HTTP routes would miss some).
 * An answer computed while an invalidation happened is not kept (a per-domain generation is read
 * before the query and compared before storing). Other processes hear of the write through the
 * event bus (LISTEN/NOTIFY on PostgreSQL), and a process that may have missed messages while its
 * listening connection was down clears everything when it reconnects.
 */
export function createResponseCache({ bus, log }: { bus: EventBus; log: FastifyBaseLogger }) {
  const origin = randomUUID();
  const pages = new Map<CacheDomain, Map<string, Entry>>();
  const generations = new Map<CacheDomain, number>();
  const started = new WeakMap<FastifyRequest, { generation: number; key: string }>();
  /** Counts every clearing of any domain: copies built from several domains compare it. */
  let allGenerations = 0;

  function clear(domain: CacheDomain) {
    for (const each of [domain, ...(DERIVED[domain] ?? [])]) {
      allGenerations += 1;
      generations.set(each, (generations.get(each) ?? 0) + 1);
      pages.delete(each);
    }
  }

  function clearAll() {
    for (const domain of new Set([...pages.keys(), ...generations.keys()])) clear(domain);
  }

  const unsubscribe = bus.subscribe(RESPONSE_CACHE_CHANNEL, (payload) => {
    const message = payload as Partial<InvalidationMessage>;
    if (message.origin !== origin && typeof message.domain === 'string') clear(message.domain);
  });
  const stopWatchingBus = bus.onReconnect(clearAll);

  function replay(reply: FastifyReply, entry: Entry, req: FastifyRequest) {
    for (const [name, value] of entry.headers) void reply.header(name, value);
    const variant = entry.gzip && acceptsGzip(req) ? entry.gzip : null;
    void reply.header('vary', 'accept-encoding').header('etag', variant?.etag ?? entry.etag);
    if (
      matches(req.headers['if-none-match'], entry.etag, ...(entry.gzip ? [entry.gzip.etag] : []))
    ) {
      return reply.code(304).send();
    }
    if (variant) return reply.code(200).header('content-encoding', 'gzip').send(variant.body);
    return reply.code(200).send(entry.body);
  }

  function store(domain: CacheDomain, key: string, entry: Entry) {
    let domainPages = pages.get(domain);
    if (!domainPages) {
      domainPages = new Map();
      pages.set(domain, domainPages);
    }
    if (domainPages.size >= MAX_ENTRIES_PER_DOMAIN && !domainPages.has(key)) {
      const leastRecentlyUsed = domainPages.keys().next().value;
      if (leastRecentlyUsed !== undefined) domainPages.delete(leastRecentlyUsed);
    }
    domainPages.set(key, entry);
  }

  return {
    /** Hooks for a public GET route whose answer depends only on its URL and the domain's data. */
    route(domain: CacheDomain, options: CachedRouteOptions = {}) {
      const replayed = [...REPLAYED_HEADERS, ...(options.headers ?? [])];
      const keyOf = options.key ?? ((req: FastifyRequest) => req.url);
      const onRequest: onRequestAsyncHookHandler = async (req, reply) => {
        if (req.method !== 'GET') return;
        const key = keyOf(req);
        const domainPages = pages.get(domain);
        const entry = domainPages?.get(key);
        if (entry) {
          // To the back of the line: the front is what has gone unread longest.
          domainPages!.delete(key);
          domainPages!.set(key, entry);
          return replay(reply, entry, req);
        }
        started.set(req, { generation: generations.get(domain) ?? 0, key });
      };
      const onSend: onSendAsyncHookHandler<unknown> = async (req, reply, payload) => {
        const start = started.get(req);
        if (!start || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        const etag = entityTag(payload);
        void reply.header('etag', etag).header('vary', 'accept-encoding');
        if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
        const isFresh = start.generation === (generations.get(domain) ?? 0);
        if (isFresh && payload.length <= MAX_BODY_BYTES && (options.shouldStore?.(req) ?? true)) {
          const headers = replayed.flatMap((name): [string, string][] => {
            const value = reply.getHeader(name);
            return value === undefined ? [] : [[name, String(value)]];
          });
          const body = Buffer.from(payload);
          const entry = { body, etag, gzip: gzipped(body, etag), headers };
          store(domain, start.key, entry);
          if (matches(req.headers['if-none-match'], etag)) {
            void reply.code(304);
            return '';
          }
          // The first caller gets the compressed copy too, not only those after it.
          if (entry.gzip && acceptsGzip(req)) {
            void reply.header('content-encoding', 'gzip').header('etag', entry.gzip.etag);
            return entry.gzip.body;
          }
          return payload;
        }
        if (matches(req.headers['if-none-match'], etag)) {
          void reply.code(304);
          return '';
        }
        return payload;
      };
      return { onRequest, onSend };
    },

    /**
     * Changes whenever any domain's answers are forgotten (a write here or in another process):
     * something derived from cached answers (a rendered page) is current while it is unchanged.
     */
    generation(): number {
      return allGenerations;
    },

    /** Forgets the domain's answers here and tells the other processes; never throws. */
    async invalidate(domain: CacheDomain) {
      clear(domain);
      await bus
        .publish(RESPONSE_CACHE_CHANNEL, { domain, origin } satisfies InvalidationMessage)
        .catch((err: unknown) =>
          log.warn({ err, domain }, 'could not publish a cache invalidation'),
        );
    },

    close() {
      unsubscribe();
      stopWatchingBus();
      pages.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** What services call after a committed write: the domain's cached answers are stale. */
export type InvalidateCache = (domain: CacheDomain) => Promise<void>;
