import type { IncomingMessage, ServerResponse } from 'node:http';

import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const VIDEO_FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
  'https://geo.dailymotion.com',
];

export interface SecurityOptions {
  corsOrigins: string[];
  publicUrl: string | undefined;
}

function helmetOptions(isHttps: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        frameSrc: VIDEO_FRAME_SOURCES,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin embeds (YouTube etc.) must keep working.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets, worked out once. Our policy is the same for every request (no nonces,
 * no per-route overrides), so running helmet's middleware per request — which `@fastify/helmet`
 * does, rebuilding the CSP each time — only costs CPU: about a tenth of a small route's time.
 */
export function staticSecurityHeaders(isHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(helmetOptions(isHttps))({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Security headers with a strict CSP (architecture §8) and CORS off unless allow-listed. */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, { corsOrigins, publicUrl }) => {
    const headers = staticSecurityHeaders(Boolean(publicUrl?.startsWith('https:')));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(cors, {
      origin: corsOrigins.length > 0 ? corsOrigins : false,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['X-Total-Count', 'X-Request-Id'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
