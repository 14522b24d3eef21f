import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/** Security headers with a strict CSP (architecture §8) and CORS off unless allow-listed. */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, { corsOrigins, publicUrl }) => {
    const isHttps = Boolean(publicUrl?.startsWith('https:'));
    await app.register(helmet, {
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
