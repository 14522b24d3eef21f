import type Stripe from 'stripe';

import {
  newBalanceTransaction,
  newCharge,
  newPayout,
  newRefund,
  stripeId,
  type FakeSession,
} from './fake-stripe-objects';

/** An entry added to a payout as is: an adjustment, or a charge for a payment we never saw. */
export interface FakePayoutEntry {
  type: 'charge' | 'refund' | 'adjustment';
  amount: number;
  fee?: number;
  /** For a charge or refund: the payment it belongs to. */
  paymentIntent?: string;
  /** For a refund: its id (made up when left out). */
  refundId?: string;
}

export interface PayoutOptions {
  feePercent?: number;
  arrivalDate?: Date;
  entries?: FakePayoutEntry[];
}

/** What payouts are made of: the stand-in's sessions, charges and refunds, and its ledger. */
interface Ledger {
  sessions: Map<string, FakeSession>;
  charges: Map<string, Stripe.Charge>;
  refunds: Stripe.Refund[];
  payouts: Stripe.Payout[];
  balanceTransactions: Stripe.BalanceTransaction[];
}

const sourceId = (tx: Stripe.BalanceTransaction) =>
  typeof tx.source === 'string' ? tx.source : (tx.source?.id ?? null);
const live = (r: Stripe.Refund) => r.status === 'pending' || r.status === 'succeeded';
/** A charge (or a refund of one) of a payment the stand-in never took. */
const stranger = (intent: string, amount: number) =>
  newCharge({
    paymentIntent: intent,
    amount,
    currency: 'myr',
    how: 'card',
    email: null,
    metadata: {},
  });

/**
 * Pays out the charges of these paid sessions and their refunds not yet paid out, less the
 * gateway's fee (`feePercent` of each charge, rounded), plus any `entries` as is; `payoutOf`
 * keeps each entry's payout (Stripe's balance transactions do not carry it).
 */
export function makePayout(
  ledger: Ledger,
  payoutOf: Map<string, string>,
  sessionIds: string[],
  { feePercent = 0, arrivalDate = new Date(), entries = [] }: PayoutOptions,
): Stripe.Payout {
  const payoutId = stripeId('po');
  const items: Stripe.BalanceTransaction[] = [];
  const entry = (tx: Stripe.BalanceTransaction) => {
    ledger.balanceTransactions.push(tx);
    payoutOf.set(tx.id, payoutId);
    return tx;
  };
  const paidOut = new Set(ledger.balanceTransactions.map(sourceId));
  const charge = (c: Stripe.Charge, fee: number) =>
    items.push(entry(newBalanceTransaction({ type: 'charge', amount: c.amount, fee, source: c })));
  const refund = (r: Stripe.Refund) =>
    items.push(
      entry(newBalanceTransaction({ type: 'refund', amount: -r.amount, fee: 0, source: r })),
    );
  for (const sessionId of sessionIds) {
    const session = ledger.sessions.get(sessionId);
    const intent = session?.payment_intent;
    if (!session || session.payment_status !== 'paid' || !intent) continue;
    const paid = [...ledger.charges.values()].find((c) => c.payment_intent === intent);
    if (paid && !paidOut.has(paid.id)) charge(paid, Math.round((paid.amount * feePercent) / 100));
    for (const r of ledger.refunds)
      if (r.payment_intent === intent && live(r) && !paidOut.has(r.id)) refund(r);
  }
  for (const e of entries) {
    const intent = e.paymentIntent ?? stripeId('pi');
    if (e.type === 'charge') charge(stranger(intent, e.amount), e.fee ?? 0);
    else if (e.type === 'refund') {
      const amount = Math.abs(e.amount);
      const made = newRefund({
        charge: stranger(intent, amount),
        amount,
        status: 'succeeded',
        reason: null,
        metadata: {},
      });
      refund(e.refundId ? { ...made, id: e.refundId } : made);
    } else
      items.push(
        entry(
          newBalanceTransaction({
            type: 'adjustment',
            amount: e.amount,
            fee: e.fee ?? 0,
            source: null,
          }),
        ),
      );
  }
  const net = items.reduce((n, tx) => n + tx.net, 0);
  const payout = newPayout({
    id: payoutId,
    amount: net,
    arrivalDate: Math.floor(arrivalDate.getTime() / 1000),
  });
  entry(newBalanceTransaction({ type: 'payout', amount: -net, fee: 0, source: payout }));
  ledger.payouts.push(payout);
  return payout;
}

/** `GET /v1/balance_transactions?payout=…`: a payout's entries, sources expanded on request. */
export function payoutEntries(
  ledger: Ledger,
  payoutOf: Map<string, string>,
  form: Record<string, unknown>,
): Stripe.BalanceTransaction[] {
  const payout = String(form['payout'] ?? '');
  const expand = [form['expand'] ?? []].flat().includes('data.source');
  return ledger.balanceTransactions
    .filter((tx) => payoutOf.get(tx.id) === payout)
    .map((tx) => (expand ? tx : { ...tx, source: sourceId(tx) }));
}
