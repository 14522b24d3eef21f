import { z } from 'zod';

import { ONLINE_METHODS as METHODS, type OnlineMethod } from '@app/shared/payments/limits';

import { optionalString, optionalUrl, positiveInt, type EnvOf } from './env-fields';

export type { OnlineMethod };

/** Online payment through Stripe Checkout (ADR 025); without keys, bank transfer only. */
export const paymentsEnvShape = {
  STRIPE_SECRET_KEY: optionalString.refine(
    (v) => v === undefined || /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/.test(v),
    { message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)' },
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.refine(
    (v) => v === undefined || /^whsec_[A-Za-z0-9+/=]{8,}$/.test(v),
    { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)' },
  ),
  /** A Stripe-compatible API for tests and the browser tests (never set in production). */
  STRIPE_API_URL: optionalUrl('STRIPE_API_URL', ['http:', 'https:']),
  STRIPE_PAYMENT_METHODS: optionalString,
  /** How long a checkout (and a place it holds) stays open: Stripe allows 30 min to 24 h. */
  PAYMENT_HOLD_MINUTES: positiveInt('PAYMENT_HOLD_MINUTES', 30, 1440),
  /** Open orders older than this are asked about at the gateway (a lost webhook). */
  PAYMENT_RECONCILE_AFTER_MINUTES: positiveInt('PAYMENT_RECONCILE_AFTER_MINUTES', 15, 1440),
  /**
   * How long a webhook delivery waits for its event to be settled before it is answered (ADR
   * 027). 0 (the default): answered as soon as the event is recorded, as Stripe advises; tests
   * wait, to read what the event did from the answer.
   */
  PAYMENT_WEBHOOK_WAIT_MS: z.coerce
    .number({ message: 'PAYMENT_WEBHOOK_WAIT_MS must be a whole number' })
    .int('PAYMENT_WEBHOOK_WAIT_MS must be a whole number')
    .min(0, 'PAYMENT_WEBHOOK_WAIT_MS must be at least 0')
    .max(10_000, 'PAYMENT_WEBHOOK_WAIT_MS must be at most 10000')
    .default(0),
};

export type PaymentsEnv = EnvOf<typeof paymentsEnvShape>;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** host/port/protocol for the SDK when not api.stripe.com. */
  apiUrl: string | undefined;
  methods: OnlineMethod[];
}

export interface PaymentsConfig {
  /** Null: no gateway keys, the site offers bank transfer only. */
  stripe: StripeConfig | null;
  paymentHoldMinutes: number;
  paymentReconcileAfterMinutes: number;
  /** How long a webhook delivery waits for its event's settlement (0: not at all). */
  paymentWebhookWaitMs: number;
}

function methodsOf(value: string | undefined): OnlineMethod[] | null {
  if (value === undefined) return ['card', 'fpx', 'grabpay'];
  const list = value.split(',').map((m) => m.trim().toLowerCase());
  return list.every((m): m is OnlineMethod => (METHODS as readonly string[]).includes(m))
    ? [...new Set(list as OnlineMethod[])]
    : null;
}

/** Both keys or neither; methods from the known list; an API URL only with keys. */
export function checkPaymentsEnv(e: PaymentsEnv, ctx: z.RefinementCtx) {
  const keys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (keys === 1)
    ctx.addIssue({
      code: 'custom',
      message:
        'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for online payment, or neither for bank transfer only',
    });
  if (methodsOf(e.STRIPE_PAYMENT_METHODS) === null)
    ctx.addIssue({
      code: 'custom',
      message: `STRIPE_PAYMENT_METHODS must be a comma-separated list of ${METHODS.join(', ')}`,
    });
  if (e.STRIPE_API_URL && /^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY ?? ''))
    ctx.addIssue({
      code: 'custom',
      message: 'STRIPE_API_URL is for a local stand-in: a live key always talks to Stripe itself',
    });
  if (e.PAYMENT_HOLD_MINUTES < 30)
    ctx.addIssue({
      code: 'custom',
      message: 'PAYMENT_HOLD_MINUTES must be at least 30 (a checkout lasts 30 minutes to 24 hours)',
    });
}

export function toPaymentsConfig(e: PaymentsEnv): PaymentsConfig {
  return {
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
            methods: methodsOf(e.STRIPE_PAYMENT_METHODS) ?? ['card'],
          }
        : null,
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    paymentReconcileAfterMinutes: e.PAYMENT_RECONCILE_AFTER_MINUTES,
    paymentWebhookWaitMs: e.PAYMENT_WEBHOOK_WAIT_MS,
  };
}
