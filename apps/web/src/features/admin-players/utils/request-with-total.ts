import { ApiError, NetworkError } from '@/lib/api-client';
import type { ErrorBody } from '@app/shared/errors';

export interface PageResult<T> {
  items: T[];
  /** From `X-Total-Count`; the number of items when the header is missing. */
  total: number;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as ErrorBody).error === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * GETs a paged list and reads its `X-Total-Count` header (apiRequest returns the body only).
 * Errors are the same ApiError / NetworkError as apiRequest's.
 */
export async function requestWithTotal<T>(
  path: string,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<PageResult<T>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();

  let response: Response;
  try {
    response = await fetch(qs ? `${path}?${qs}` : path, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(cause);
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(data)) {
      throw new ApiError(response.status, data.error, data.code, data.details ?? []);
    }
    throw new ApiError(response.status, `HTTP error! status: ${response.status}`);
  }
  const items = Array.isArray(data) ? (data as T[]) : [];
  const header = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
}
