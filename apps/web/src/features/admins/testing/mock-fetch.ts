import { vi } from 'vitest';

export type FetchHandler = (request: {
  url: URL;
  init: RequestInit | undefined;
  body: unknown;
}) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs global fetch with handlers keyed by 'METHOD /path'. Unhandled requests answer 500 with
 * a body naming the request, so a test that forgot one fails visibly.
 */
export function mockFetch(handlers: Record<string, FetchHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse(500, { error: `Unhandled request in test: ${key}` });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler({ url, init, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Bodies (parsed JSON) of the calls made to 'METHOD /path'. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}` === key;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

export const TEST_ADMIN = {
  _id: 'admin-1',
  username: 'mpa-admin',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export const UNAUTHENTICATED = () => jsonResponse(401, { error: 'Authentication required' });
export const SIGNED_IN = () => jsonResponse(200, TEST_ADMIN);
