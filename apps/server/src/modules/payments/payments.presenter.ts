import type { Locale } from '@app/shared/locale';
import { creditNoteReason } from '@app/shared/payments/refund-reasons';
import type { PaymentOrder, RefundRule } from '@app/shared/payments/schemas';

import type { OrderRow } from './orders.repository';

export interface CreditNoteRow {
  receiptId: string;
  creditNoteNumber: string;
  kind: 'refund' | 'void';
  amountSen: number;
  reason: string;
  createdAt: Date;
  /** The gateway's refund failed or was cancelled (charge.refund.updated). */
  failedAt: Date | null;
}

const NO_REFUND: RefundRule = { rule: 'none', until: null, percent: null };

/** The refund rule copied onto the order when it was opened (none unless the fee said so). */
export function refundRuleOf(order: Pick<OrderRow, 'details'>): RefundRule {
  const rule = order.details['refundRule'] as RefundRule | undefined;
  return rule && typeof rule === 'object' && 'rule' in rule ? rule : NO_REFUND;
}

export function toOrder(
  order: OrderRow,
  receiptNumber: string | null,
  notes: CreditNoteRow[],
  /** The reader's language: reasons the system wrote are given in it. */
  locale: Locale = 'en',
): PaymentOrder {
  return {
    id: order.id,
    purpose: order.purpose,
    description: order.description,
    descriptionMs: order.descriptionMs,
    amountSen: order.amountSen,
    currency: order.currency,
    status: order.status,
    progress: order.progress === 'processing' ? 'processing' : null,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    receiptNumber,
    refundedSen: order.refundedSen,
    creditNotes: notes.map((n) => ({
      number: n.creditNoteNumber,
      kind: n.kind,
      amountSen: n.amountSen,
      reason: creditNoteReason(n.reason, locale),
      createdAt: n.createdAt.toISOString(),
      failedAt: n.failedAt?.toISOString() ?? null,
    })),
    refundRule: refundRuleOf(order),
    checkoutUrl: order.status === 'open' ? order.checkoutUrl : null,
  };
}
