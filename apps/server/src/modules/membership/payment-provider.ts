import type { PaymentMethod } from '@app/shared/membership';

/** What the membership service needs to know about money that has arrived. */
export interface SettledPayment {
  provider: string;
  amountSen: number;
  method: PaymentMethod;
  reference: string;
  /** Malaysia calendar day the money was paid. */
  paidOn: string;
  /** The staff member who recorded it (null for an online provider's callback). */
  recordedBy: string | null;
}

/**
 * How a payment is settled. The membership service asks a provider to turn its evidence into a
 * `SettledPayment` and then, in one transaction, allocates the receipt and extends the term. An
 * online provider (FPX, card) adds a checkout step and calls the same service from its callback;
 * the service does not change.
 */
export interface PaymentProvider<Evidence> {
  readonly id: string;
  settle(evidence: Evidence): Promise<SettledPayment>;
}

export interface StaffPaymentEvidence {
  staffId: string;
  amountSen: number;
  method: PaymentMethod;
  reference: string;
  paidOn: string;
}

/** The one provider today: a membership officer records a payment they have seen arrive. */
export function createStaffRecordedPayments(): PaymentProvider<StaffPaymentEvidence> {
  return {
    id: 'staff',
    async settle(evidence) {
      return {
        provider: 'staff',
        amountSen: evidence.amountSen,
        method: evidence.method,
        reference: evidence.reference,
        paidOn: evidence.paidOn,
        recordedBy: evidence.staffId,
      };
    },
  };
}
