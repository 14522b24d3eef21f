import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import type { EventBus } from '../../lib/event-bus';
import type { MailSite } from '../../lib/mail-language';
import type { DataAccess } from '../../lib/unit-of-work';

import { notificationsRoutes } from './notifications.routes';
import {
  createNotificationsService,
  type NotificationsRepos,
  type Notify,
} from './notifications.service';

export interface NotificationsApi {
  notify: Notify;
  notifyAllActive(type: 'message', data: Record<string, string>): Promise<void>;
}

/** The bell: notices for players, their settings, and the live unread count (any process). */
export function createNotificationsModule(deps: {
  data: DataAccess<NotificationsRepos>;
  bus: EventBus;
  mail: { kick(): void };
  site: MailSite;
  log: FastifyBaseLogger;
}): AppModule<NotificationsApi> {
  const service = createNotificationsService(deps);
  return {
    name: 'notifications',
    api: { notify: service.notify, notifyAllActive: service.notifyAllActive },
    plugin: async (app) => {
      await app.register(notificationsRoutes, { service });
    },
  };
}
