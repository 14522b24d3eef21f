import type { AppModule } from '../../lib/app-module';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';

import { enrollmentsRoutes } from './enrollments.routes';
import { programsRoutes } from './programs.routes';
import { createProgramsService, type ProgramsRepos } from './programs.service';

/** Old clients call courses and clinics at both prefixes (api-compat.md). */
const PREFIXES = ['/api', '/api/api'];

/** Courses and clinics (same rules), and players' enrolments in them. */
export function createProgramsModule(deps: {
  data: DataAccess<ProgramsRepos>;
  cache: ResponseCache;
  /** Refuses a player whose membership is suspended (membership module). */
  assertMayEnrol: (playerId: string) => Promise<void>;
}): AppModule {
  const service = createProgramsService({ ...deps, invalidate: deps.cache.invalidate });
  return {
    name: 'programs',
    api: undefined,
    plugin: async (app) => {
      for (const prefix of PREFIXES) {
        for (const kind of ['course', 'clinic'] as const) {
          await app.register(programsRoutes, {
            prefix: `${prefix}/${kind}s`,
            service,
            kind,
            cache: deps.cache,
          });
        }
      }
      await app.register(enrollmentsRoutes, { prefix: '/api/players', service });
    },
  };
}
