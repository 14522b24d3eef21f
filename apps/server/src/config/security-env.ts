import type { z } from 'zod';

import { DataKeyError, parseDataKeys, type DataKeys } from '../lib/personal-data/data-keys';

import { optionalString, type EnvOf } from './env-fields';
import type { ServerEnv } from './server-env';

/** Secrets: the keys protecting personal data, the first admin account and access tokens. */
export const securityEnvShape = {
  DATA_ENCRYPTION_KEY: optionalString,
  DATA_HASH_KEY: optionalString,
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 12, {
    message: 'ADMIN_PASSWORD must be at least 12 characters',
  }),
  /** Bearer token a Prometheus scraper sends to `GET /metrics` (unset: metrics are off). */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 24, {
    message: 'METRICS_TOKEN must be at least 24 characters',
  }),
  TEST_CLOCK_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 24, {
    message: 'TEST_CLOCK_TOKEN must be at least 24 characters',
  }),
};

export type SecurityEnv = EnvOf<typeof securityEnvShape>;

/** A server only this machine can reach (`localhost`, 127.x, `[::1]`): a browser-test run. */
function isLoopbackUrl(url: string | undefined): boolean {
  if (url === undefined || !URL.canParse(url)) return false;
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

export function checkSecurityEnv(
  env: SecurityEnv & Pick<ServerEnv, 'NODE_ENV' | 'PUBLIC_URL'>,
  ctx: z.RefinementCtx,
) {
  // Its route moves the server's clock: browser tests only. They run the production build, on
  // this machine; a site anyone can reach refuses to start with it.
  if (
    env.NODE_ENV === 'production' &&
    env.TEST_CLOCK_TOKEN !== undefined &&
    !isLoopbackUrl(env.PUBLIC_URL)
  )
    ctx.addIssue({
      code: 'custom',
      message:
        'TEST_CLOCK_TOKEN cannot be set in production (it lets anyone with it move the server clock; browser tests only)',
      path: ['TEST_CLOCK_TOKEN'],
    });
  const hasEncryptionKey = env.DATA_ENCRYPTION_KEY !== undefined;
  const hasHashKey = env.DATA_HASH_KEY !== undefined;
  if (env.NODE_ENV === 'production' && !(hasEncryptionKey && hasHashKey))
    ctx.addIssue({
      code: 'custom',
      message:
        'DATA_ENCRYPTION_KEY and DATA_HASH_KEY are required in production (they protect IC numbers at rest)',
      path: ['DATA_ENCRYPTION_KEY'],
    });
  if (hasEncryptionKey !== hasHashKey)
    ctx.addIssue({
      code: 'custom',
      message: 'DATA_ENCRYPTION_KEY and DATA_HASH_KEY are set together',
      path: ['DATA_HASH_KEY'],
    });
  if (env.DATA_ENCRYPTION_KEY !== undefined && env.DATA_HASH_KEY !== undefined) {
    try {
      parseDataKeys(env.DATA_ENCRYPTION_KEY, env.DATA_HASH_KEY);
    } catch (err) {
      if (!(err instanceof DataKeyError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message, path: ['DATA_ENCRYPTION_KEY'] });
    }
  }
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_USERNAME === undefined)
    ctx.addIssue({
      code: 'custom',
      message: 'ADMIN_PASSWORD is set but ADMIN_USERNAME is not',
      path: ['ADMIN_USERNAME'],
    });
}

export interface SecurityConfig {
  /** From the environment; undefined outside production means development keys (server.ts). */
  dataKeys: DataKeys | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /**
   * Browser tests only: with it, `POST /api/test-clock/advance` (this token in
   * `X-Test-Clock-Token`) moves the server's clock forward. Never set in production.
   */
  testClockToken: string | undefined;
  metricsToken: string | undefined;
}

export function toSecurityConfig(e: SecurityEnv): SecurityConfig {
  return {
    dataKeys:
      e.DATA_ENCRYPTION_KEY && e.DATA_HASH_KEY
        ? parseDataKeys(e.DATA_ENCRYPTION_KEY, e.DATA_HASH_KEY)
        : undefined,
    adminUsername: e.ADMIN_USERNAME?.trim(),
    adminPassword: e.ADMIN_PASSWORD,
    testClockToken: e.TEST_CLOCK_TOKEN,
    metricsToken: e.METRICS_TOKEN,
  };
}
