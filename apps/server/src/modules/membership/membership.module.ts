import type { FastifyBaseLogger } from 'fastify';

import type { MembershipDashboard, MembershipSettings } from '@app/shared/membership';

import type { AppModule } from '../../lib/app-module';
import type { EventBus } from '../../lib/event-bus';
import { createPollingWorker } from '../../lib/polling-worker';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailApi } from '../mail/index';
import type { MediaService } from '../media/index';
import type { Notify } from '../notifications/index';
import type { PaymentsApi, RefundRepos } from '../payments/index';
import type { PlayerDeletionPort } from '../players/index';
import type { SettingsService } from '../settings/index';
import type { ThrottleService } from '../throttle/index';

import { createCancelRefundService } from './cancel-refund.service';
import { createCardService } from './card.service';
import { createMembershipCheckout } from './membership-checkout.service';
import { createMembershipStaffService } from './membership-staff.service';
import { createMembershipTypesService } from './membership-types.service';
import { membershipAdminRoutes } from './membership.admin.routes';
import { membershipCheckoutRoutes } from './membership.checkout.routes';
import { membershipPlayerRoutes } from './membership.player.routes';
import { membershipPublicRoutes } from './membership.public.routes';
import { createMembershipService, type MembershipRepos } from './membership.service';
import { createStaffRecordedPayments } from './payment-provider';
import { createRemindersService, type RemindersRepos } from './reminders.service';
import { createVerifyCache } from './verify-cache';

export interface MembershipApi {
  /** 403 naming the reason while the player's membership is suspended (posting, enrolment). */
  assertNotSuspended(playerId: string): Promise<void>;
  /** This month's figures (the Membership section's counts, and the admin overview's). */
  dashboard(): Promise<MembershipDashboard>;
}

/**
 * Membership: types, terms, payments with receipts, the digital card and its public check,
 * renewal reminders. Routes under /api/players/me (the player), /api/admin (officers) and
 * /api/verify (anyone).
 */
export function createMembershipModule(deps: {
  data: DataAccess<MembershipRepos & RemindersRepos>;
  settings: SettingsService;
  media: MediaService;
  throttle: ThrottleService;
  mail: MailApi;
  log: FastifyBaseLogger;
  bus: EventBus;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
  verifyPerMinute: number;
  remindersIntervalMs: number;
  /** The bell: reminders are notices too. */
  notify?: Notify;
  /** A deleted player's receipts are kept, minimal and detached (issue 16). */
  players: PlayerDeletionPort<MembershipRepos>;
  /** Online payment (joining and renewing through the gateway's checkout). */
  payments: PaymentsApi;
  now?: () => Date;
}): AppModule<MembershipApi> {
  deps.players.onDelete((repos, playerId) => repos.payments.redactForDeletion(playerId));
  const graceDays = async () => (await deps.settings.get()).membershipGraceDays;
  const membership = createMembershipService({
    data: deps.data,
    now: deps.now,
    settings: {
      graceDays,
      paymentInstructions: async () => {
        const all = await deps.settings.get();
        return { en: all.paymentInstructions, ms: all.paymentInstructionsMs };
      },
    },
  });
  const verifyCache = createVerifyCache({ bus: deps.bus });
  const staff = createMembershipStaffService({
    data: deps.data,
    membership,
    provider: createStaffRecordedPayments(),
    onChanged: verifyCache.changed,
    now: deps.now,
  });
  // Cancelling a term paid online refunds it through the gateway in the same transaction (the
  // unit of work binds every repository, the payments module's too).
  const cancelRefund = createCancelRefundService({
    data: deps.data,
    membership,
    refund: (repos, orderId, amountSen, reason, options) =>
      deps.payments.refunds.refundOrder(
        repos as unknown as RefundRepos,
        orderId,
        amountSen,
        reason,
        options,
      ),
    onChanged: verifyCache.changed,
    kickMail: deps.mail.kick,
  });
  const checkout = createMembershipCheckout({
    data: deps.data,
    payments: deps.payments,
    onChanged: verifyCache.changed,
    now: deps.now ?? (() => new Date()),
  });
  const types = createMembershipTypesService({
    data: deps.data,
    onlineMethods: () => deps.payments.payments.methods(),
  });
  const card = createCardService({
    ...deps,
    graceDays,
    verifyCache,
    officialDetails: async () => {
      const { officialName, registrationNumber, officialAddress } = await deps.settings.get();
      return { officialName, registrationNumber, officialAddress };
    },
  });
  const reminders = createRemindersService({ ...deps, graceDays, kickMail: deps.mail.kick });
  const settings = {
    async get(): Promise<MembershipSettings> {
      const all = await deps.settings.get();
      return {
        graceDays: all.membershipGraceDays,
        paymentInstructions: all.paymentInstructions,
        paymentInstructionsMs: all.paymentInstructionsMs,
      };
    },
    async update(adminId: string, input: MembershipSettings) {
      await deps.settings.update(adminId, {
        membershipGraceDays: input.graceDays,
        paymentInstructions: input.paymentInstructions,
        // Left out (an older client): the stored Malay instructions stay.
        ...(input.paymentInstructionsMs !== undefined
          ? { paymentInstructionsMs: input.paymentInstructionsMs }
          : {}),
      });
      await verifyCache.changed();
      return settings.get();
    },
  };
  const worker = createPollingWorker({
    name: 'membership reminders',
    intervalMs: deps.remindersIntervalMs,
    log: deps.log,
    processBatch: (limit) => reminders.sendDue(limit),
  });
  return {
    name: 'membership',
    api: { assertNotSuspended: membership.assertNotSuspended, dashboard: membership.dashboard },
    workers: deps.remindersIntervalMs > 0 ? [worker] : [],
    plugin: async (app) => {
      app.addHook('onClose', async () => verifyCache.close());
      await app.register(membershipPlayerRoutes, { membership, card });
      await app.register(membershipCheckoutRoutes, { checkout });
      await app.register(membershipAdminRoutes, {
        membership,
        staff,
        cancelRefund,
        types,
        card,
        settings,
      });
      await app.register(membershipPublicRoutes, {
        card,
        reminders,
        throttle: deps.throttle,
        verifyPerMinute: deps.verifyPerMinute,
      });
    },
  };
}
