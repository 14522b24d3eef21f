import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckOptions {
  publicUrl: string | undefined;
  corsOrigins: string[];
}

function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/**
 * CSRF defence (architecture §5): a state-changing request that does not carry a bearer token
 * (so it may be authenticated by the session cookie) is refused when the browser says it comes
 * from another site. Server-to-server callers (portal webhook, mobile app) send neither header.
 */
export const originCheckPlugin = fp<OriginCheckOptions>(
  async (app: FastifyInstance, { publicUrl, corsOrigins }) => {
    const trusted = new Set(corsOrigins);
    if (publicUrl) trusted.add(new URL(publicUrl).origin);

    app.addHook('onRequest', async (req) => {
      if (SAFE_METHODS.has(req.method)) return;
      if (/^Bearer\s/i.test(req.headers.authorization ?? '')) return;

      const origin = req.headers.origin;
      if (origin !== undefined) {
        if (origin === requestOrigin(req) || trusted.has(origin)) return;
        throw forbidden('Cross-site request refused');
      }
      const site = req.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') {
        throw forbidden('Cross-site request refused');
      }
    });
  },
  { name: 'origin-check' },
);
