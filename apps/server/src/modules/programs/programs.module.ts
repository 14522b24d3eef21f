import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import type { MailSite } from '../../lib/mail-language';
import { createPollingWorker } from '../../lib/polling-worker';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { Notify } from '../notifications/index';
import type { PaymentsApi } from '../payments/index';

import { enrollmentsRoutes } from './enrollments.routes';
import type { EnrolmentDeps, EnrolmentRepos } from './enrolment-change';
import { createEnrolmentService } from './enrolment.service';
import type { ProgramRefundPort } from './paid-places';
import { programsRoutes } from './programs.routes';
import { createProgramsService, type ProgramsRepos } from './programs.service';

/** Old clients call courses and clinics at both prefixes (api-compat.md). */
const PREFIXES = ['/api', '/api/api'];

export interface ProgramsApi {
  /** Ends lapsed offers and partner requests now and offers the freed places (the test clock). */
  settleDue(): Promise<number>;
}

/** Courses and clinics (same rules), and players' enrolments, pairs and waitlists. */
export function createProgramsModule(deps: {
  data: DataAccess<ProgramsRepos & EnrolmentRepos>;
  cache: ResponseCache;
  now: () => Date;
  settings: EnrolmentDeps['settings'];
  mail: { kick(): void };
  site: MailSite;
  log: FastifyBaseLogger;
  /** How often lapsed offers are looked for (0: never, tests call settleDue). */
  settleIntervalMs: number;
  notify?: Notify;
  /** Online payment (courses and clinics with a fee; issue 32). */
  payments?: PaymentsApi;
  /** Refunds of withdrawals from places paid online, once the composition wires them. */
  refunds?: ProgramRefundPort;
}): AppModule<ProgramsApi> {
  const service = createProgramsService({
    ...deps,
    invalidate: deps.cache.invalidate,
    onlineMethods: () => deps.payments?.payments.methods() ?? [],
  });
  const enrolment = createEnrolmentService({ ...deps, invalidate: deps.cache.invalidate });
  const worker = createPollingWorker({
    name: 'waitlist offers',
    intervalMs: deps.settleIntervalMs,
    log: deps.log,
    processBatch: () => enrolment.settleDue(),
  });
  return {
    name: 'programs',
    api: { settleDue: enrolment.settleDue },
    workers: deps.settleIntervalMs > 0 ? [worker] : [],
    plugin: async (app) => {
      for (const prefix of PREFIXES) {
        for (const kind of ['course', 'clinic'] as const) {
          await app.register(programsRoutes, {
            prefix: `${prefix}/${kind}s`,
            service,
            enrolment,
            kind,
            cache: deps.cache,
          });
        }
      }
      await app.register(enrollmentsRoutes, { prefix: '/api/players', service, enrolment });
    },
  };
}
