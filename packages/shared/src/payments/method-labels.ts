import type { PaymentMethod } from '../membership/schemas';

import type { OnlineMethod } from './limits';

/**
 * How a receipt was paid, as people read it (ADR 028): staff-recorded methods by their own
 * names; online payments by the method the gateway reported (card, FPX, GrabPay), with the
 * card's brand or the FPX bank when known, and 'Online payment' until the gateway says.
 * Kept apart from the schemas, so a catalogue that imports it does not bring zod with it.
 */

export const ONLINE_METHOD_LABELS: Record<OnlineMethod, string> = {
  card: 'Card',
  fpx: 'FPX online banking',
  grabpay: 'GrabPay',
};

export const ONLINE_METHOD_LABELS_MS: Record<OnlineMethod, string> = {
  card: 'Kad',
  fpx: 'Perbankan dalam talian FPX',
  grabpay: 'GrabPay',
};

/** Names the gateway writes in lower case that are written otherwise. */
const NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  maybank2u: 'Maybank2u',
  maybank2e: 'Maybank2E',
  cimb: 'CIMB',
  rhb: 'RHB',
  hsbc: 'HSBC',
  ocbc: 'OCBC',
  uob: 'UOB',
  bsn: 'BSN',
  kfh: 'KFH',
  pb_enterprise: 'PB Enterprise',
};

/** A card brand or FPX bank code ('public_bank') as a name ('Public Bank'). */
export function methodDetailName(code: string): string {
  const known = NAMES[code];
  if (known) return known;
  return code
    .split('_')
    .filter(Boolean)
    .map((word) => NAMES[word] ?? `${word[0]!.toUpperCase()}${word.slice(1)}`)
    .join(' ');
}

export interface PaidWith {
  method: PaymentMethod;
  onlineMethod?: string | null;
  onlineMethodDetail?: string | null;
}

/** 'Card (Visa)', 'FPX online banking (Maybank2u)', 'Cash', 'Online payment'… */
export function paidWithLabel(
  payment: PaidWith,
  labels: {
    methods: Readonly<Record<PaymentMethod, string>>;
    onlineMethods: Readonly<Record<OnlineMethod, string>>;
  },
): string {
  const online = payment.method === 'online' ? payment.onlineMethod : null;
  const name = online
    ? ((labels.onlineMethods as Readonly<Record<string, string>>)[online] ??
      methodDetailName(online))
    : labels.methods[payment.method];
  const detail = online ? payment.onlineMethodDetail : null;
  return detail ? `${name} (${methodDetailName(detail)})` : name;
}
