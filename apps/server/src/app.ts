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
import { transactionRunner } from './db/transaction';
import { createResponseCache, type ResponseCache } from './lib/response-cache';
import { createAdminsRepository } from './modules/admins/admins.repository';
import { adminsRoutes } from './modules/admins/admins.routes';
import { createAdminsService } from './modules/admins/admins.service';
import { createFeaturedVideoRepository } from './modules/featured-video/featured-video.repository';
import { featuredVideoRoutes } from './modules/featured-video/featured-video.routes';
import { createFeaturedVideoService } from './modules/featured-video/featured-video.service';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import type { Resolver } from './modules/link-preview/safe-fetch';
import { createMailOutbox } from './modules/mail/mail-outbox.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createMediaService } from './modules/media/media.service';
import { createLocalDiskStorage, type MediaStorage } from './modules/media/storage';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { messagesRoutes } from './modules/messages/messages.routes';
import { createMessagesService } from './modules/messages/messages.service';
import { createMilestonesRepository } from './modules/milestones/milestones.repository';
import { milestonesRoutes } from './modules/milestones/milestones.routes';
import { createMilestonesService } from './modules/milestones/milestones.service';
import { newsPageMeta } from './modules/news/news.meta';
import { createNewsRepository } from './modules/news/news.repository';
import { newsRoutes } from './modules/news/news.routes';
import { createNewsService } from './modules/news/news.service';
import { createOrganizersRepository } from './modules/organizers/organizers.repository';
import { organizersRoutes } from './modules/organizers/organizers.routes';
import { createOrganizersService } from './modules/organizers/organizers.service';
import { createPlayerDeletionHooks } from './modules/players/player-deletion';
import { playersAdminRoutes } from './modules/players/players.admin.routes';
import { createPlayerAuthService } from './modules/players/players.auth.service';
import { createPlayersRepository } from './modules/players/players.repository';
import { playersRoutes } from './modules/players/players.routes';
import { createPlayersService } from './modules/players/players.service';
import { createPortalOutboxWorker } from './modules/portal/portal-outbox.worker';
import { createPortalSyncService } from './modules/portal/portal-sync.service';
import { createPortalClient, type PortalClient } from './modules/portal/portal.client';
import { webhooksRoutes } from './modules/portal/webhooks.routes';
import { registerCommunityModule } from './modules/posts/community.module';
import { enrollmentsRoutes } from './modules/programs/enrollments.routes';
import { createProgramsRepository } from './modules/programs/programs.repository';
import { programsRoutes } from './modules/programs/programs.routes';
import { createProgramsService } from './modules/programs/programs.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { createSessionsRepository } from './modules/sessions/sessions.repository';
import { createSessionsService } from './modules/sessions/sessions.service';
import { createThrottleRepository } from './modules/throttle/throttle.repository';
import { createThrottleService } from './modules/throttle/throttle.service';
import { createTournamentsRepository } from './modules/tournaments/tournaments.repository';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes';
import { createTournamentsService } from './modules/tournaments/tournaments.service';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { originCheckPlugin } from './plugins/origin-check';
import { accessOf, guardFor, type RouteAccess } from './plugins/route-access';
import { securityPlugin } from './plugins/security';
import { staticFilesPlugin } from './plugins/static-files';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  mailer?: Mailer;
  storage?: MediaStorage;
  portal?: PortalClient;
  /** Access policies of test-only routes (added with buildTestApp's `extend`). */
  extraRouteAccess?: Record<string, RouteAccess>;
  /** DNS for link previews (tests answer private addresses for public-looking names). */
  resolveHost?: Resolver;
  logger?: FastifyServerOptions['logger'];
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

  // Every registered route, for the authorization checks that enumerate them.
  // Every route's access policy comes from plugins/route-access.ts; its guard is attached here.
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const access =
        deps.extraRouteAccess?.[`${method === 'HEAD' ? 'GET' : method} ${route.url}`] ??
        accessOf(method, route.url);
      if (!access) {
        throw new Error(
          `No access policy for ${method} ${route.url}: declare it in plugins/route-access.ts`,
        );
      }
      const guard = guardFor(app, access);
      const onRequest = route.onRequest ? [route.onRequest].flat() : [];
      if (guard && !onRequest.includes(guard)) route.onRequest = [guard, ...onRequest];
      routeTable.push({ method, url: route.url, access });
    }
  });
  app.decorate('routeTable', routeTable);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });

  // Infrastructure shared by every module.
  const db = database.db;
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: path.join(config.dataDir, 'mail'),
    });
  const storage = deps.storage ?? createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const media = createMediaService({ storage });
  const throttle = createThrottleService({ repo: createThrottleRepository(db) });
  const sessions = createSessionsService({ repo: createSessionsRepository(db) });
  app.decorate('infra', { db, mailer, media, throttle, sessions, config });

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
  await app.register(authPlugin, { sessions, publicUrl: config.publicUrl });

  // Domain modules.
  const admins = createAdminsService({
    repo: createAdminsRepository(db),
    sessions,
    throttle,
    sessionTtlMs: config.adminSessionTtlMs,
    loginLimits: config.loginLimits,
  });
  const inTransaction = transactionRunner(db);
  const outbox = createMailOutbox({ db, mailer, log: app.log });
  // Cross-process publish/subscribe, and the cache of public lists it keeps coherent.
  const bus = database.createEventBus((err) => app.log.warn({ err }, 'event bus error'));
  const cache = createResponseCache({ bus, log: app.log });
  const invalidate = cache.invalidate;
  app.decorate('responseCache', cache);
  const playersRepo = createPlayersRepository(db);
  const deletionHooks = createPlayerDeletionHooks();
  const messagesService = createMessagesService({
    repo: createMessagesRepository(db),
    players: playersRepo,
  });
  const playerAuth = createPlayerAuthService({
    repo: playersRepo,
    inTransaction,
    sessions,
    throttle,
    media,
    outbox,
    sessionTtlMs: config.playerSessionTtlMs,
    siteUrl: config.siteUrl,
    associationName: config.associationName,
    limits: {
      login: config.loginLimits,
      registrationsPerIpPerHour: config.registrationsPerIpPerHour,
      resetRequestsPerEmailPerHour: config.resetRequestsPerEmailPerHour,
    },
  });
  const playersService = createPlayersService({
    repo: playersRepo,
    inTransaction,
    sessions,
    media,
    deletionHooks,
    invalidate,
  });

  const portal =
    deps.portal ?? createPortalClient({ baseUrl: config.portalUrl, apiKey: config.portalApiKey });
  const tournamentsService = createTournamentsService({
    repo: createTournamentsRepository(db),
    inTransaction,
    portal,
    log: app.log,
    invalidate,
  });
  const organizersService = createOrganizersService({
    repo: createOrganizersRepository(db),
    bus,
    log: app.log,
    invalidate,
  });
  const portalSync = createPortalSyncService({
    portal,
    tournaments: tournamentsService,
    organizers: organizersService,
    log: app.log,
  });
  const portalWorker = createPortalOutboxWorker({ inTransaction, portal, log: app.log });

  const newsService = createNewsService({ repo: createNewsRepository(db), media, invalidate });
  const milestonesService = createMilestonesService({
    repo: createMilestonesRepository(db),
    media,
    inTransaction,
    invalidate,
  });
  const programsService = createProgramsService({
    repo: createProgramsRepository(db),
    inTransaction,
    invalidate,
  });

  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(newsRoutes, { prefix: '/api/news', service: newsService, cache });
  await app.register(featuredVideoRoutes, {
    prefix: '/api/featured-video',
    service: createFeaturedVideoService({ repo: createFeaturedVideoRepository(db), invalidate }),
    cache,
  });
  await app.register(milestonesRoutes, {
    prefix: '/api/milestones',
    service: milestonesService,
    cache,
  });
  for (const prefix of ['/api', '/api/api']) {
    await app.register(programsRoutes, {
      prefix: `${prefix}/courses`,
      service: programsService,
      kind: 'course',
      cache,
    });
    await app.register(programsRoutes, {
      prefix: `${prefix}/clinics`,
      service: programsService,
      kind: 'clinic',
      cache,
    });
  }
  await app.register(enrollmentsRoutes, { prefix: '/api/players', service: programsService });
  await app.register(healthRoutes, { prefix: '/api', service: createHealthService({ database }) });
  await app.register(tournamentsRoutes, {
    prefix: '/api/tournaments',
    service: tournamentsService,
    sync: portalSync,
    worker: portalWorker,
    portalApiKey: config.portalApiKey,
    cache,
  });
  await app.register(organizersRoutes, {
    prefix: '/api/organizers',
    service: organizersService,
    cache,
  });
  await app.register(webhooksRoutes, {
    prefix: '/api/webhooks',
    service: tournamentsService,
    secret: config.portalWebhookSecret,
  });
  await app.register(playersRoutes, {
    prefix: '/api/players',
    auth: playerAuth,
    players: playersService,
    messages: messagesService,
    publicUrl: config.publicUrl,
  });
  await app.register(playersAdminRoutes, {
    prefix: '/api/players',
    players: playersService,
    messages: messagesService,
  });
  await app.register(messagesRoutes, { prefix: '/api/messages', service: messagesService });
  await app.register(adminsRoutes, {
    prefix: '/api/admin',
    service: admins,
    publicUrl: config.publicUrl,
  });
  await registerCommunityModule(app, {
    config,
    db,
    inTransaction,
    media,
    throttle,
    players: playersRepo,
    deletionHooks,
    resolveHost: deps.resolveHost,
    cache,
    invalidate,
  });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });

  await app.register(staticFilesPlugin, {
    webDistDir: config.webDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    pageMeta: (pathname, req) =>
      newsPageMeta(
        newsService,
        pathname,
        config.publicUrl ?? `${req.protocol}://${req.host}`,
        config.associationName,
      ),
  });

  // Housekeeping: prune old rate-limit events and dead sessions every hour.
  const maintenance = setInterval(() => {
    Promise.all([throttle.prune(), sessions.prune()]).catch((err: unknown) =>
      app.log.warn({ err }, 'maintenance failed'),
    );
  }, 3_600_000);
  maintenance.unref();
  outbox.start();
  portalWorker.start();
  portalSync.start(config.portalSyncIntervalMs);
  app.addHook('onClose', async () => {
    clearInterval(maintenance);
    portalSync.stop();
    await Promise.all([outbox.stop(), portalWorker.stop()]);
    cache.close();
    await bus.close();
    mailer.close();
  });

  return app;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
    /** Cached public lists (benchmarks and tests clear it; services invalidate through it). */
    responseCache: ResponseCache;
    infra: {
      db: DatabaseHandle['db'];
      mailer: Mailer;
      media: ReturnType<typeof createMediaService>;
      throttle: ReturnType<typeof createThrottleService>;
      sessions: ReturnType<typeof createSessionsService>;
      config: AppConfig;
    };
  }
}
