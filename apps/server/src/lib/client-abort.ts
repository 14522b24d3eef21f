import type { IncomingMessage } from 'node:http';

/**
 * A client that closes the connection before its request has been read whole (an upload
 * cancelled half-way, a phone that lost signal) is not a fault of ours: it is logged at info as
 * aborted and counted as 499 (client closed request), never as an error or a database outage,
 * whatever error the cut stream surfaces (`ECONNRESET` "aborted", a premature close).
 */
export class RequestAbortedError extends Error {
  readonly code = 'REQUEST_ABORTED';
  constructor() {
    super('The client closed the connection before the request was read');
    this.name = 'RequestAbortedError';
  }
}

/** The status recorded (metrics, the reply no one reads) for a request its client abandoned. */
export const CLIENT_CLOSED_REQUEST = 499;

/** True when the client went away before its request body had been read to the end. */
export function isAbortedByClient(raw: IncomingMessage): boolean {
  return raw.aborted || (raw.destroyed && !raw.complete);
}
