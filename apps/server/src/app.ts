import { randomUUID } from 'node:crypto';
import path from 'node:path';

import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { createDataAccess } from './db/unit-of-work';
import { registerModules, type AppModule } from './lib/app-module';
import { createClock, type Clock } from './lib/clock';
import { createPageRenderer } from './lib/page-renderer';
import type { DataKeys } from './lib/personal-data/data-keys';
import { createIcCipher } from './lib/personal-data/ic-cipher';
import { runWithRequestId } from './lib/request-context';
import { createResponseCache, type ResponseCache } from './lib/response-cache';
import { createAdminsModule } from './modules/admins/index';
import { createAttentionModule } from './modules/attention/index';
import { createAuditModule } from './modules/audit/index';
import { createCalendarModule } from './modules/calendar/index';
import { createDirectoryModule } from './modules/directory/index';
import { createEnquiriesModule } from './modules/enquiries/index';
import { createFeaturedVideoModule } from './modules/featured-video/index';
import { createHealthModule } from './modules/health/index';
import { createLinkPreviewModule, type Resolver } from './modules/link-preview/index';
import { createMailer, createMailModule, type Mailer } from './modules/mail/index';
import {
  createLocalDiskStorage,
  createMediaModule,
  type MediaStorage,
} from './modules/media/index';
import { createMembershipModule } from './modules/membership/index';
import { createMessagesModule } from './modules/messages/index';
import { createMetrics, createMetricsModule } from './modules/metrics/index';
import { createMilestonesModule } from './modules/milestones/index';
import { createNewsModule } from './modules/news/index';
import { createNotificationsModule } from './modules/notifications/index';
import { createOrganisationModule } from './modules/organisation/index';
import { createOrganizersModule } from './modules/organizers/index';
import { createPlayersModule } from './modules/players/index';
import { createPortalModule, type PortalClient } from './modules/portal/index';
import { createPostsModule } from './modules/posts/index';
import { createPrivacyModule } from './modules/privacy/index';
import { createProgramsModule } from './modules/programs/index';
import { createRetentionModule } from './modules/retention/index';
import { createSeoModule, GENERATED_FILES } from './modules/seo/index';
import { createSessionsModule } from './modules/sessions/index';
import { createSettingsModule } from './modules/settings/index';
import { createTestClockModule } from './modules/test-clock/index';
import { createThrottleModule } from './modules/throttle/index';
import { createTournamentsModule } from './modules/tournaments/index';
import { createTwoFactorModule } from './modules/two-factor/index';
import { apiDocsRoute, registerApiDocs } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { originCheckPlugin } from './plugins/origin-check';
import { enforceRouteAccess, type RegisteredRoute, type RouteAccess } from './plugins/route-access';
import { securityPlugin } from './plugins/security';
import { staticFilesPlugin } from './plugins/static-files';
import { createRepositories } from './repositories';

export interface AppDeps {
  config: AppConfig;
  /** The keys protecting IC numbers at rest (config's, or development keys: server.ts). */
  dataKeys: DataKeys;
  database: DatabaseHandle;
  mailer?: Mailer;
  storage?: MediaStorage;
  portal?: PortalClient;
  /** Access policies of test-only routes (added with buildTestApp's `extend`). */
  extraRouteAccess?: Record<string, RouteAccess>;
  /** DNS for link previews (tests answer private addresses for public-looking names). */
  resolveHost?: Resolver;
  logger?: FastifyServerOptions['logger'];
  /** The clock the server's own rules run on (tests move it forward). */
  clock?: Clock;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** Composition root: plugins → modules → error and not-found handlers. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // Every route's access policy comes from plugins/route-access.ts; its guard is attached there.
  const routeTable = enforceRouteAccess(app, deps.extraRouteAccess);
  app.decorate('routeTable', routeTable);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerApiDocs(app, { title: config.associationName });
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    runWithRequestId(req.id, done);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
  });
  await app.register(cookie);
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(originCheckPlugin, {
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
  });
  await app.register(websocket, { options: { maxPayload: 4096 } });

  // What every module is built from: repositories behind a unit of work, the cross-process
  // event bus and the cache of public lists it keeps coherent.
  const log = app.log;
  const data = createDataAccess(database.db, createRepositories);
  const icCipher = createIcCipher(deps.dataKeys);
  const bus = database.createEventBus((err) => log.warn({ err }, 'event bus error'));
  const cache = createResponseCache({ bus, log });
  app.decorate('responseCache', cache);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: path.join(config.dataDir, 'mail'),
    });

  // The modules, in the order they depend on each other.
  const throttle = createThrottleModule({ data, log });
  const sessions = createSessionsModule({ data });
  await app.register(authPlugin, { sessions: sessions.api, publicUrl: config.publicUrl });
  const settings = createSettingsModule({ data });
  const twoFactorForAllStaff = async () => (await settings.api.get()).requireTwoFactorForAllStaff;
  // Every request gets an audit trail; staff writes and noted events are written as it ends.
  const audit = createAuditModule({ data });
  await app.register(audit.hooks, { audit: audit.api });
  const twoFactor = createTwoFactorModule({
    data,
    throttle: throttle.api,
    issuer: config.associationName,
  });
  const storage = deps.storage ?? createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const media = createMediaModule({ storage });
  const metrics = createMetrics();
  const mail = createMailModule({
    data,
    mailer,
    log,
    onFailure: (final) => metrics.mailFailures.inc({ final: String(final) }),
  });
  const mailSite = {
    associationName: config.associationName,
    associationNameMs: config.associationNameMs,
    siteUrl: config.siteUrl,
  };
  const notifications = createNotificationsModule({
    data,
    bus,
    mail: mail.api,
    site: mailSite,
    log,
  });
  const players = createPlayersModule({
    data,
    sessions: sessions.api,
    throttle: throttle.api,
    twoFactor: twoFactor.api,
    media: media.api,
    mail: mail.api,
    invalidate: cache.invalidate,
    sessionTtlMs: config.playerSessionTtlMs,
    siteUrl: config.siteUrl,
    publicUrl: config.publicUrl,
    associationName: config.associationName,
    associationNameMs: config.associationNameMs,
    membershipGraceDays: async () => (await settings.api.get()).membershipGraceDays,
    policyVersion: async () => (await settings.api.get()).policyVersion,
    icCipher,
    limits: {
      login: config.loginLimits,
      registrationsPerIpPerHour: config.registrationsPerIpPerHour,
      resetRequestsPerEmailPerHour: config.resetRequestsPerEmailPerHour,
      identityChecks: config.identityChecks,
    },
    // Bursts of refused lookups are security events staff see in the audit log.
    reportBurst: (event) => {
      log.warn(event, 'identity lookups throttled');
      audit.api
        .record([{ actorKind: 'anonymous', action: event.action, ip: event.ip }])
        .catch((err: unknown) => log.error({ err }, 'audit entry not written'));
    },
  });
  const membership = createMembershipModule({
    data,
    settings: settings.api,
    media: media.api,
    throttle: throttle.api,
    mail: mail.api,
    log,
    bus,
    siteUrl: config.siteUrl,
    associationName: config.associationName,
    associationNameMs: config.associationNameMs,
    verifyPerMinute: config.cardChecksPerMinute,
    remindersIntervalMs: config.membershipRemindersIntervalMs,
    players: players.api,
    notify: notifications.api.notify,
  });
  const news = createNewsModule({
    data,
    media: media.api,
    cache,
    associationName: config.associationName,
  });
  const portal = createPortalModule({
    data,
    log,
    baseUrl: config.portalUrl,
    apiKey: config.portalApiKey,
    ...(deps.portal ? { client: deps.portal } : {}),
  });
  const organizers = createOrganizersModule({ data, bus, cache, log });
  const linkPreview = createLinkPreviewModule({
    throttle: throttle.api,
    perPlayerPerMinute: config.linkPreview.perPlayerPerMinute,
    timeoutMs: config.linkPreview.timeoutMs,
    maxBytes: config.linkPreview.maxBytes,
    testAllowHosts: config.linkPreview.testAllowHosts,
    resolve: deps.resolveHost,
  });
  const clock = deps.clock ?? createClock();
  const privacy = createPrivacyModule({
    data,
    players: players.api,
    twoFactor: twoFactor.api,
    sessions: sessions.api,
    now: clock.now,
    deletionsIntervalMs: 60 * 60_000,
    media: media.api,
    mail: mail.api,
    icCipher,
    log,
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    associationName: config.associationName,
    associationNameMs: config.associationNameMs,
    exportsIntervalMs: 30_000,
    dpoEmail: config.dpoEmail,
    invalidate: cache.invalidate,
    policyVersion: async () => (await settings.api.get()).policyVersion,
  });
  const programs = createProgramsModule({
    data,
    cache,
    now: clock.now,
    settings: async () => {
      const site = await settings.api.get();
      return { graceDays: site.membershipGraceDays, claimWindowHours: site.waitlistClaimHours };
    },
    mail: mail.api,
    site: mailSite,
    log,
    settleIntervalMs: 60_000,
    notify: notifications.api.notify,
  });
  const modules: AppModule<unknown>[] = [
    // First: its timing hook sees every route.
    createMetricsModule({
      metrics,
      data,
      token: config.metricsToken,
      poolStats: database.poolStats,
    }),
    createHealthModule({ database }),
    throttle,
    sessions,
    media,
    mail,
    settings,
    audit,
    twoFactor,
    createAdminsModule({
      data,
      sessions: sessions.api,
      throttle: throttle.api,
      twoFactor: twoFactor.api,
      mail: mail.api,
      twoFactorForAllStaff,
      sessionTtlMs: config.adminSessionTtlMs,
      loginLimits: config.loginLimits,
      publicUrl: config.publicUrl,
      siteUrl: config.siteUrl,
      associationName: config.associationName,
      associationNameMs: config.associationNameMs,
    }),
    players,
    membership,
    createMessagesModule({ data, notifications: notifications.api }),
    notifications,
    news,
    createFeaturedVideoModule({ data, cache }),
    createMilestonesModule({ data, media: media.api, cache }),
    createOrganisationModule({ data, media: media.api, cache }),
    programs,
    portal,
    organizers,
    createTournamentsModule({
      data,
      portal: portal.api,
      organizers: organizers.api,
      cache,
      log,
      portalApiKey: config.portalApiKey,
      webhookSecret: config.portalWebhookSecret,
      allowLegacyWebhookSignature: config.portalWebhookLegacySignature,
      syncIntervalMs: config.portalSyncIntervalMs,
    }),
    createDirectoryModule({ data, media: media.api, now: clock.now }),
    createAttentionModule({ data }),
    createEnquiriesModule({
      data,
      throttle: throttle.api,
      mail: mail.api,
      site: mailSite,
      ticketKey: deps.dataKeys.hash,
      now: clock.now,
    }),
    createCalendarModule({
      data,
      cache,
      now: clock.now,
      siteUrl: config.siteUrl,
      associationName: config.associationName,
    }),
    createPostsModule({
      data,
      media: media.api,
      throttle: throttle.api,
      players: players.api,
      cache,
      postsPerMinute: config.postsPerPlayerPerMinute,
      linkImages: linkPreview.api,
      assertMembershipAllowsPosting: membership.api.assertNotSuspended,
      notify: notifications.api.notify,
      now: clock.now,
    }),
    linkPreview,
    privacy,
    createRetentionModule({
      data,
      log,
      removeAccount: (playerId) => players.api.remove(playerId, { keepContent: false }),
      intervalMs: 60 * 60_000,
      auditDays: {
        get: async () => (await settings.api.get()).auditRetentionDays,
        async set(days, adminId) {
          await settings.api.update(adminId, { auditRetentionDays: days });
        },
      },
    }),
    createSeoModule({ siteUrl: config.siteUrl }),
  ];
  if (config.testClockToken) {
    log.warn('TEST_CLOCK_TOKEN is set: the server clock can be moved forward (browser tests only)');
    modules.push(
      createTestClockModule({
        clock,
        token: config.testClockToken,
        afterAdvance: async () => {
          privacy.api.runDueDeletions();
          await programs.api.settleDue();
        },
      }),
    );
  }
  await registerModules(app, modules);
  await app.register(apiDocsRoute);
  // After the modules' own close hooks, which stop their workers.
  app.addHook('onClose', async () => {
    cache.close();
    await bus.close();
    mailer.close();
  });

  // Last: the built web app, its server-rendered pages and uploaded media.
  const pages = createPageRenderer({
    app,
    entryPath: path.join(config.webDistDir, '..', 'dist-ssr', 'entry-server.js'),
    cache,
  });
  await app.register(staticFilesPlugin, {
    webDistDir: config.webDistDir,
    renderPage: pages.render,
    isUnknownPage: pages.isNotFound,
    generatedFiles: GENERATED_FILES,
    uploads: storage,
    pageMeta: (pathname) => news.api.pageMeta(pathname, config.siteUrl),
    siteUrl: config.siteUrl,
    isDemo: config.seedDemo,
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
    /** Cached public lists (benchmarks and tests clear it; services invalidate through it). */
    responseCache: ResponseCache;
  }
}
