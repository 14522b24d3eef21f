import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';

import { createMailOutboxWorker, type MailOutboxRepos } from './mail-outbox.worker';
import type { Mailer } from './mailer';

/** What other modules use: queue mail with `repos.mailOutbox.insert` in their transaction, then kick. */
export interface MailApi {
  /** Starts a delivery run now (call after the commit that queued mail). */
  kick(): void;
}

export function createMailModule(deps: {
  data: DataAccess<MailOutboxRepos>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  onFailure?: (final: boolean) => void;
}): AppModule<MailApi> {
  const worker = createMailOutboxWorker(deps);
  return { name: 'mail', api: { kick: worker.kick }, workers: [worker] };
}
