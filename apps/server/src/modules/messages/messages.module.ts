import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';
import type { NotificationsApi } from '../notifications/index';

import { messagesRoutes } from './messages.routes';
import { createMessagesService, type MessagesRepos } from './messages.service';

/** Messages from the association to players: sending, history and each player's inbox. */
export function createMessagesModule(deps: {
  data: DataAccess<MessagesRepos>;
  /** The bell: each message is a notice too. */
  notifications?: Pick<NotificationsApi, 'notify' | 'notifyAllActive'>;
}): AppModule {
  const service = createMessagesService(deps);
  return {
    name: 'messages',
    api: undefined,
    plugin: async (app) => {
      await app.register(messagesRoutes, { service });
    },
  };
}
