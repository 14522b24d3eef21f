import type { FastifyInstance } from 'fastify';

import type { AppDeps } from './composition/app-deps';
import { createFastify, registerPlugins } from './composition/fastify';
import { createFoundation } from './composition/foundation';
import { createModules } from './composition/modules';
import { registerWebApp } from './composition/web-app';
import { registerModules } from './lib/app-module';
import type { ResponseCache } from './lib/response-cache';
import { apiDocsRoute } from './plugins/api-docs';
import { enforceRouteAccess, type RegisteredRoute } from './plugins/route-guards';

export type { AppDeps } from './composition/app-deps';

/**
 * Composition root: plugins → modules → the web app and not-found handler. Its parts live in
 * composition/: the Fastify instance and its plugins, the foundation every module is built
 * from, the modules by area (created in dependency order) and the web app.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createFastify(config, deps.logger);

  // Every route's access policy comes from plugins/route-access.ts; its guard is attached there.
  const routeTable = enforceRouteAccess(app, deps.extraRouteAccess);
  app.decorate('routeTable', routeTable);
  await registerPlugins(app, config);

  const foundation = createFoundation(app.log, deps);
  const { cache, bus, mailer, storage } = foundation;
  app.decorate('responseCache', cache);
  const { modules, news, tournaments } = await createModules(app, deps, foundation);
  await registerModules(app, modules);
  await app.register(apiDocsRoute);
  // After the modules' own close hooks, which stop their workers.
  app.addHook('onClose', async () => {
    cache.close();
    await bus.close();
    mailer.close();
  });

  // Last: the built web app, its server-rendered pages and uploaded media.
  await registerWebApp(app, {
    config,
    cache,
    storage,
    pageMeta: async (pathname, locale) => {
      const site = {
        origin: config.siteUrl,
        locale,
        name: locale === 'ms' ? config.associationNameMs : config.associationName,
      };
      return (await news.pageMeta(pathname, site)) ?? tournaments.pageMeta(pathname, site);
    },
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
