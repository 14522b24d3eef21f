import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';

import {
  createSessionsService,
  type SessionsRepos,
  type SessionsService,
} from './sessions.service';

/**
 * Sessions of admins and players (the auth plugin resolves them). Ended ones are removed by the
 * retention module's "ended sessions" rule.
 */
export function createSessionsModule(deps: {
  data: DataAccess<SessionsRepos>;
}): AppModule<SessionsService> {
  const service = createSessionsService(deps);
  return { name: 'sessions', api: service };
}
