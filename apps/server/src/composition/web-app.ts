import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../config/env';
import { createPageRenderer } from '../lib/page-renderer';
import type { ResponseCache } from '../lib/response-cache';
import type { MediaStorage } from '../modules/media/index';
import { GENERATED_FILES } from '../modules/seo/index';
import { staticFilesPlugin, type StaticFilesOptions } from '../plugins/static-files';

/**
 * Registered last: the built web app, its server-rendered pages and uploaded media, and the
 * not-found handler (JSON for the API, the app's page for the rest).
 */
export async function registerWebApp(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    cache: ResponseCache;
    storage: MediaStorage;
    pageMeta: StaticFilesOptions['pageMeta'];
  },
): Promise<void> {
  const { config } = deps;
  const pages = createPageRenderer({
    app,
    entryPath: path.join(config.webDistDir, '..', 'dist-ssr', 'entry-server.js'),
    cache: deps.cache,
  });
  await app.register(staticFilesPlugin, {
    webDistDir: config.webDistDir,
    renderPage: pages.render,
    isUnknownPage: pages.isNotFound,
    generatedFiles: GENERATED_FILES,
    uploads: deps.storage,
    pageMeta: deps.pageMeta,
    siteHead: pages.siteHead,
    siteUrl: config.siteUrl,
    isDemo: config.seedDemo,
  });
}
