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
import type { ProgramKind } from './programs.repository';
import { programsRoutes, type ProgramUrls } from './programs.routes';
import { createProgramsService, type ProgramsRepos } from './programs.service';

/** Courses and clinics, each also at the doubled /api/api that old clients call (api-compat.md). */
const PROGRAM_URLS: readonly (readonly [ProgramKind, ProgramUrls])[] = [
  [
    'course',
    {
      list: '/api/courses',
      one: '/api/courses/:id',
      participants: '/api/courses/:id/participants',
      payment: '/api/courses/:id/participants/:playerId/payment',
      enrol: '/api/courses/:id/enroll',
      waitlist: '/api/courses/:id/waitlist',
      claim: '/api/courses/:id/waitlist/claim',
      confirm: '/api/courses/:id/partner/confirm',
      decline: '/api/courses/:id/partner/decline',
    },
  ],
  [
    'clinic',
    {
      list: '/api/clinics',
      one: '/api/clinics/:id',
      participants: '/api/clinics/:id/participants',
      payment: '/api/clinics/:id/participants/:playerId/payment',
      enrol: '/api/clinics/:id/enroll',
      waitlist: '/api/clinics/:id/waitlist',
      claim: '/api/clinics/:id/waitlist/claim',
      confirm: '/api/clinics/:id/partner/confirm',
      decline: '/api/clinics/:id/partner/decline',
    },
  ],
  [
    'course',
    {
      list: '/api/api/courses',
      one: '/api/api/courses/:id',
      participants: '/api/api/courses/:id/participants',
      payment: '/api/api/courses/:id/participants/:playerId/payment',
      enrol: '/api/api/courses/:id/enroll',
      waitlist: '/api/api/courses/:id/waitlist',
      claim: '/api/api/courses/:id/waitlist/claim',
      confirm: '/api/api/courses/:id/partner/confirm',
      decline: '/api/api/courses/:id/partner/decline',
    },
  ],
  [
    'clinic',
    {
      list: '/api/api/clinics',
      one: '/api/api/clinics/:id',
      participants: '/api/api/clinics/:id/participants',
      payment: '/api/api/clinics/:id/participants/:playerId/payment',
      enrol: '/api/api/clinics/:id/enroll',
      waitlist: '/api/api/clinics/:id/waitlist',
      claim: '/api/api/clinics/:id/waitlist/claim',
      confirm: '/api/api/clinics/:id/partner/confirm',
      decline: '/api/api/clinics/:id/partner/decline',
    },
  ],
];

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
      for (const [kind, urls] of PROGRAM_URLS)
        await app.register(programsRoutes, { service, enrolment, kind, urls, cache: deps.cache });
      await app.register(enrollmentsRoutes, { service, enrolment });
    },
  };
}
