import { RETENTION_RUN_EVERY_HOURS } from '@app/shared/privacy';

import { createAdminsModule } from '../modules/admins/index';
import { createMembershipModule } from '../modules/membership/index';
import { createMessagesModule } from '../modules/messages/index';
import { createPaymentsModule } from '../modules/payments/index';
import { createPlayersModule, type ReportBurst } from '../modules/players/index';
import { createPrivacyModule } from '../modules/privacy/index';
import { createRetentionModule } from '../modules/retention/index';

import type { Foundation } from './foundation';
import type { PlatformModules } from './platform-modules';

/**
 * People and their data: players' accounts, membership, staff accounts, the inbox, personal
 * data rights (export, correction, deletion) and retention.
 */
export function createPeopleModules(
  { config, data, log, bus, cache, clock, icCipher, fileCipher }: Foundation,
  { settings, throttle, sessions, twoFactor, media, mail, audit, notifications }: PlatformModules,
) {
  // Bursts of refused identity lookups are security events staff see in the audit log.
  const reportBurst: ReportBurst = (event) => {
    log.warn(event, 'identity lookups throttled');
    audit.api
      .record([
        event.playerId
          ? { actorKind: 'player', actorId: event.playerId, action: event.action, ip: event.ip }
          : { actorKind: 'anonymous', action: event.action, ip: event.ip },
      ])
      .catch((err: unknown) => log.error({ err }, 'audit entry not written'));
  };
  const players = createPlayersModule({
    data,
    sessions: sessions.api,
    throttle: throttle.api,
    twoFactor: twoFactor.api,
    media: media.api,
    mail: mail.api,
    invalidate: cache.invalidate,
    sessionTtlMs: config.playerSessionTtlMs,
    siteUrl: config.siteUrl,
    publicUrl: config.publicUrl,
    associationName: config.associationName,
    associationNameMs: config.associationNameMs,
    membershipGraceDays: async () => (await settings.api.get()).membershipGraceDays,
    policyVersion: async () => (await settings.api.get()).policyVersion,
    icCipher,
    limits: {
      login: config.loginLimits,
      registrationsPerIpPerHour: config.registrationsPerIpPerHour,
      resetRequestsPerEmailPerHour: config.resetRequestsPerEmailPerHour,
      identityChecks: config.identityChecks,
    },
    reportBurst,
  });
  const payments = createPaymentsModule({
    data,
    config,
    site: {
      siteUrl: config.siteUrl,
      associationName: config.associationName,
      associationNameMs: config.associationNameMs,
    },
    log,
    kickMail: mail.api.kick,
    now: clock.now,
    reconcileIntervalMs: 60_000,
  });
  const membership = createMembershipModule({
    data,
    settings: settings.api,
    media: media.api,
    throttle: throttle.api,
    mail: mail.api,
    log,
    bus,
    siteUrl: config.siteUrl,
    associationName: config.associationName,
    associationNameMs: config.associationNameMs,
    verifyPerMinute: config.cardChecksPerMinute,
    remindersIntervalMs: config.membershipRemindersIntervalMs,
    players: players.api,
    notify: notifications.api.notify,
    payments: payments.api,
    // One clock for the whole server: receipts, terms and this month's figures agree.
    now: clock.now,
  });
  const privacy = createPrivacyModule({
    data,
    players: players.api,
    twoFactor: twoFactor.api,
    sessions: sessions.api,
    now: clock.now,
    deletionsIntervalMs: 60 * 60_000,
    media: media.api,
    mail: mail.api,
    icCipher,
    fileCipher,
    log,
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    associationName: config.associationName,
    associationNameMs: config.associationNameMs,
    exportsIntervalMs: 30_000,
    dpoEmail: config.dpoEmail,
    invalidate: cache.invalidate,
    policyVersion: async () => (await settings.api.get()).policyVersion,
    throttle: throttle.api,
    identityChecks: config.identityChecks,
    reportBurst,
  });
  const admins = createAdminsModule({
    data,
    sessions: sessions.api,
    throttle: throttle.api,
    twoFactor: twoFactor.api,
    mail: mail.api,
    twoFactorForAllStaff: async () => (await settings.api.get()).requireTwoFactorForAllStaff,
    sessionTtlMs: config.adminSessionTtlMs,
    loginLimits: config.loginLimits,
    publicUrl: config.publicUrl,
    siteUrl: config.siteUrl,
    associationName: config.associationName,
    associationNameMs: config.associationNameMs,
  });
  const messages = createMessagesModule({ data, notifications: notifications.api });
  const retention = createRetentionModule({
    data,
    log,
    removeAccount: (playerId) => players.api.remove(playerId, { keepContent: false }),
    intervalMs: RETENTION_RUN_EVERY_HOURS * 3_600_000,
    auditDays: {
      get: async () => (await settings.api.get()).auditRetentionDays,
      async set(days, adminId) {
        await settings.api.update(adminId, { auditRetentionDays: days });
      },
    },
  });
  return { players, payments, membership, privacy, admins, messages, retention };
}

export type PeopleModules = ReturnType<typeof createPeopleModules>;
