import { randomBytes } from 'node:crypto';

import type Stripe from 'stripe';

import { API_VERSION } from './stripe-shapes';

/**
 * The stand-in's objects, built as the SDK types them (`Stripe.Checkout.Session`,
 * `Stripe.Charge`, `Stripe.Refund`, `Stripe.Event`, …): `tsc` proves that every declared field
 * is there with a compatible type, and the contract test proves there is nothing else and null
 * only where the type allows it (ADR 028). Values follow Stripe's published fixtures: test-mode
 * ids with their prefixes, lower-case currencies, times in whole seconds.
 */

export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A session as the stand-in keeps it: its payment (PaymentIntent) is never expanded. */
export type FakeSession = Omit<Stripe.Checkout.Session, 'payment_intent'> & {
  payment_intent: string | null;
};

export interface SessionInput {
  url: string;
  amount: number;
  currency: string;
  methods: string[];
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string | null;
  cancelUrl: string | null;
  expiresAt: number;
  customerEmail: string | null;
  locale: Stripe.Checkout.Session.Locale | null;
}

/** A Checkout Session in payment mode, just created (open, unpaid). */
export function newSession(id: string, s: SessionInput): FakeSession {
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: s.methods,
    amount_subtotal: s.amount,
    amount_total: s.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: nowSeconds(),
    currency: s.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: s.customerEmail,
    discounts: [],
    expires_at: s.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: s.locale,
    managed_payments: null,
    metadata: s.metadata,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: s.methods,
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: s.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: s.url,
    wallet_options: null,
  };
}

/** The customer's details once they paid on the page. */
export function customerDetails(email: string | null): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: null,
    business_name: null,
    email: email ?? 'player@example.com',
    individual_name: null,
    name: 'Test Player',
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}

export type PaidWith = 'card' | 'fpx' | 'grabpay';

function methodDetails(how: PaidWith): Stripe.Charge.PaymentMethodDetails {
  if (how === 'fpx')
    return {
      type: 'fpx',
      fpx: {
        account_holder_type: 'individual',
        bank: 'maybank2u',
        transaction_id: stripeId('fpxtx'),
      },
    };
  if (how === 'grabpay')
    return { type: 'grabpay', grabpay: { transaction_id: stripeId('grabtx') } };
  return {
    type: 'card',
    card: {
      amount_authorized: null,
      authorization_code: null,
      brand: 'visa',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'MY',
      electronic_commerce_indicator: null,
      exp_month: 12,
      exp_year: 2034,
      fingerprint: 'fakeLocalCardFp1',
      funding: 'credit',
      installments: null,
      last4: '4242',
      mandate: null,
      network: 'visa',
      network_transaction_id: null,
      regulated_status: 'unregulated',
      three_d_secure: null,
      transaction_link_id: null,
      wallet: null,
    },
  };
}

/** A successful charge of a payment (its PaymentIntent), paid the way the player chose. */
export function newCharge(input: {
  paymentIntent: string;
  amount: number;
  currency: string;
  how: PaidWith;
  email: string | null;
  metadata: Record<string, string>;
}): Stripe.Charge {
  return {
    id: stripeId('ch'),
    object: 'charge',
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: stripeId('txn'),
    billing_details: {
      address: null,
      email: input.email,
      name: 'Test Player',
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'MPA',
    captured: true,
    created: nowSeconds(),
    currency: input.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: input.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: input.paymentIntent,
    payment_method: stripeId('pm'),
    payment_method_details: methodDetails(input.how),
    receipt_email: input.email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

/** A refund of a charge: `pending` (FPX, GrabPay) or `succeeded` at once (cards, usually). */
export function newRefund(input: {
  charge: Stripe.Charge;
  amount: number;
  status: 'pending' | 'succeeded';
  reason: Stripe.Refund.Reason | null;
  metadata: Record<string, string>;
}): Stripe.Refund {
  return {
    id: stripeId('re'),
    object: 'refund',
    amount: input.amount,
    balance_transaction: stripeId('txn'),
    charge: input.charge.id,
    created: nowSeconds(),
    currency: input.charge.currency,
    customer: null,
    customer_account: null,
    metadata: input.metadata,
    payment_intent:
      typeof input.charge.payment_intent === 'string' ? input.charge.payment_intent : null,
    payment_method: input.charge.payment_method,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: input.status,
    transfer_reversal: null,
  };
}

/** The types of event the stand-in sends, with the object each carries. */
export type EventObject = FakeSession | Stripe.Charge | Stripe.Refund;

/** An event as Stripe renders it for the SDK's API version (a copy of the object as it is now). */
export function newEvent(type: Stripe.Event.Type, object: EventObject): Stripe.Event {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: nowSeconds(),
    data: { object: structuredClone(object) as unknown as Stripe.Event.Data.Object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as Stripe.Event;
}

/** A payout to the association's bank account. */
export function newPayout(input: {
  id: string;
  amount: number;
  arrivalDate: number;
}): Stripe.Payout {
  return {
    id: input.id,
    object: 'payout',
    amount: input.amount,
    application_fee: null,
    application_fee_amount: null,
    arrival_date: input.arrivalDate,
    automatic: true,
    balance_transaction: stripeId('txn'),
    created: nowSeconds(),
    currency: 'myr',
    description: 'STRIPE PAYOUT',
    destination: stripeId('ba'),
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    method: 'standard',
    original_payout: null,
    payout_method: null,
    reconciliation_status: 'completed',
    reversed_by: null,
    source_type: 'card',
    statement_descriptor: null,
    status: 'paid',
    trace_id: null,
    type: 'bank_account',
  };
}

/** One entry of a payout; `source` is the charge, refund or payout it is for. */
export function newBalanceTransaction(input: {
  type: Stripe.BalanceTransaction.Type;
  amount: number;
  fee: number;
  source: Stripe.Charge | Stripe.Refund | Stripe.Payout | null;
}): Stripe.BalanceTransaction {
  const created = nowSeconds();
  return {
    id: stripeId('txn'),
    object: 'balance_transaction',
    amount: input.amount,
    available_on: created,
    balance_type: 'payments',
    created,
    currency: 'myr',
    description: null,
    exchange_rate: null,
    fee: input.fee,
    fee_details: input.fee
      ? [
          {
            amount: input.fee,
            application: null,
            currency: 'myr',
            description: 'Stripe processing fees',
            type: 'stripe_fee',
          },
        ]
      : [],
    net: input.amount - input.fee,
    reporting_category:
      input.type === 'refund' ? 'refund' : input.type === 'payout' ? 'payout' : 'charge',
    source: input.source as Stripe.BalanceTransaction['source'],
    status: 'available',
    type: input.type,
  };
}
