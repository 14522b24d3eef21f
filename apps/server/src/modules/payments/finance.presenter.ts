import type { FinancePayment } from '@app/shared/payments/finance';

import { csvIdentifier, csvLine } from '../../lib/csv';

import type { ReceiptRow } from './payments.types';

/** A receipt as the finance view shows it. */
export function toFinancePayment(row: {
  receipt: ReceiptRow;
  memberName: string | null;
}): FinancePayment {
  const r = row.receipt;
  const state: FinancePayment['state'] = r.voidedAt
    ? 'voided'
    : r.refundedSen >= r.amountSen && r.refundedSen > 0
      ? 'refunded'
      : r.refundedSen > 0
        ? 'part_refunded'
        : 'paid';
  return {
    receiptNumber: r.receiptNumber,
    paidOn: r.paidOn,
    recordedAt: r.createdAt.toISOString(),
    memberId: r.memberId,
    memberName: row.memberName,
    playerId: r.playerId,
    description: r.typeName,
    descriptionMs: r.typeNameMs,
    purpose: r.purpose,
    method: r.method,
    onlineMethod: r.onlineMethod,
    onlineMethodDetail: r.onlineMethodDetail,
    provider: r.provider,
    reference: r.reference,
    amountSen: r.amountSen,
    refundedSen: r.refundedSen,
    remainingSen: r.voidedAt ? 0 : r.amountSen - r.refundedSen,
    state,
    online: r.method === 'online' && r.orderId !== null,
  };
}

/** Sen as the accountant's spreadsheet reads it: '80.00'. */
const myr = (sen: number) => (sen / 100).toFixed(2);

export const FINANCE_CSV_HEADER = [
  'receipt_number',
  'paid_on',
  'recorded_at',
  'member_id',
  'member_name',
  'description',
  'purpose',
  'method',
  'provider',
  'reference',
  'amount_myr',
  'refunded_myr',
  'net_myr',
  'status',
  // Added at the end, so the columns spreadsheets already read stay where they are.
  'online_method',
  'online_method_detail',
];

/** One receipt as a CSV line (every field through the formula-neutralising csv helper). */
export function financeCsvLine(p: FinancePayment): string {
  return csvLine([
    p.receiptNumber,
    p.paidOn,
    p.recordedAt,
    p.memberId,
    p.memberName ?? '',
    p.description,
    p.purpose,
    p.method,
    p.provider,
    csvIdentifier(p.reference),
    myr(p.amountSen),
    myr(p.refundedSen),
    myr(p.amountSen - p.refundedSen),
    p.state,
    p.onlineMethod ?? '',
    p.onlineMethodDetail ?? '',
  ]);
}
