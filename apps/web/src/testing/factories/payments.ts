import type { PaymentOrder } from '@app/shared/payments/schemas';

/** An open membership order of the portal tests (RM 50.00, Adult annual). */
export function buildOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: 'order-1',
    purpose: 'membership',
    description: 'Membership: Adult annual',
    descriptionMs: 'Keahlian: Tahunan dewasa',
    amountSen: 5000,
    currency: 'myr',
    status: 'open',
    progress: null,
    createdAt: '2026-11-25T02:00:00.000Z',
    expiresAt: '2026-11-25T02:30:00.000Z',
    paidAt: null,
    receiptNumber: null,
    refundedSen: 0,
    creditNotes: [],
    refundRule: { rule: 'none', until: null, percent: null },
    checkoutUrl: 'https://checkout.example/pay/cs_test_1',
    ...overrides,
  };
}

/** The same order, paid with its receipt. */
export function paidOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return buildOrder({
    status: 'paid',
    paidAt: '2026-11-25T02:05:00.000Z',
    receiptNumber: 'MPA-2026-000043',
    checkoutUrl: null,
    ...overrides,
  });
}

export const ONLINE = { online: true, methods: ['card', 'fpx', 'grabpay'], holdMinutes: 30 };
export const OFFLINE = { online: false, methods: [], holdMinutes: 30 };
