import type { AppModule } from '../../lib/app-module';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';

import { calendarRoutes } from './calendar.routes';
import { createCalendarService, type CalendarRepos } from './calendar.service';

/** The public calendar of tournaments, courses and clinics, and its iCalendar feeds. */
export function createCalendarModule(deps: {
  data: DataAccess<CalendarRepos>;
  cache: ResponseCache;
  now: () => Date;
  siteUrl: string;
  associationName: string;
}): AppModule {
  const service = createCalendarService(deps);
  return {
    name: 'calendar',
    api: undefined,
    plugin: async (app) => {
      await app.register(calendarRoutes, { service, cache: deps.cache });
    },
  };
}
