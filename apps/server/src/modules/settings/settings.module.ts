import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';

import { settingsRoutes } from './settings.routes';
import {
  createSettingsService,
  type SettingsRepos,
  type SettingsService,
} from './settings.service';

/** Site-wide security settings under /api/admin/settings (super admins). */
export function createSettingsModule(deps: {
  data: DataAccess<SettingsRepos>;
}): AppModule<SettingsService> {
  const settings = createSettingsService(deps);
  return {
    name: 'settings',
    api: settings,
    plugin: async (app) => {
      await app.register(settingsRoutes, { settings });
    },
  };
}
