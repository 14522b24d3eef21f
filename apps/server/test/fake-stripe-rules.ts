import {
  isOnlineMethod,
  METHOD_LIMITS_SEN,
  MIN_ONLINE_SEN,
  type OnlineMethod,
} from '@app/shared/payments/limits';

import { shapeOf, type ShapeName } from './stripe-shapes';

/**
 * Stripe's documented rules for the requests the server sends, as the stand-in enforces them
 * (ADR 028). A request that breaks one is answered as Stripe answers: HTTP 400 with
 * `{ error: { type, code, message, param } }`, so the SDK raises its own error classes.
 * Where Stripe's behaviour is not published in detail, the stricter reading is taken (a method
 * offered for an amount it cannot take is refused, not silently dropped).
 */

export interface StripeError {
  status: number;
  body: {
    error: {
      type: 'invalid_request_error' | 'idempotency_error' | 'api_error';
      message: string;
      code?: string;
      param?: string;
    };
  };
}

export const invalid = (message: string, param?: string, code?: string): StripeError => ({
  status: 400,
  body: {
    error: {
      type: 'invalid_request_error',
      message,
      ...(code ? { code } : {}),
      ...(param ? { param } : {}),
    },
  },
});

export const missing = (what: string, id: string): StripeError => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      message: `No such ${what}: '${id}'`,
      code: 'resource_missing',
      param: 'id',
    },
  },
});

/** A key reused for a different request: Stripe's `idempotency_error`. */
export const idempotencyMismatch = (key: string): StripeError => ({
  status: 400,
  body: {
    error: {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
  },
});

/** The smallest charge per currency (the stand-in's account charges MYR only). */
const MIN_CHARGE: Record<string, number> = { myr: MIN_ONLINE_SEN };
/** The largest amount Stripe takes: 8 digits in the currency's smallest unit. */
const MAX_AMOUNT = 99_999_999;
const ringgit = (sen: number) => `RM ${(sen / 100).toFixed(2)}`;

/** The locales Checkout knows (the SDK's `Checkout.SessionCreateParams.Locale`). */
const LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
);

type Form = Record<string, unknown>;
const isForm = (v: unknown): v is Form => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : isForm(v) ? Object.values(v) : [];
const isInteger = (v: unknown) => typeof v === 'string' && /^-?\d+$/.test(v);

/** Parameters the SDK does not declare for this request: Stripe says "unknown parameter". */
function unknownParameter(form: Form, params: ShapeName): StripeError | null {
  const declared = shapeOf(params);
  for (const key of Object.keys(form))
    if (!declared.has(key))
      return invalid(`Received unknown parameter: ${key}`, key, 'parameter_unknown');
  return null;
}

/** Metadata: at most 50 keys, keys up to 40 characters, values up to 500. */
function metadataProblem(value: unknown, param: string): StripeError | null {
  if (value === undefined || value === '') return null;
  if (!isForm(value)) return invalid(`Invalid hash`, param);
  const entries = Object.entries(value);
  if (entries.length > 50) return invalid(`You can specify up to 50 keys`, param);
  for (const [key, v] of entries) {
    if (key.length > 40) return invalid(`Metadata keys can be at most 40 characters`, param);
    if (typeof v !== 'string' || v.length > 500)
      return invalid(`Metadata values can be at most 500 characters`, `${param}[${key}]`);
  }
  return null;
}

const isUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** A currency as Stripe takes it: a lower-case ISO code it supports. */
function currencyProblem(currency: unknown, param: string): StripeError | null {
  if (typeof currency !== 'string' || currency === '')
    return invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  if (currency !== currency.toLowerCase() || !/^[a-z]{3}$/.test(currency))
    return invalid(
      `Invalid currency: ${currency}. Currencies are three-letter ISO codes in lower case.`,
      param,
    );
  if (!(currency in MIN_CHARGE))
    return invalid(`Invalid currency: ${currency}. This account charges in myr.`, param);
  return null;
}

/** What the session will charge: the line items' total and their one currency. */
export interface SessionTotals {
  amount: number;
  currency: string;
  methods: OnlineMethod[];
}

/**
 * `POST /v1/checkout/sessions` (payment mode, one-off prices). `receivedAt` is when the
 * request reached the stand-in, in milliseconds: Stripe measures `expires_at` from the
 * session's creation, to the moment (an `expires_at` 1,799.5 s after it is refused).
 */
export function checkSessionCreate(form: Form, receivedAt: number): StripeError | SessionTotals {
  const unknown = unknownParameter(form, 'params:checkout.session.create');
  if (unknown) return unknown;
  if (form['mode'] !== 'payment')
    return invalid(`mode must be payment (the stand-in serves one-off payments)`, 'mode');
  const items = asList(form['line_items']);
  if (items.length === 0)
    return invalid(`Missing required param: line_items.`, 'line_items', 'parameter_missing');
  let amount = 0;
  let currency: string | null = null;
  for (const [i, raw] of items.entries()) {
    const at = `line_items[${i}]`;
    const item = isForm(raw) ? raw : {};
    if (!isInteger(item['quantity']) || Number(item['quantity']) < 1)
      return invalid(
        `Invalid integer: ${String(item['quantity'])}`,
        `${at}[quantity]`,
        'parameter_invalid_integer',
      );
    const price = isForm(item['price_data']) ? item['price_data'] : null;
    if (!price)
      return invalid(
        `Missing required param: ${at}[price_data].`,
        `${at}[price_data]`,
        'parameter_missing',
      );
    const bad = currencyProblem(price['currency'], `${at}[price_data][currency]`);
    if (bad) return bad;
    if (currency !== null && price['currency'] !== currency)
      return invalid(`All line items must use the same currency`, `${at}[price_data][currency]`);
    currency = price['currency'] as string;
    if (!isInteger(price['unit_amount']) || Number(price['unit_amount']) < 0)
      return invalid(
        `Invalid non-negative integer`,
        `${at}[price_data][unit_amount]`,
        'parameter_invalid_integer',
      );
    const product = isForm(price['product_data']) ? price['product_data'] : {};
    if (typeof product['name'] !== 'string' || product['name'].trim() === '')
      return invalid(
        `Missing required param: ${at}[price_data][product_data][name].`,
        `${at}[price_data][product_data][name]`,
        'parameter_missing',
      );
    amount += Number(price['unit_amount']) * Number(item['quantity']);
  }
  const min = MIN_CHARGE[currency!]!;
  if (amount < min)
    return invalid(
      `The Checkout Session's total amount due must add up to at least ${ringgit(min)} ${currency}`,
      'line_items',
      'amount_too_small',
    );
  if (amount > MAX_AMOUNT)
    return invalid(
      `Amount must be no more than ${ringgit(MAX_AMOUNT)}`,
      'line_items',
      'amount_too_large',
    );

  const methods: OnlineMethod[] = [];
  for (const [i, m] of asList(form['allowed_payment_method_types']).entries()) {
    const param = `allowed_payment_method_types[${i}]`;
    if (typeof m !== 'string' || !isOnlineMethod(m))
      return invalid(`Invalid ${param}: the account offers card, fpx and grabpay`, param);
    const { min: low, max: high } = METHOD_LIMITS_SEN[m];
    if (amount < low || amount > high)
      return invalid(
        `${m} cannot take ${ringgit(amount)}: it takes ${ringgit(low)} to ${ringgit(high)} in one payment`,
        param,
        amount < low ? 'amount_too_small' : 'amount_too_large',
      );
    methods.push(m);
  }

  const expiresAt = form['expires_at'];
  if (expiresAt !== undefined) {
    if (!isInteger(expiresAt))
      return invalid(
        `Invalid integer: ${String(expiresAt)}`,
        'expires_at',
        'parameter_invalid_integer',
      );
    const after = Number(expiresAt) - receivedAt / 1000;
    if (after < 30 * 60)
      return invalid(
        `The \`expires_at\` timestamp must be at least 30 minutes from Checkout Session creation (it is ${after.toFixed(1)} s).`,
        'expires_at',
      );
    if (after > 24 * 60 * 60)
      return invalid(
        `The \`expires_at\` timestamp must be less than 24 hours from Checkout Session creation (it is ${after.toFixed(1)} s).`,
        'expires_at',
      );
  }
  if (!isUrl(form['success_url'])) return invalid(`Not a valid URL`, 'success_url', 'url_invalid');
  if (form['cancel_url'] !== undefined && !isUrl(form['cancel_url']))
    return invalid(`Not a valid URL`, 'cancel_url', 'url_invalid');
  const reference = form['client_reference_id'];
  if (reference !== undefined && (typeof reference !== 'string' || reference.length > 200))
    return invalid(`client_reference_id must be at most 200 characters`, 'client_reference_id');
  const email = form['customer_email'];
  if (email !== undefined && (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)))
    return invalid(`Invalid email address: ${String(email)}`, 'customer_email', 'email_invalid');
  if (form['locale'] !== undefined && !LOCALES.has(String(form['locale'])))
    return invalid(`Invalid locale: ${String(form['locale'])}`, 'locale');
  const intentData = isForm(form['payment_intent_data']) ? form['payment_intent_data'] : {};
  return (
    metadataProblem(form['metadata'], 'metadata') ??
    metadataProblem(intentData['metadata'], 'payment_intent_data[metadata]') ?? {
      amount,
      currency: currency!,
      methods,
    }
  );
}

/** `POST /v1/refunds`: the parameters alone (the payment's state is the caller's to check). */
export function checkRefundCreate(form: Form): StripeError | null {
  const unknown = unknownParameter(form, 'params:refund.create');
  if (unknown) return unknown;
  if (form['payment_intent'] === undefined && form['charge'] === undefined)
    return invalid(
      `One of charge or payment_intent is required`,
      'payment_intent',
      'parameter_missing',
    );
  if (form['amount'] !== undefined && (!isInteger(form['amount']) || Number(form['amount']) < 1))
    return invalid(`Invalid positive integer`, 'amount', 'parameter_invalid_integer');
  const reason = form['reason'];
  if (
    reason !== undefined &&
    !['duplicate', 'fraudulent', 'requested_by_customer'].includes(String(reason))
  )
    return invalid(`Invalid reason: ${String(reason)}`, 'reason');
  return metadataProblem(form['metadata'], 'metadata');
}
