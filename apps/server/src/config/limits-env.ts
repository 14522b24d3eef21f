import { z } from 'zod';

import { positiveInt, type EnvOf } from './env-fields';
import type { ServerEnv } from './server-env';

/** Session lengths, rate limits, link-preview bounds and how often scheduled jobs run. */
export const limitsEnvShape = {
  ADMIN_SESSION_TTL_HOURS: positiveInt('ADMIN_SESSION_TTL_HOURS', 12, 24 * 30),
  PLAYER_SESSION_TTL_DAYS: positiveInt('PLAYER_SESSION_TTL_DAYS', 30, 365),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt('LOGIN_MAX_FAILURES_PER_USERNAME', 10),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt('LOGIN_MAX_FAILURES_PER_IP', 30),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt('LOGIN_FAILURE_WINDOW_MINUTES', 15, 24 * 60),
  REGISTRATIONS_PER_IP_PER_HOUR: positiveInt('REGISTRATIONS_PER_IP_PER_HOUR', 100),
  IDENTITY_CHECKS_PER_IP_PER_MINUTE: positiveInt('IDENTITY_CHECKS_PER_IP_PER_MINUTE', 10),
  CARD_CHECKS_PER_IP_PER_MINUTE: positiveInt('CARD_CHECKS_PER_IP_PER_MINUTE', 60),
  PLAYER_LOOKUPS_PER_IP_PER_MINUTE: positiveInt('PLAYER_LOOKUPS_PER_IP_PER_MINUTE', 60),
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
  ENTRY_LINE_WAIT_MS: positiveInt('ENTRY_LINE_WAIT_MS', 60_000, 300_000),
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
};

export type LimitsEnv = EnvOf<typeof limitsEnvShape>;

export function checkLimitsEnv(env: LimitsEnv & Pick<ServerEnv, 'NODE_ENV'>, ctx: z.RefinementCtx) {
  if (env.NODE_ENV === 'production' && env.LINK_PREVIEW_TEST_ALLOW_HOSTS.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: 'LINK_PREVIEW_TEST_ALLOW_HOSTS is for tests and cannot be set in production',
      path: ['LINK_PREVIEW_TEST_ALLOW_HOSTS'],
    });
}

export interface LimitsConfig {
  adminSessionTtlMs: number;
  playerSessionTtlMs: number;
  loginLimits: { perUsername: number; perIp: number; windowMs: number };
  registrationsPerIpPerHour: number;
  /** IC checks, and registration attempts, per address (each counted separately). */
  identityChecks: { perMinute: number; perDay: number };
  /** Public card checks (/api/verify) per address per minute. */
  cardChecksPerMinute: number;
  /** Public look-ups by member ID (ranking "why", profiles) per address per minute. */
  playerLookupsPerMinute: number;
  /** How often the renewal reminder job runs; 0 = never (tests run it by hand). */
  membershipRemindersIntervalMs: number;
  resetRequestsPerEmailPerHour: number;
  postsPerPlayerPerMinute: number;
  /** How long a change to a tournament division may wait for its turn in a process (then 429). */
  entryLineWaitMs: number;
  linkPreview: {
    perPlayerPerMinute: number;
    timeoutMs: number;
    maxBytes: number;
    /** Test-only 'host:port' pairs exempt from the public-address rule. */
    testAllowHosts: string[];
  };
}

export function toLimitsConfig(e: LimitsEnv): LimitsConfig {
  return {
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
    cardChecksPerMinute: e.CARD_CHECKS_PER_IP_PER_MINUTE,
    playerLookupsPerMinute: e.PLAYER_LOOKUPS_PER_IP_PER_MINUTE,
    membershipRemindersIntervalMs: e.MEMBERSHIP_REMINDERS_INTERVAL_MINUTES * 60_000,
    resetRequestsPerEmailPerHour: e.RESET_REQUESTS_PER_EMAIL_PER_HOUR,
    postsPerPlayerPerMinute: e.POSTS_PER_PLAYER_PER_MINUTE,
    entryLineWaitMs: e.ENTRY_LINE_WAIT_MS,
    linkPreview: {
      perPlayerPerMinute: e.LINK_PREVIEWS_PER_PLAYER_PER_MINUTE,
      timeoutMs: e.LINK_PREVIEW_TIMEOUT_MS,
      maxBytes: e.LINK_PREVIEW_MAX_BYTES,
      testAllowHosts: e.LINK_PREVIEW_TEST_ALLOW_HOSTS,
    },
  };
}
