import type { AppModule } from '../../lib/app-module';

import { enquiriesRoutes } from './enquiries.routes';
import { createEnquiriesService, type EnquiriesDeps } from './enquiries.service';

/** "Contact us" enquiries and the staff inbox that answers them. */
export function createEnquiriesModule(deps: EnquiriesDeps): AppModule {
  const service = createEnquiriesService(deps);
  return {
    name: 'enquiries',
    api: undefined,
    plugin: async (app) => {
      await app.register(enquiriesRoutes, { service });
    },
  };
}
