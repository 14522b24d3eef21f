import type { FastifyBaseLogger } from 'fastify';

import type { PaymentsConfig } from '../../config/payments-env';
import type { AppModule } from '../../lib/app-module';
import type { MailSite } from '../../lib/mail-language';
import { createPollingWorker } from '../../lib/polling-worker';
import type { DataAccess } from '../../lib/unit-of-work';

import { financeRoutes } from './finance.routes';
import { createFinanceService } from './finance.service';
import type { PaymentGateway } from './gateway';
import { paymentsPlayerRoutes, paymentsPublicRoutes, stripeWebhookRoutes } from './payments.routes';
import { createPaymentsService, type PaymentsService } from './payments.service';
import type { PaymentsRepos } from './payments.types';
import { createPaymentsView } from './payments.view';
import { createPayoutsService } from './payouts.service';
import { createReconciliation } from './reconcile.service';
import { createRefundsService, type RefundRepos, type RefundsService } from './refunds.service';
import { createSettlement } from './settlement.service';
import { createSettlementWorker } from './settlement.worker';
import { createStripeGateway } from './stripe-gateway';
import { createWebhookService } from './webhook.service';

export interface PaymentsApi {
  /** Open, settle and close orders; modules register what they sell. */
  payments: PaymentsService;
  /** Orders as players see them (a module's checkout answer). */
  present: ReturnType<typeof createPaymentsView>['present'];
  /** Asks the gateway about stale open orders now (the test clock's jobs). */
  reconcileNow(): Promise<number>;
  /**
   * Refunds through the gateway with a credit note: `refundOrder(repos | null, orderId,
   * amountSen, reason, { idempotencyKey?, createdBy? })` for self-service withdrawals.
   */
  refunds: Pick<RefundsService, 'refundOrder'>;
}

/**
 * Online payment (issue 32, ADR 025): orders, the gateway's hosted checkout, its webhooks and
 * the reconciliation of open orders. Routes under /api/players/me/payments (the player),
 * /api/payments (options, the webhook).
 */
export function createPaymentsModule(deps: {
  data: DataAccess<PaymentsRepos & RefundRepos>;
  config: PaymentsConfig;
  site: MailSite;
  log: FastifyBaseLogger;
  kickMail: () => void;
  now: () => Date;
  /** Tests may bring their own gateway. */
  gateway?: PaymentGateway | null;
  reconcileIntervalMs: number;
  /** The settlement worker's poll (it is also woken by every event recorded here). */
  settleIntervalMs?: number;
}): AppModule<PaymentsApi> {
  const gateway =
    deps.gateway !== undefined
      ? deps.gateway
      : deps.config.stripe
        ? createStripeGateway(deps.config.stripe)
        : null;
  const payments = createPaymentsService({
    data: deps.data,
    gateway,
    site: deps.site,
    holdMinutes: deps.config.paymentHoldMinutes,
    now: deps.now,
    kickMail: deps.kickMail,
    log: deps.log,
  });
  const view = createPaymentsView({ data: deps.data, payments });
  const refunds = createRefundsService({
    data: deps.data,
    gateway,
    site: deps.site,
    now: deps.now,
    kickMail: deps.kickMail,
    log: deps.log,
  });
  const finance = createFinanceService({ data: deps.data, now: deps.now });
  const payouts = createPayoutsService({ data: deps.data, gateway, now: deps.now });
  // Gateway events are recorded by the webhook and applied in batches by the settlement worker.
  const asRefundRepos = (repos: PaymentsRepos) => repos as PaymentsRepos & RefundRepos;
  let webhooks: ReturnType<typeof createWebhookService> | null = null;
  const settlement = createSettlement({
    data: deps.data,
    payments,
    now: deps.now,
    log: deps.log,
    // The settlement's transaction binds every repository (the unit of work).
    onExternalRefund: (repos, order, event) =>
      refunds.onExternalRefund(asRefundRepos(repos), order, event),
    onRefundUpdated: (repos, order, event) =>
      refunds.onRefundUpdated(asRefundRepos(repos), order, event),
    onSettled: (outcomes) => webhooks?.settled(outcomes),
  });
  const settler = gateway
    ? createSettlementWorker({
        settleBatch: (limit) => settlement.settleBatch(limit),
        intervalMs: deps.settleIntervalMs ?? 5_000,
        batchSize: 200,
        log: deps.log,
      })
    : null;
  webhooks =
    gateway && settler
      ? createWebhookService({
          data: deps.data,
          gateway,
          wake: settler.wake,
          waitMs: deps.config.paymentWebhookWaitMs,
        })
      : null;
  const reconciliation = gateway
    ? createReconciliation({
        data: deps.data,
        gateway,
        payments,
        afterMinutes: deps.config.paymentReconcileAfterMinutes,
        now: deps.now,
      })
    : null;
  const worker = reconciliation
    ? createPollingWorker({
        name: 'payment reconciliation',
        intervalMs: deps.reconcileIntervalMs,
        log: deps.log,
        processBatch: (limit) => reconciliation.run(limit),
      })
    : null;
  return {
    name: 'payments',
    api: {
      payments,
      present: view.present,
      reconcileNow: async () => (worker ? worker.runOnce() : 0),
      refunds: { refundOrder: refunds.refundOrder },
    },
    workers: [
      ...(worker && deps.reconcileIntervalMs > 0 ? [worker] : []),
      ...(settler ? [settler] : []),
    ],
    plugin: async (app) => {
      await app.register(paymentsPlayerRoutes, { view });
      await app.register(paymentsPublicRoutes, { view });
      await app.register(financeRoutes, {
        finance,
        refunds,
        payouts,
      });
      await app.register(stripeWebhookRoutes, { webhooks });
    },
  };
}
