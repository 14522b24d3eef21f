import type { IncomingHttpHeaders } from 'node:http';

/**
 * The session token of a well-formed `Authorization: Bearer <token>` header, else undefined.
 * The one reader of the header: sign-in then ignores the session cookies, and so the origin
 * check may skip the request (a browser never adds the header on its own). Anything else
 * (`Bearer a b`, `Bearer`, `Basic ...`) is no bearer token at all: the cookie decides who is
 * calling and the origin check runs.
 */
export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (!header) return undefined;
  return /^Bearer +([\x21-\x7e]+) *$/i.exec(header)?.[1];
}
