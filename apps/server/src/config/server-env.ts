import { existsSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { booleanString, optionalString, optionalUrl, type EnvOf } from './env-fields';

/** Where and how the server listens, logs and finds its files. */
export const serverEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL', ['http:', 'https:']),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: booleanString('TRUST_PROXY').default(false),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (list) =>
        list.every((o) => {
          try {
            const u = new URL(o);
            return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === o;
          } catch {
            return false;
          }
        }),
      {
        message: 'CORS_ORIGINS must be a comma-separated list of origins like https://example.org',
      },
    ),
  WEB_DIST_DIR: optionalString,
};

export type ServerEnv = EnvOf<typeof serverEnvShape>;

export function checkServerEnv(env: ServerEnv, ctx: z.RefinementCtx) {
  if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined)
    // Without it, links in pages and e-mails would have to come from the request's Host header.
    ctx.addIssue({
      code: 'custom',
      message:
        "PUBLIC_URL is required in production (the site's address, used in page links and e-mails)",
      path: ['PUBLIC_URL'],
    });
}

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  corsOrigins: string[];
  webDistDir: string;
  /**
   * The site's origin in page links (og:url, sitemap) and e-mails: PUBLIC_URL, else (never in
   * production) the configured listen address. Never taken from a request's Host header.
   */
  siteUrl: string;
}

/** The built SPA: apps/web/dist, found from either src/config (dev) or dist/ (bundled). */
function findWebDist(): string {
  const candidates = [
    path.resolve(import.meta.dirname, '../../web/dist'),
    path.resolve(import.meta.dirname, '../../../web/dist'),
  ];
  return (
    candidates.find((c) => existsSync(path.join(c, 'index.html'))) ??
    candidates.find((c) => existsSync(path.dirname(c))) ??
    candidates[0]!
  );
}

/** http://HOST:PORT as configured; a wildcard host is reached as localhost. */
function listenOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** Relative directories are resolved against `baseDir`. */
export function toServerConfig(e: ServerEnv, baseDir: string): ServerConfig {
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(baseDir, e.WEB_DIST_DIR) : findWebDist(),
    siteUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? listenOrigin(e.HOST, e.PORT),
  };
}
