import type { DbExecutor } from './db/client';
import { createAdminsRepository, createInvitationsRepository } from './modules/admins/index';
import { createAuditRepository } from './modules/audit/index';
import { createCalendarFeedsRepository, createCalendarRepository } from './modules/calendar/index';
import { createCompetitionRepository } from './modules/competition/index';
import { createDirectoryRepository } from './modules/directory/index';
import { createEnquiriesRepository } from './modules/enquiries/index';
import { createEntriesRepository } from './modules/entries/index';
import { createFeaturedVideoRepository } from './modules/featured-video/index';
import { createMailOutboxRepository } from './modules/mail/index';
import {
  createMembershipsRepository,
  createMembershipTypesRepository,
  createRemindersRepository,
  createRenewalsRepository,
} from './modules/membership/index';
import { createMessagesRepository } from './modules/messages/index';
import { createMetricsRepository } from './modules/metrics/index';
import { createMilestonesRepository } from './modules/milestones/index';
import { createNewsRepository } from './modules/news/index';
import { createNotificationsRepository } from './modules/notifications/index';
import {
  createAffiliatesRepository,
  createOfficeBearersRepository,
} from './modules/organisation/index';
import { createOrganizersRepository } from './modules/organizers/index';
import {
  createCreditNotesRepository,
  createFinanceRepository,
  createOrdersRepository,
  createPaymentEventsRepository,
  createPaymentMethodsRepository,
  createPaymentsRepository,
} from './modules/payments/index';
import { createIcVaultRepository, createPlayersRepository } from './modules/players/index';
import { createPortalOutboxRepository } from './modules/portal/index';
import {
  createPostingBlocksRepository,
  createPostsRepository,
  createRelationsRepository,
  createReportsRepository,
} from './modules/posts/index';
import {
  createAccountDeletionsRepository,
  createConsentsRepository,
  createCorrectionsRepository,
  createDataExportsRepository,
  createPersonalDataRepository,
} from './modules/privacy/index';
import { createEnrolmentRepository, createProgramsRepository } from './modules/programs/index';
import {
  createPlayerResultsRepository,
  createPublicResultsRepository,
  createRankingRulesRepository,
  createRankingsRepository,
  createResultsRepository,
} from './modules/rankings/index';
import { createRetentionRepository } from './modules/retention/index';
import { createSessionsRepository } from './modules/sessions/index';
import { createSettingsRepository } from './modules/settings/index';
import { createThrottleRepository } from './modules/throttle/index';
import {
  createTournamentsRepository,
  createWebhookDeliveriesRepository,
} from './modules/tournaments/index';
import { createTwoFactorRepository } from './modules/two-factor/index';

/**
 * Every module's repository, bound to one executor (the pool, or a transaction). The unit of
 * work binds this set per transaction, so a service's transaction can span the repositories it
 * declares, whichever module they belong to, without importing that module (ADR 008).
 * A new module adds its repository here.
 */
export function createRepositories(executor: DbExecutor) {
  return {
    accountDeletions: createAccountDeletionsRepository(executor),
    admins: createAdminsRepository(executor),
    audit: createAuditRepository(executor),
    calendar: createCalendarRepository(executor),
    calendarFeeds: createCalendarFeedsRepository(executor),
    competition: createCompetitionRepository(executor),
    consents: createConsentsRepository(executor),
    creditNotes: createCreditNotesRepository(executor),
    enquiries: createEnquiriesRepository(executor),
    metrics: createMetricsRepository(executor),
    corrections: createCorrectionsRepository(executor),
    dataExports: createDataExportsRepository(executor),
    directory: createDirectoryRepository(executor),
    enrolment: createEnrolmentRepository(executor),
    entries: createEntriesRepository(executor),
    featuredVideo: createFeaturedVideoRepository(executor),
    invitations: createInvitationsRepository(executor),
    mailOutbox: createMailOutboxRepository(executor),
    notifications: createNotificationsRepository(executor),
    memberships: createMembershipsRepository(executor),
    membershipTypes: createMembershipTypesRepository(executor),
    messages: createMessagesRepository(executor),
    payments: createPaymentsRepository(executor),
    orders: createOrdersRepository(executor),
    paymentEvents: createPaymentEventsRepository(executor),
    paymentMethods: createPaymentMethodsRepository(executor),
    finance: createFinanceRepository(executor),
    milestones: createMilestonesRepository(executor),
    officeBearers: createOfficeBearersRepository(executor),
    affiliates: createAffiliatesRepository(executor),
    news: createNewsRepository(executor),
    organizers: createOrganizersRepository(executor),
    players: createPlayersRepository(executor),
    icVault: createIcVaultRepository(executor),
    portalOutbox: createPortalOutboxRepository(executor),
    personalData: createPersonalDataRepository(executor),
    postingBlocks: createPostingBlocksRepository(executor),
    relations: createRelationsRepository(executor),
    posts: createPostsRepository(executor),
    programs: createProgramsRepository(executor),
    playerResults: createPlayerResultsRepository(executor),
    publicResults: createPublicResultsRepository(executor),
    rankingRules: createRankingRulesRepository(executor),
    rankings: createRankingsRepository(executor),
    reminders: createRemindersRepository(executor),
    renewals: createRenewalsRepository(executor),
    reports: createReportsRepository(executor),
    results: createResultsRepository(executor),
    retention: createRetentionRepository(executor),
    sessions: createSessionsRepository(executor),
    settings: createSettingsRepository(executor),
    throttle: createThrottleRepository(executor),
    tournaments: createTournamentsRepository(executor),
    twoFactor: createTwoFactorRepository(executor),
    webhookDeliveries: createWebhookDeliveriesRepository(executor),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
