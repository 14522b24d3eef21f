import type { OnlineMethod } from '@app/shared/payments/limits';

/**
 * A payment gateway with a hosted checkout page (ADR 025). Stripe Checkout is the one we have;
 * another (a Malaysian gateway such as iPay88, Billplz or Razer/MOLPay) implements the same
 * interface and its webhook route, and the payments service does not change.
 */
export interface CheckoutRequest {
  orderId: string;
  amountSen: number;
  currency: string;
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /**
   * When the checkout ends (the wall clock's time, the gateway's own rule applies: see
   * `checkoutLifetime`). The order's hold ends then too.
   */
  expiresAt: Date;
  /** The methods offered on the page: those of the gateway's that can take the amount. */
  methods: OnlineMethod[];
  locale: 'en' | 'ms';
}

/** The gateway's view of one checkout. */
export interface GatewayCheckout {
  id: string;
  url: string | null;
  /** Our order id, as we gave it (`client_reference_id`). */
  orderId: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountSen: number | null;
  currency: string | null;
  paymentId: string | null;
  /** When the checkout ends (null if the gateway does not say). */
  expiresAt: Date | null;
}

export interface GatewayRefund {
  id: string;
  paymentId: string | null;
  amountSen: number;
  status: string;
}

/** A verified event from the gateway. */
export type GatewayEvent =
  | {
      id: string;
      type:
        | 'checkout.completed'
        | 'checkout.async_succeeded'
        | 'checkout.async_failed'
        | 'checkout.expired';
      checkout: GatewayCheckout;
    }
  | {
      id: string;
      type: 'charge.refunded';
      refunds: GatewayRefund[];
      paymentId: string | null;
      amountRefundedSen: number;
    }
  | {
      id: string;
      /** A refund changed later: it failed or was cancelled after it was made. */
      type: 'refund.updated';
      refund: GatewayRefund & { failureReason: string | null };
    }
  | {
      id: string;
      /** A payment succeeded at the gateway: how the player paid (`charge.succeeded`). */
      type: 'payment.succeeded';
      paymentId: string | null;
      method: GatewayPaymentMethod;
    }
  | { id: string; type: 'other'; name: string };

/** How a player paid, as the gateway reports it. */
export interface GatewayPaymentMethod {
  /** The gateway's own type: 'card', 'fpx', 'grabpay'… */
  type: string;
  /** The card's brand ('visa') or the FPX bank ('maybank2u'), when the gateway says. */
  detail: string | null;
}

/** The gateway did not answer (down, timeout, 5xx): nothing was charged, try again later. */
export class GatewayUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment gateway is unavailable', { cause });
    this.name = 'GatewayUnavailableError';
  }
}

/**
 * The gateway refused a request (Stripe: a 4xx — an invalid request, a key without the
 * permission): nothing was created or charged. Not worth retrying; staff need to look (`code`,
 * `param` say why).
 */
export class GatewayRefusedError extends Error {
  constructor(
    readonly code: string | null,
    readonly param: string | null,
    cause: unknown,
  ) {
    super(
      `The payment gateway refused the request (${code ?? 'no code'}${param ? `, ${param}` : ''})`,
      {
        cause,
      },
    );
    this.name = 'GatewayRefusedError';
  }
}

export interface PaymentGateway {
  readonly id: string;
  readonly methods: readonly OnlineMethod[];
  /**
   * How long after its creation a checkout may end, at least and at most (Stripe: 30 minutes to
   * 24 hours, measured by the gateway when the request reaches it).
   */
  readonly checkoutLifetime: { minSeconds: number; maxSeconds: number };
  createCheckout(request: CheckoutRequest): Promise<GatewayCheckout>;
  retrieveCheckout(id: string): Promise<GatewayCheckout>;
  /** Ends an open checkout; answers with its state (it may have been paid meanwhile). */
  expireCheckout(id: string): Promise<GatewayCheckout>;
  refund(input: {
    paymentId: string;
    amountSen: number;
    idempotencyKey: string;
  }): Promise<GatewayRefund>;
  /** Verifies the signature over the raw body and reads the event; throws when not valid. */
  parseEvent(rawBody: Buffer, signature: string | undefined): GatewayEvent;
  /** Payouts arriving within [from, to], each with its entries (not the payout's own). */
  listPayouts(range: { from: Date; to: Date }): Promise<GatewayPayout[]>;
}

/** One entry of a payout: a charge, a refund, or the gateway's own (fee, adjustment…). */
export interface GatewayBalanceTransaction {
  id: string;
  /** The gateway's own type: 'charge', 'payment', 'refund', 'payment_refund', 'adjustment'… */
  type: string;
  /** Gross (negative for money going out: refunds), the gateway's fee, and what is left. */
  amountSen: number;
  feeSen: number;
  netSen: number;
  /** The payment (PaymentIntent) a charge or refund belongs to. */
  paymentId: string | null;
  /** The refund's id, for refunds. */
  refundId: string | null;
}

/** Money the gateway sent to the association's bank account, and what it was made of. */
export interface GatewayPayout {
  id: string;
  amountSen: number;
  currency: string;
  arrivalDate: Date;
  status: string;
  transactions: GatewayBalanceTransaction[];
}
