import { vi } from 'vitest';

export interface FetchCall {
  url: URL;
  init: RequestInit | undefined;
  /** Parsed JSON body, or the FormData of a multipart request. */
  body: unknown;
}

export type FetchHandler = (call: FetchCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function describeCall(input: RequestInfo | URL, init: RequestInit | undefined): FetchCall {
  const url = new URL(String(input), 'http://localhost');
  const raw = init?.body;
  const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? undefined);
  return { url, init, body };
}

const keyOf = ({ url, init }: FetchCall) => `${init?.method ?? 'GET'} ${url.pathname}`;

/**
 * Stubs global fetch with handlers keyed by 'METHOD /path'. Unhandled requests answer 500 with
 * a body naming the request, so a test that forgot one fails visibly.
 */
export function mockFetch(handlers: Record<string, FetchHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = describeCall(input, init);
    const handler = handlers[keyOf(call)];
    if (!handler) return jsonResponse(500, { error: `Unhandled request in test: ${keyOf(call)}` });
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof mockFetch>;

/** The calls made to 'METHOD /path', oldest first. */
export function callsTo(fetchMock: FetchMock, key: string): FetchCall[] {
  return fetchMock.mock.calls
    .map(([input, init]) => describeCall(input, init))
    .filter((call) => keyOf(call) === key);
}

/** Bodies (parsed JSON) of the calls made to 'METHOD /path', oldest first. */
export function bodiesSentTo(fetchMock: FetchMock, key: string): unknown[] {
  return callsTo(fetchMock, key).map((call) => call.body);
}

/** A request that never reaches the server. */
export const networkFailure = (): never => {
  throw new TypeError('Failed to fetch');
};
