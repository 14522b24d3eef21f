import type Stripe from 'stripe';

import type { GatewayCheckout, GatewayEvent, GatewayPaymentMethod } from './gateway';

/** Stripe's objects as we read them: sessions, charges and refunds, and the events that carry them. */

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function toCheckout(session: Stripe.Checkout.Session): GatewayCheckout {
  return {
    id: session.id,
    url: session.url ?? null,
    orderId: session.client_reference_id ?? session.metadata?.['order_id'] ?? null,
    status: (session.status ?? 'open') as GatewayCheckout['status'],
    paymentStatus: session.payment_status as GatewayCheckout['paymentStatus'],
    amountSen: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentId: idOf(session.payment_intent),
    expiresAt: typeof session.expires_at === 'number' ? new Date(session.expires_at * 1000) : null,
  };
}

/** How a charge was paid: its method's type, and the card's brand or the FPX bank. */
export function methodOf(charge: Stripe.Charge): GatewayPaymentMethod {
  const details = charge.payment_method_details;
  return {
    type: details?.type ?? 'unknown',
    detail: details?.card?.brand ?? details?.fpx?.bank ?? null,
  };
}

/** The signed timestamp of a `Stripe-Signature` header (`t=…`; the last one, as the SDK reads it). */
export function signedAt(header: string): number | null {
  let at: number | null = null;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') at = Number.parseInt(value ?? '', 10);
  }
  return at !== null && Number.isFinite(at) ? at : null;
}

/**
 * A verified event, read. The endpoint is subscribed to the checkout events, `charge.succeeded`
 * (how the player paid), `charge.refunded` and `charge.refund.updated` (docs/operations.md);
 * anything else is `other`. For the API version the SDK pins, a `charge.refunded` Charge does
 * not list its refunds (`refunds` is left out unless expanded): only `amount_refunded` says
 * how much went back.
 */
export function readStripeEvent(event: Stripe.Event): GatewayEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      return { id: event.id, type: 'checkout.completed', checkout: toCheckout(event.data.object) };
    case 'checkout.session.async_payment_succeeded':
      return {
        id: event.id,
        type: 'checkout.async_succeeded',
        checkout: toCheckout(event.data.object),
      };
    case 'checkout.session.async_payment_failed':
      return {
        id: event.id,
        type: 'checkout.async_failed',
        checkout: toCheckout(event.data.object),
      };
    case 'checkout.session.expired':
      return { id: event.id, type: 'checkout.expired', checkout: toCheckout(event.data.object) };
    case 'charge.succeeded': {
      const charge = event.data.object;
      return {
        id: event.id,
        type: 'payment.succeeded',
        paymentId: idOf(charge.payment_intent),
        method: methodOf(charge),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      return {
        id: event.id,
        type: 'charge.refunded',
        paymentId,
        amountRefundedSen: charge.amount_refunded,
        refunds: (charge.refunds?.data ?? []).map((r) => ({
          id: r.id,
          paymentId,
          amountSen: r.amount,
          status: r.status ?? 'succeeded',
        })),
      };
    }
    case 'charge.refund.updated': {
      const refund = event.data.object;
      return {
        id: event.id,
        type: 'refund.updated',
        refund: {
          id: refund.id,
          paymentId: idOf(refund.payment_intent),
          amountSen: refund.amount,
          status: refund.status ?? 'succeeded',
          failureReason: refund.failure_reason ?? null,
        },
      };
    }
    default:
      return { id: event.id, type: 'other', name: event.type };
  }
}
