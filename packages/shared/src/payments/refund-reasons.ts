import type { Locale } from '../locale';

import { FINANCE_MESSAGES } from './finance';

/**
 * Reasons the system itself writes on credit notes (refunds made without a staff member typing
 * one). Stored in English on the credit note; shown to a reader in their language.
 */
export const SYSTEM_REFUND_REASONS = {
  withdrawal: 'Withdrawal from the course or clinic',
  partnerDeclined: 'Your doubles partner declined, so the place was given up',
  partnerLapsed: 'Your doubles partner did not confirm in time, so the place was given up',
  externalRefund: FINANCE_MESSAGES.externalRefund,
  entryWithdrawal: 'Withdrawal from a tournament entry',
  entryEnded: 'The tournament entry ended before it was paid in full',
} as const;

const SYSTEM_REFUND_REASONS_MS: Record<string, string> = {
  [SYSTEM_REFUND_REASONS.withdrawal]: 'Menarik diri daripada kursus atau klinik',
  [SYSTEM_REFUND_REASONS.partnerDeclined]:
    'Pasangan beregu anda menolak, jadi tempat itu dilepaskan',
  [SYSTEM_REFUND_REASONS.partnerLapsed]:
    'Pasangan beregu anda tidak mengesahkan dalam masa, jadi tempat itu dilepaskan',
  [SYSTEM_REFUND_REASONS.externalRefund]: 'Dikembalikan melalui gerbang pembayaran',
  [SYSTEM_REFUND_REASONS.entryWithdrawal]: 'Menarik diri daripada penyertaan kejohanan',
  [SYSTEM_REFUND_REASONS.entryEnded]: 'Penyertaan kejohanan tamat sebelum dibayar sepenuhnya',
};

/**
 * A credit note's reason for a reader: a system-written one in their language; a reason staff
 * typed stays exactly as typed.
 */
export function creditNoteReason(reason: string, locale: Locale): string {
  if (locale !== 'ms') return reason;
  return Object.hasOwn(SYSTEM_REFUND_REASONS_MS, reason)
    ? SYSTEM_REFUND_REASONS_MS[reason]!
    : reason;
}

/**
 * Why a gateway refund did not go through (`charge.refund.updated`), as stored on its credit
 * note: one of these, then the gateway's code in brackets when it gave one, e.g.
 * 'failed at the gateway (expired_or_canceled_card)'.
 */
export const REFUND_FAILURES = {
  failed: 'failed at the gateway',
  cancelled: 'cancelled at the gateway',
} as const;

const REFUND_FAILURES_MS: Record<string, string> = {
  [REFUND_FAILURES.failed]: 'gagal di gerbang pembayaran',
  [REFUND_FAILURES.cancelled]: 'dibatalkan di gerbang pembayaran',
};

/** The stored failure of a refund: how it ended, and the gateway's code if it gave one. */
export function refundFailureText(
  status: keyof typeof REFUND_FAILURES,
  gatewayCode: string | null | undefined,
): string {
  return `${REFUND_FAILURES[status]}${gatewayCode ? ` (${gatewayCode})` : ''}`;
}

/** A refund's failure for a reader: the system's words in their language, the gateway's code kept. */
export function refundFailureReason(reason: string, locale: Locale): string {
  if (locale !== 'ms') return reason;
  const start = Object.keys(REFUND_FAILURES_MS).find(
    (text) => reason === text || reason.startsWith(`${text} (`),
  );
  return start ? `${REFUND_FAILURES_MS[start]}${reason.slice(start.length)}` : reason;
}
