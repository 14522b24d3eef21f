import type { CreditNoteKind } from '@app/shared/membership';
import { todayInMalaysia } from '@app/shared/membership';

import { badRequest, conflict } from '../../lib/errors';

import { creditNoteNumber, type CreditNotesRepository } from './credit-notes.repository';
import type { PaymentsRepository } from './payments.repository';

export const CREDIT_NOTE_MESSAGES = {
  tooMuch: 'This would give back more than was paid on this receipt',
  keyReused: 'This idempotency key was already used for another receipt',
  notPositive: 'The amount to give back must be more than zero',
} as const;

export interface IssueCreditNoteInput {
  receiptId: string;
  orderId?: string | null;
  kind: CreditNoteKind;
  amountSen: number;
  reason: string;
  /** The staff member who gave it (null: a gateway event, a player's own withdrawal). */
  createdBy: string | null;
  idempotencyKey: string;
  /** The gateway's refund id (null for a void). */
  gatewayRefundId?: string | null;
  now?: Date;
}

/**
 * Gives money back on a receipt: bumps its `refunded_sen` (never beyond the amount: 409),
 * allocates the next credit note number of the year and records the refund or void. Call
 * inside the caller's transaction (the counter stays locked until it ends, so numbers are
 * gap-free). A retry with the same idempotency key returns the first credit note.
 */
export async function issueCreditNote(
  repos: { payments: PaymentsRepository; creditNotes: CreditNotesRepository },
  input: IssueCreditNoteInput,
) {
  const earlier = await repos.creditNotes.findByIdempotencyKey(input.idempotencyKey);
  if (earlier) {
    if (earlier.receiptId !== input.receiptId) throw conflict(CREDIT_NOTE_MESSAGES.keyReused);
    return { creditNote: earlier, created: false };
  }
  if (!(input.amountSen > 0) || !Number.isInteger(input.amountSen))
    throw badRequest(CREDIT_NOTE_MESSAGES.notPositive);
  const receipt = await repos.payments.addRefunded(input.receiptId, input.amountSen);
  if (!receipt) throw conflict(CREDIT_NOTE_MESSAGES.tooMuch);
  const year = Number(todayInMalaysia(input.now ?? new Date()).slice(0, 4));
  const seq = await repos.creditNotes.nextSeq(year);
  const creditNote = await repos.creditNotes.insert({
    receiptId: input.receiptId,
    orderId: input.orderId ?? null,
    kind: input.kind,
    amountSen: input.amountSen,
    reason: input.reason,
    creditNoteYear: year,
    creditNoteSeq: seq,
    creditNoteNumber: creditNoteNumber(year, seq),
    gatewayRefundId: input.gatewayRefundId ?? null,
    createdBy: input.createdBy,
    idempotencyKey: input.idempotencyKey,
    ...(input.now ? { createdAt: input.now } : {}),
  });
  return { creditNote, created: true };
}
