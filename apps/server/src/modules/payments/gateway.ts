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
  expiresAt: Date;
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
  | { id: string; type: 'other'; name: string };

/** The gateway did not answer (down, timeout, 5xx): nothing was charged, try again later. */
export class GatewayUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment gateway is unavailable', { cause });
    this.name = 'GatewayUnavailableError';
  }
}

export interface PaymentGateway {
  readonly id: string;
  readonly methods: readonly string[];
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
