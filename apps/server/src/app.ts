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
import { createPageRenderer } from './lib/page-renderer';
import { createResponseCache, type ResponseCache } from './lib/response-cache';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import type { Resolver } from './modules/link-preview/safe-fetch';
import { createMailOutbox } from './modules/mail/mail-outbox.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createMediaService } from './modules/media/media.service';
import { createLocalDiskStorage, type MediaStorage } from './modules/media/storage';
import { newsPageMeta } from './modules/news/news.meta';
import { type PortalClient } from './modules/portal/portal.client';
import { registerCommunityModule } from './modules/posts/community.module';
import { seoRoutes } from './modules/seo/seo.routes';
import { createSessionsRepository } from './modules/sessions/sessions.repository';
import { createSessionsService } from './modules/sessions/sessions.service';
import { createThrottleRepository } from './modules/throttle/throttle.repository';
import { createThrottleService } from './modules/throttle/throttle.service';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { originCheckPlugin } from './plugins/origin-check';
import { enforceRouteAccess, type RegisteredRoute, type RouteAccess } from './plugins/route-access';
import { securityPlugin } from './plugins/security';
import { staticFilesPlugin } from './plugins/static-files';
import { registerAccounts } from './wiring/accounts.wiring';
import { registerContent } from './wiring/content.wiring';
import { registerTournaments } from './wiring/tournaments.wiring';

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

  // Every route's access policy comes from plugins/route-access.ts; its guard is attached there.
  const routeTable = enforceRouteAccess(app, deps.extraRouteAccess);
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
  const inTransaction = transactionRunner(db);
  const outbox = createMailOutbox({ db, mailer, log: app.log });
  // Cross-process publish/subscribe, and the cache of public lists it keeps coherent.
  const bus = database.createEventBus((err) => app.log.warn({ err }, 'event bus error'));
  const cache = createResponseCache({ bus, log: app.log });
  app.decorate('responseCache', cache);
  const wiring = { app, config, db, inTransaction, media, throttle, sessions, outbox, bus, cache };

  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(healthRoutes, { prefix: '/api', service: createHealthService({ database }) });
  const content = await registerContent(wiring);
  const tournaments = await registerTournaments(wiring, deps.portal);
  const accounts = await registerAccounts(wiring);
  await registerCommunityModule(app, {
    config,
    db,
    inTransaction,
    media,
    throttle,
    players: accounts.playersRepo,
    deletionHooks: accounts.deletionHooks,
    resolveHost: deps.resolveHost,
    cache,
    invalidate: cache.invalidate,
  });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });

  const pages = createPageRenderer({
    app,
    entryPath: path.join(config.webDistDir, '..', 'dist-ssr', 'entry-server.js'),
    cache,
  });
  await app.register(staticFilesPlugin, {
    webDistDir: config.webDistDir,
    renderPage: pages.render,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    pageMeta: (pathname, req) =>
      newsPageMeta(
        content.news,
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
  tournaments.start();
  app.addHook('onClose', async () => {
    clearInterval(maintenance);
    await Promise.all([outbox.stop(), tournaments.stop()]);
    cache.close();
    await bus.close();
    mailer.close();
  });

  return app;
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
