import type {
  CreditNote,
  MembershipPayment,
  MembershipTerm,
  MembershipType,
  RenewalRequest,
} from '@app/shared/membership';

import type { membershipPayments, memberships, membershipTypes } from '../../db/schema/index';
import type { CreditNoteRow } from '../payments/index';

import type { RenewalsRepository } from './renewals.repository';

type TypeRow = typeof membershipTypes.$inferSelect;
type TermRow = typeof memberships.$inferSelect;
type PaymentRow = typeof membershipPayments.$inferSelect;
type RenewalRow = NonNullable<Awaited<ReturnType<RenewalsRepository['find']>>>;

export function toMembershipType(row: TypeRow): MembershipType {
  return {
    id: row.id,
    name: row.name,
    nameMs: row.nameMs,
    feeSen: row.feeSen,
    durationKind: row.durationKind,
    durationMonths: row.durationMonths,
    ageBand: row.ageBand,
    active: row.active,
    refundRule: { rule: row.refundRule, until: row.refundUntil, percent: row.refundPercent },
  };
}

export function toTerm(
  row: { term: TermRow; typeName: string; typeNameMs: string },
  receipts: Map<string, string>,
): MembershipTerm {
  return {
    id: row.term.id,
    typeId: row.term.typeId,
    typeName: row.typeName,
    typeNameMs: row.typeNameMs,
    startsOn: row.term.startsOn,
    expiresOn: row.term.expiresOn,
    status: row.term.status,
    receiptNumber: row.term.paymentId ? (receipts.get(row.term.paymentId) ?? null) : null,
    createdAt: row.term.createdAt.toISOString(),
  };
}

export function toCreditNote(row: CreditNoteRow): CreditNote {
  return {
    number: row.creditNoteNumber,
    kind: row.kind,
    amountSen: row.amountSen,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    failedAt: row.failedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

/** A payment with its credit notes (those of other receipts are passed over). */
export function toPayment(
  row: PaymentRow,
  creditNotes: readonly CreditNoteRow[] = [],
): MembershipPayment {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    amountSen: row.amountSen,
    method: row.method,
    onlineMethod: row.onlineMethod,
    onlineMethodDetail: row.onlineMethodDetail,
    reference: row.reference,
    paidOn: row.paidOn,
    typeName: row.typeName,
    typeNameMs: row.typeNameMs,
    createdAt: row.createdAt.toISOString(),
    provider: row.provider,
    refundedSen: row.refundedSen,
    voided: row.voidedAt !== null,
    creditNotes: creditNotes.filter((note) => note.receiptId === row.id).map(toCreditNote),
  };
}

export function toRenewal(row: RenewalRow): RenewalRequest {
  return {
    id: row.renewal.id,
    playerId: row.renewal.playerId,
    memberId: row.memberId,
    fullName: row.fullName,
    typeId: row.renewal.typeId,
    typeName: row.typeName,
    typeNameMs: row.typeNameMs,
    feeSen: row.renewal.feeSen,
    paymentReference: row.renewal.paymentReference,
    status: row.renewal.status,
    createdAt: row.renewal.createdAt.toISOString(),
  };
}
