import { existsSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { DataKeyError, parseDataKeys, type DataKeys } from '../lib/personal-data/data-keys';

const booleanString = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
      message: `${name} must be true or false`,
    })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (name: string, fallback: number, max = 1_000_000) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`)
    .default(fallback);

const optionalUrl = (name: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine(
      (v) => {
        if (v === undefined) return true;
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `${name} must be a URL starting with ${protocols.join(' or ')}//` },
    );

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:']),
    PUBLIC_URL: optionalUrl('PUBLIC_URL', ['http:', 'https:']),
    ADMIN_USERNAME: optionalString,
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 12, {
      message: 'ADMIN_PASSWORD must be at least 12 characters',
    }),
    SMTP_URL: optionalUrl('SMTP_URL', ['smtp:', 'smtps:']),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3)
      .default('Malaysia Pickleball Association <no-reply@localhost>'),
    PORTAL_URL: optionalUrl('PORTAL_URL', ['http:', 'https:']),
    PORTAL_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || v.length >= 16, {
      message: 'PORTAL_WEBHOOK_SECRET must be at least 16 characters',
    }),
    PORTAL_WEBHOOK_LEGACY_SIGNATURE: booleanString('PORTAL_WEBHOOK_LEGACY_SIGNATURE').default(
      false,
    ),
    DATA_ENCRYPTION_KEY: optionalString,
    DATA_HASH_KEY: optionalString,
    PORTAL_API_KEY: optionalString.refine((v) => v === undefined || v.length >= 16, {
      message: 'PORTAL_API_KEY must be at least 16 characters',
    }),
    ASSOCIATION_NAME: z.string().trim().min(1).default('Malaysia Pickleball Association'),
    /** The association's name in Bahasa Malaysia (mail and documents for Malay readers). */
    ASSOCIATION_NAME_MS: z.string().trim().min(1).default('Persatuan Pickleball Malaysia'),
    DPO_EMAIL: optionalString.refine(
      (v) => v === undefined || z.email().safeParse(v.trim()).success,
      { message: 'DPO_EMAIL must be an e-mail address' },
    ),
    /** Where uploads live: `local` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket). */
    MEDIA_STORE: z
      .enum(['local', 's3'], { error: 'MEDIA_STORE must be local or s3' })
      .default('local'),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), {
      message: 'S3_ENDPOINT must be an http(s) URL',
    }),
    S3_FORCE_PATH_STYLE: booleanString('S3_FORCE_PATH_STYLE').default(false),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Bearer token a Prometheus scraper sends to `GET /metrics` (unset: metrics are off). */
    METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 24, {
      message: 'METRICS_TOKEN must be at least 24 characters',
    }),
    TEST_CLOCK_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 24, {
      message: 'TEST_CLOCK_TOKEN must be at least 24 characters',
    }),
    SEED_DEMO: booleanString('SEED_DEMO').optional(),
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
          message:
            'CORS_ORIGINS must be a comma-separated list of origins like https://example.org',
        },
      ),
    WEB_DIST_DIR: optionalString,
    ADMIN_SESSION_TTL_HOURS: positiveInt('ADMIN_SESSION_TTL_HOURS', 12, 24 * 30),
    PLAYER_SESSION_TTL_DAYS: positiveInt('PLAYER_SESSION_TTL_DAYS', 30, 365),
    LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt('LOGIN_MAX_FAILURES_PER_USERNAME', 10),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt('LOGIN_MAX_FAILURES_PER_IP', 30),
    LOGIN_FAILURE_WINDOW_MINUTES: positiveInt('LOGIN_FAILURE_WINDOW_MINUTES', 15, 24 * 60),
    PORTAL_SYNC_INTERVAL_MINUTES: z.coerce
      .number({ message: 'PORTAL_SYNC_INTERVAL_MINUTES must be a number' })
      .int('PORTAL_SYNC_INTERVAL_MINUTES must be a whole number')
      .min(0, 'PORTAL_SYNC_INTERVAL_MINUTES must be 0 (off) or more')
      .max(24 * 60)
      .default(15),
    REGISTRATIONS_PER_IP_PER_HOUR: positiveInt('REGISTRATIONS_PER_IP_PER_HOUR', 100),
    IDENTITY_CHECKS_PER_IP_PER_MINUTE: positiveInt('IDENTITY_CHECKS_PER_IP_PER_MINUTE', 10),
    CARD_CHECKS_PER_IP_PER_MINUTE: positiveInt('CARD_CHECKS_PER_IP_PER_MINUTE', 60),
    MEMBERSHIP_REMINDERS_INTERVAL_MINUTES: z.coerce
      .number({ message: 'MEMBERSHIP_REMINDERS_INTERVAL_MINUTES must be a number' })
      .int('MEMBERSHIP_REMINDERS_INTERVAL_MINUTES must be a whole number')
      .min(0, 'MEMBERSHIP_REMINDERS_INTERVAL_MINUTES must be 0 (off) or more')
      .default(60),
    IDENTITY_CHECKS_PER_IP_PER_DAY: positiveInt('IDENTITY_CHECKS_PER_IP_PER_DAY', 50),
    RESET_REQUESTS_PER_EMAIL_PER_HOUR: positiveInt('RESET_REQUESTS_PER_EMAIL_PER_HOUR', 5),
    POSTS_PER_PLAYER_PER_MINUTE: positiveInt('POSTS_PER_PLAYER_PER_MINUTE', 30),
    LINK_PREVIEWS_PER_PLAYER_PER_MINUTE: positiveInt('LINK_PREVIEWS_PER_PLAYER_PER_MINUTE', 30),
    LINK_PREVIEW_TIMEOUT_MS: positiveInt('LINK_PREVIEW_TIMEOUT_MS', 5000, 60_000),
    LINK_PREVIEW_MAX_BYTES: positiveInt('LINK_PREVIEW_MAX_BYTES', 512 * 1024, 10 * 1024 * 1024),
    /** Test-only: 'host:port' pairs the link preview may fetch although they are not public. */
    LINK_PREVIEW_TEST_ALLOW_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
  })
  .refine((env) => env.MEDIA_STORE !== 's3' || env.S3_BUCKET !== undefined, {
    message: 'S3_BUCKET is required with MEDIA_STORE=s3',
    path: ['S3_BUCKET'],
  })
  .refine(
    (env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined),
    {
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
      path: ['S3_SECRET_ACCESS_KEY'],
    },
  )
  .refine(
    (env) => env.NODE_ENV !== 'production' || env.LINK_PREVIEW_TEST_ALLOW_HOSTS.length === 0,
    {
      message: 'LINK_PREVIEW_TEST_ALLOW_HOSTS is for tests and cannot be set in production',
      path: ['LINK_PREVIEW_TEST_ALLOW_HOSTS'],
    },
  )
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    // Without it, links in pages and e-mails would have to come from the request's Host header.
    message:
      "PUBLIC_URL is required in production (the site's address, used in page links and e-mails)",
    path: ['PUBLIC_URL'],
  })
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' ||
      (env.DATA_ENCRYPTION_KEY !== undefined && env.DATA_HASH_KEY !== undefined),
    {
      message:
        'DATA_ENCRYPTION_KEY and DATA_HASH_KEY are required in production (they protect IC numbers at rest)',
      path: ['DATA_ENCRYPTION_KEY'],
    },
  )
  .refine((env) => (env.DATA_ENCRYPTION_KEY === undefined) === (env.DATA_HASH_KEY === undefined), {
    message: 'DATA_ENCRYPTION_KEY and DATA_HASH_KEY are set together',
    path: ['DATA_HASH_KEY'],
  })
  .superRefine((env, ctx) => {
    if (env.DATA_ENCRYPTION_KEY === undefined || env.DATA_HASH_KEY === undefined) return;
    try {
      parseDataKeys(env.DATA_ENCRYPTION_KEY, env.DATA_HASH_KEY);
    } catch (err) {
      if (!(err instanceof DataKeyError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message, path: ['DATA_ENCRYPTION_KEY'] });
    }
  })
  .refine((env) => env.ADMIN_PASSWORD === undefined || env.ADMIN_USERNAME !== undefined, {
    message: 'ADMIN_PASSWORD is set but ADMIN_USERNAME is not',
    path: ['ADMIN_USERNAME'],
  });

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /** From the environment; undefined outside production means development keys (server.ts). */
  dataKeys: DataKeys | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  portalUrl: string | undefined;
  portalWebhookSecret: string | undefined;
  /** Accept the portal's old body-only webhook signature (no replay protection). */
  portalWebhookLegacySignature: boolean;
  portalApiKey: string | undefined;
  associationName: string;
  associationNameMs: string;
  /** The data protection officer's address, shown on the privacy policy (PDPA 2024). */
  dpoEmail: string | undefined;
  /**
   * Browser tests only: with it, `POST /api/test-clock/advance` (this token in
   * `X-Test-Clock-Token`) moves the server's clock forward. Never set in production.
   */
  testClockToken: string | undefined;
  metricsToken: string | undefined;
  /** Object storage for uploads (MEDIA_STORE=s3); undefined = local disk. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      }
    | undefined;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  corsOrigins: string[];
  webDistDir: string;
  adminSessionTtlMs: number;
  playerSessionTtlMs: number;
  loginLimits: { perUsername: number; perIp: number; windowMs: number };
  registrationsPerIpPerHour: number;
  /** IC checks, and registration attempts, per address (each counted separately). */
  identityChecks: { perMinute: number; perDay: number };
  /** Public card checks (/api/verify) per address per minute. */
  cardChecksPerMinute: number;
  /** How often the renewal reminder job runs; 0 = never (tests run it by hand). */
  membershipRemindersIntervalMs: number;
  resetRequestsPerEmailPerHour: number;
  /** 0 turns the scheduled portal pull off. */
  portalSyncIntervalMs: number;
  postsPerPlayerPerMinute: number;
  linkPreview: {
    perPlayerPerMinute: number;
    timeoutMs: number;
    maxBytes: number;
    /** Test-only 'host:port' pairs exempt from the public-address rule. */
    testAllowHosts: string[];
  };
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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and validates the environment; throws ConfigError listing every bad value. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  baseDir = process.cwd(),
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const key = i.path.join('.');
        return i.message.includes(key) || key === '' ? i.message : `${key}: ${i.message}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    dataKeys:
      e.DATA_ENCRYPTION_KEY && e.DATA_HASH_KEY
        ? parseDataKeys(e.DATA_ENCRYPTION_KEY, e.DATA_HASH_KEY)
        : undefined,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    adminUsername: e.ADMIN_USERNAME?.trim(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    portalUrl: e.PORTAL_URL?.replace(/\/+$/, ''),
    portalWebhookSecret: e.PORTAL_WEBHOOK_SECRET,
    portalWebhookLegacySignature: e.PORTAL_WEBHOOK_LEGACY_SIGNATURE,
    portalApiKey: e.PORTAL_API_KEY,
    associationName: e.ASSOCIATION_NAME,
    associationNameMs: e.ASSOCIATION_NAME_MS,
    dpoEmail: e.DPO_EMAIL?.trim(),
    testClockToken: e.TEST_CLOCK_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    s3:
      e.MEDIA_STORE === 's3'
        ? {
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    // Demo content only on the embedded database unless explicitly asked for.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(baseDir, e.WEB_DIST_DIR) : findWebDist(),
    adminSessionTtlMs: e.ADMIN_SESSION_TTL_HOURS * 3_600_000,
    playerSessionTtlMs: e.PLAYER_SESSION_TTL_DAYS * 86_400_000,
    loginLimits: {
      perUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    identityChecks: {
      perMinute: e.IDENTITY_CHECKS_PER_IP_PER_MINUTE,
      perDay: e.IDENTITY_CHECKS_PER_IP_PER_DAY,
    },
    portalSyncIntervalMs: e.PORTAL_SYNC_INTERVAL_MINUTES * 60_000,
    cardChecksPerMinute: e.CARD_CHECKS_PER_IP_PER_MINUTE,
    membershipRemindersIntervalMs: e.MEMBERSHIP_REMINDERS_INTERVAL_MINUTES * 60_000,
    resetRequestsPerEmailPerHour: e.RESET_REQUESTS_PER_EMAIL_PER_HOUR,
    postsPerPlayerPerMinute: e.POSTS_PER_PLAYER_PER_MINUTE,
    linkPreview: {
      perPlayerPerMinute: e.LINK_PREVIEWS_PER_PLAYER_PER_MINUTE,
      timeoutMs: e.LINK_PREVIEW_TIMEOUT_MS,
      maxBytes: e.LINK_PREVIEW_MAX_BYTES,
      testAllowHosts: e.LINK_PREVIEW_TEST_ALLOW_HOSTS,
    },
    siteUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? listenOrigin(e.HOST, e.PORT),
  };
}
