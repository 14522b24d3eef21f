import { messageLocale } from '@/lib/format-message';
import type { ErrorBody, ErrorCode, ErrorDetail } from '@app/shared/errors';
import { LANGUAGE_HEADER } from '@app/shared/locale';

/** Every non-2xx answer becomes an ApiError carrying the server's `error` text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly details: ErrorDetail[];
  /** False when the answer was not the API's JSON error (e.g. a proxy's HTML error page). */
  readonly isApiAnswer: boolean;

  constructor(
    status: number,
    message: string,
    code?: ErrorCode,
    details: ErrorDetail[] = [],
    isApiAnswer = true,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.isApiAnswer = isApiAnswer;
  }
}

/** Thrown when the request never reached the server (offline, DNS, refused). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Unable to connect to server. Please try again later.', { cause });
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (FormData) as is. */
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as ErrorBody).error === 'string'
  );
}

/** Older servers answer errors as `{ message }` rather than `{ error }`. */
function legacyMessage(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message } = value as { message?: unknown };
  return typeof message === 'string' && message ? message : null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How requests leave: the browser's `fetch`, or the server's own handler while it renders a page. */
type FetchImpl = (url: string, init: RequestInit) => Promise<Response>;

let fetchImpl: FetchImpl = (url, init) => fetch(url, init);

/**
 * Server-side rendering answers the page's API calls in-process (anonymously) instead of over
 * the network; `null` restores the browser's `fetch`.
 */
export function setApiFetch(impl: FetchImpl | null): void {
  fetchImpl = impl ?? ((url, init) => fetch(url, init));
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/**
 * Calls the API with the session cookie (same origin) and returns the parsed JSON body together
 * with the response's headers and status (e.g. to read `X-Total-Count`).
 */
export async function apiRequestWithMeta<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The page's language: the server answers its error messages in it.
    [LANGUAGE_HEADER]: messageLocale(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }

  let response: Response;
  try {
    response = await fetchImpl(buildUrl(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(cause);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (isErrorBody(data)) {
      throw new ApiError(response.status, data.error, data.code, data.details ?? []);
    }
    const legacy = legacyMessage(data);
    if (legacy) throw new ApiError(response.status, legacy);
    throw new ApiError(
      response.status,
      `HTTP error! status: ${response.status}`,
      undefined,
      [],
      typeof data === 'object' && data !== null,
    );
  }
  return { data: data as T, headers: response.headers, status: response.status };
}

/** Calls the API with the session cookie (same origin) and returns the parsed JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { data } = await apiRequestWithMeta<T>(path, options);
  return data;
}
