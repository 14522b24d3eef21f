import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { bearerToken } from '../lib/bearer-token';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckOptions {
  publicUrl: string | undefined;
  corsOrigins: string[];
}

function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** A WebSocket handshake: a GET, but it opens a channel the session cookie authenticates. */
function isWebSocketHandshake(req: FastifyRequest): boolean {
  return req.headers.upgrade?.toLowerCase() === 'websocket';
}

/**
 * CSRF defence (architecture §5): a state-changing request or a WebSocket handshake that does
 * not carry a well-formed bearer token (so it may be authenticated by the session cookie) is
 * refused when the browser says it comes from another site. Server-to-server callers (portal
 * webhook, mobile app) send neither header.
 */
export const originCheckPlugin = fp<OriginCheckOptions>(
  async (app: FastifyInstance, { publicUrl, corsOrigins }) => {
    const trusted = new Set(corsOrigins);
    if (publicUrl) trusted.add(new URL(publicUrl).origin);

    function check(req: FastifyRequest) {
      // Authenticated by its bearer token alone (the cookies are then never read).
      if (bearerToken(req.headers) !== undefined) return;

      const origin = req.headers.origin;
      if (origin !== undefined) {
        if (origin === requestOrigin(req) || trusted.has(origin)) return;
        throw forbidden('Cross-site request refused');
      }
      const site = req.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') {
        throw forbidden('Cross-site request refused');
      }
    }

    app.addHook('onRequest', async (req) => {
      if (!SAFE_METHODS.has(req.method)) check(req);
    });
    // A handshake is checked once every onRequest hook has run: the WebSocket plugin's marks the
    // request as one, and only then does it close the socket of a refused handshake.
    app.addHook('preParsing', async (req) => {
      if (isWebSocketHandshake(req)) check(req);
    });
  },
  { name: 'origin-check' },
);
