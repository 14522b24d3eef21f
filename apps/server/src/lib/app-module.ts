import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

import type { PollingWorker } from './polling-worker';

/**
 * One server domain, as the composition root sees it (ADR 008). `modules/<domain>/<domain>.module.ts`
 * exports a `create<Domain>Module(deps)` that receives everything the domain needs as explicit,
 * typed dependencies, builds its services, and returns:
 * - `plugin`: a Fastify plugin that registers the domain's routes, each at its full URL (no
 *   `prefix`: `git grep` on a URL finds its handler);
 * - `api`: what later modules may use (services or ports), nothing else;
 * - `workers`: background loops the app starts once ready and stops on close.
 * `app.ts` creates the modules in order and registers each plugin; there is no service locator.
 */
export interface AppModule<Api = undefined> {
  readonly name: string;
  readonly plugin?: FastifyPluginAsync;
  readonly api: Api;
  readonly workers?: readonly PollingWorker[];
}

/**
 * Registers each module's plugin in the order given, starts every module's workers once the app
 * is ready and stops them (waiting for work under way) when it closes. Each route keeps the
 * name of the module that registered it (`config.module`: its tag in the API document).
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly AppModule<unknown>[],
): Promise<void> {
  let registering: string | undefined;
  app.addHook('onRoute', (route) => {
    if (registering !== undefined && route.config?.module === undefined)
      route.config = { ...route.config, module: registering };
  });
  for (const module of modules) {
    registering = module.name;
    if (module.plugin) await app.register(module.plugin);
  }
  registering = undefined;
  const workers = modules.flatMap((module) => module.workers ?? []);
  app.addHook('onReady', async () => {
    for (const worker of workers) worker.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
  });
}
