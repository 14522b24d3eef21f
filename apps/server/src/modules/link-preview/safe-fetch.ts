import { promises as dns, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

import { isIpLiteral, isPublicAddress } from './address-policy';

/** Why a page could not be fetched; `refused` means it was never contacted (or not followed). */
export class FetchRefusedError extends Error {
  constructor(
    readonly reason: 'refused' | 'timeout' | 'not-html' | 'http-error' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefusedError';
  }
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Test-only 'host:port' pairs exempt from the public-address rule. */
  testAllowHosts: readonly string[];
  resolve?: Resolver;
  maxRedirects?: number;
}

export interface FetchedPage {
  url: string;
  html: string;
}

/** What a fetch accepts: the Accept header sent and the content types taken. */
interface Wanted {
  accept: string;
  contentType: RegExp;
  notWanted: string;
}

const HTML: Wanted = {
  accept: 'text/html,application/xhtml+xml',
  contentType: /^\s*(text\/html|application\/xhtml\+xml)\b/i,
  notWanted: 'This link does not point to a web page',
};

const IMAGE: Wanted = {
  accept: 'image/webp,image/png,image/jpeg,image/gif',
  contentType: /^\s*image\/(png|jpeg|webp|gif)\b/i,
  notWanted: 'This link does not point to an image',
};

const defaultResolve: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });
const ALLOWED_PORTS = new Set(['', '80', '443']);
const USER_AGENT = 'MPA-LinkPreview/1.0 (+link previews for PickleZone posts)';

function refused(message = 'This link cannot be previewed') {
  return new FetchRefusedError('refused', message);
}

function hostKey(url: URL) {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${port}`;
}

/** Throws unless the URL may be fetched; returns whether it is on the test allow-list. */
function checkUrl(url: URL, testAllowHosts: readonly string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
  if (url.username || url.password) throw refused();
  const allowed = testAllowHosts.includes(hostKey(url));
  if (allowed) return true;
  if (!ALLOWED_PORTS.has(url.port)) throw refused();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIpLiteral(host) && !isPublicAddress(host)) throw refused();
  if (host === 'localhost' || host.endsWith('.localhost')) throw refused();
  return false;
}

/**
 * A DNS lookup for the socket that refuses unless every address is public. The connection uses
 * exactly the address checked here, so a second (rebinding) answer cannot slip through.
 */
function guardedLookup(resolve: Resolver, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(refused('This link cannot be reached'), '', 4);
          return;
        }
        if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
          callback(refused(), '', 4);
          return;
        }
        if (options.all) {
          (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (err: unknown) => callback(err as NodeJS.ErrnoException, '', 4),
    );
  };
}

function request(url: URL, lookup: LookupFunction, signal: AbortSignal, accept: string) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(
      url,
      {
        lookup,
        signal,
        headers: { 'user-agent': USER_AGENT, accept },
        // Our own agent-less socket per request: no pooled connection to another address.
        agent: false,
      },
      resolve,
    );
    req.on('error', reject);
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    const room = maxBytes - total;
    chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    total += Math.min(chunk.length, room);
    if (total >= maxBytes) {
      res.destroy();
      break;
    }
  }
  return Buffer.concat(chunks);
}

function redirectTarget(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw refused('This link redirects to an invalid address');
  }
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * GETs a resource from a public address: http(s) only, ports 80/443, every redirect target
 * checked again, one time-out for the whole exchange, at most `maxBytes` read.
 */
async function fetchPublic(
  input: string,
  options: SafeFetchOptions,
  wanted: Wanted,
): Promise<{ url: string; body: Buffer; contentType: string }> {
  const resolve = options.resolve ?? defaultResolve;
  const maxRedirects = options.maxRedirects ?? 3;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    clearTimeout(timer);
    throw refused();
  }
  try {
    for (let hop = 0; ; hop++) {
      const allowPrivate = checkUrl(url, options.testAllowHosts);
      let res: IncomingMessage;
      try {
        res = await request(
          url,
          guardedLookup(resolve, allowPrivate),
          controller.signal,
          wanted.accept,
        );
      } catch (err) {
        if (err instanceof FetchRefusedError) throw err;
        if (controller.signal.aborted)
          throw new FetchRefusedError('timeout', 'The page took too long to answer');
        throw new FetchRefusedError('network', 'This link cannot be reached');
      }
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= maxRedirects) throw refused('This link redirects too many times');
        url = redirectTarget(res.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new FetchRefusedError('http-error', `The page answered with status ${status}`);
      }
      const contentType = String(res.headers['content-type'] ?? '');
      if (!wanted.contentType.test(contentType)) {
        res.destroy();
        throw new FetchRefusedError('not-html', wanted.notWanted);
      }
      try {
        const body = await readCapped(res, options.maxBytes);
        return { url: url.href, body, contentType };
      } catch {
        throw controller.signal.aborted
          ? new FetchRefusedError('timeout', 'The page took too long to answer')
          : new FetchRefusedError('network', 'This link cannot be reached');
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/** An HTML page from a public address (see fetchPublic), decoded with its charset. */
export async function fetchPublicHtml(
  input: string,
  options: SafeFetchOptions,
): Promise<FetchedPage> {
  const page = await fetchPublic(input, options, HTML);
  return { url: page.url, html: decode(page.body, page.contentType) };
}

/**
 * An image from a public address, through the same guards. A response larger than `maxBytes`
 * is refused rather than cut (a cut image would not decode).
 */
export async function fetchPublicImage(input: string, options: SafeFetchOptions): Promise<Buffer> {
  const image = await fetchPublic(input, { ...options, maxBytes: options.maxBytes + 1 }, IMAGE);
  if (image.body.length > options.maxBytes)
    throw new FetchRefusedError('refused', 'This image is too large');
  return image.body;
}
