import type { FastifyInstance } from 'fastify';

import { createAuditModule } from '../modules/audit/index';
import { createHealthModule } from '../modules/health/index';
import { createMailModule } from '../modules/mail/index';
import { createMediaModule } from '../modules/media/index';
import { createMetrics, createMetricsModule } from '../modules/metrics/index';
import { createNotificationsModule } from '../modules/notifications/index';
import { createSessionsModule } from '../modules/sessions/index';
import { createSettingsModule } from '../modules/settings/index';
import { createThrottleModule } from '../modules/throttle/index';
import { createTwoFactorModule } from '../modules/two-factor/index';
import { authPlugin } from '../plugins/auth';

import type { AppDeps } from './app-deps';
import type { Foundation } from './foundation';

/**
 * The modules every domain builds on: throttling, sessions (and the auth plugin that reads
 * them), site settings, the audit trail, two-factor codes, media, the mail outbox, notices,
 * metrics and health. The auth plugin and the audit hooks are registered here, before any
 * module's routes, so that they see every request.
 */
export async function createPlatformModules(
  app: FastifyInstance,
  { database }: Pick<AppDeps, 'database'>,
  { config, data, log, bus, storage, mailer, mailSite, valueCipher }: Foundation,
) {
  const throttle = createThrottleModule({ data, log });
  const sessions = createSessionsModule({ data });
  await app.register(authPlugin, { sessions: sessions.api, publicUrl: config.publicUrl });
  const settings = createSettingsModule({ data });
  // Every request gets an audit trail; staff writes and noted events are written as it ends.
  const audit = createAuditModule({ data });
  await app.register(audit.hooks, { audit: audit.api });
  const twoFactor = createTwoFactorModule({
    data,
    throttle: throttle.api,
    issuer: config.associationName,
    cipher: valueCipher,
  });
  const media = createMediaModule({ storage });
  const metrics = createMetrics();
  const mail = createMailModule({
    data,
    mailer,
    log,
    onFailure: (final) => metrics.mailFailures.inc({ final: String(final) }),
  });
  const notifications = createNotificationsModule({
    data,
    bus,
    mail: mail.api,
    site: mailSite,
    log,
  });
  return {
    throttle,
    sessions,
    settings,
    audit,
    twoFactor,
    media,
    mail,
    notifications,
    metrics: createMetricsModule({
      metrics,
      data,
      token: config.metricsToken,
      poolStats: database.poolStats,
    }),
    health: createHealthModule({ database }),
  };
}

export type PlatformModules = Awaited<ReturnType<typeof createPlatformModules>>;
