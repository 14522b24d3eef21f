import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { TransactionRunner } from '../db/transaction';
import type { ResponseCache } from '../lib/response-cache';
import type { EventBus } from '../modules/events/event-bus';
import type { MailOutbox } from '../modules/mail/mail-outbox.service';
import type { MediaService } from '../modules/media/media.service';
import type { SessionsService } from '../modules/sessions/sessions.service';
import type { ThrottleService } from '../modules/throttle/throttle.service';

/** What every domain's wiring receives from the composition root. */
export interface WiringDeps {
  app: FastifyInstance;
  config: AppConfig;
  db: Database;
  inTransaction: TransactionRunner;
  media: MediaService;
  throttle: ThrottleService;
  sessions: SessionsService;
  outbox: MailOutbox;
  bus: EventBus;
  cache: ResponseCache;
}
