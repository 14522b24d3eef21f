import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `next` (the rest of the request) with the request's id available to whatever it calls. */
export function runWithRequestId(requestId: string, next: () => void): void {
  storage.run({ requestId }, next);
}

/**
 * The id of the request being served (the `x-request-id` it came with, or one made up), or
 * null outside a request (a worker, a job): work queued for later carries it, so the log lines
 * of a mail sent a minute later name the request that caused it.
 */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
