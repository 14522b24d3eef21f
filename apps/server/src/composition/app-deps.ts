import type { FastifyServerOptions } from 'fastify';

import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import type { DataKeys } from '../lib/personal-data/data-keys';
import type { Resolver } from '../modules/link-preview/index';
import type { Mailer } from '../modules/mail/index';
import type { MediaStorage } from '../modules/media/index';
import type { PortalClient } from '../modules/portal/index';
import type { RouteAccess } from '../plugins/route-access';

/** What `buildApp` is given: configuration, the database, and what tests replace. */
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
