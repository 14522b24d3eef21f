import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { malaysiaTodayIso } from '@app/shared/calendar';
import { divisionLabel } from '@app/shared/competition/categories';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';
import { SYSTEM_REFUND_REASONS } from '@app/shared/payments/refund-reasons';
import { refundableSen } from '@app/shared/payments/refund-rule';

import { badRequest, conflict, notFound } from '../../lib/errors';
import type { NotifyInput } from '../notifications/index';
import {
  checkoutNeverOpened,
  refundRuleOf,
  type OrderRow,
  type PaymentsApi,
  type RefundRepos,
} from '../payments/index';

import type { EntryRow } from './entries.repository';
import type { EntriesDeps, EntriesRepos, EntryChangeCtx, EntryChanges } from './entry-changes';
import { refundRuleOfDivision, shares } from './entry-rules';

/** Reasons written on the credit notes of entry refunds (shown to a reader in their language). */
export const ENTRY_REFUND_REASONS = {
  withdrawal: SYSTEM_REFUND_REASONS.entryWithdrawal,
  ended: SYSTEM_REFUND_REASONS.entryEnded,
} as const;

/** What the order notes when money arrived for an entry that no longer waits for it. */
export const ENTRY_REFUND_NEEDED = M.refundNeeded;

/**
 * Entry fees through the payments module (purpose 'entry', one order per payer: the entrant
 * for the whole fee, or each player their half). Each order's hold runs with the division
 * locked; the entry is confirmed when paid in full; an order that ends unpaid (expired or
 * failed) expires the entry once and offers its place on.
 */
export function createEntryPayments(
  deps: EntriesDeps & { changes: EntryChanges; payments?: PaymentsApi; log?: FastifyBaseLogger },
) {
  const { now, changes, payments } = deps;
  const pending = new Map<string, NotifyInput[]>();
  const noticesOf = (orderId: string) => {
    const list = pending.get(orderId) ?? [];
    pending.set(orderId, list);
    return list;
  };

  /** Refunds an order (locked, paid) by `amountSen` through the gateway, or notes it. */
  async function refund(
    repos: EntriesRepos,
    orderId: string | null,
    due: (o: OrderRow) => number,
    reason: string,
  ) {
    if (!orderId) return { refunded: 0, paid: 0, payerId: null };
    const order = await repos.orders.find(orderId, true);
    if (!order || order.status !== 'paid') return { refunded: 0, paid: 0, payerId: null };
    const amount = Math.min(due(order), order.amountSen - order.refundedSen);
    if (amount > 0 && payments)
      await payments.refunds.refundOrder(repos as unknown as RefundRepos, order.id, amount, reason);
    return {
      refunded: amount > 0 && payments ? amount : 0,
      paid: order.amountSen,
      payerId: order.playerId,
    };
  }

  /** Which of the entry's orders this is ('entrant' or 'partner'), or null. */
  function sideOf(row: EntryRow | null, orderId: string) {
    if (!row) return null;
    if (row.orderId === orderId) return 'entrant' as const;
    if (row.partnerOrderId === orderId) return 'partner' as const;
    return null;
  }

  async function prepare(repos: EntriesRepos, order: OrderRow) {
    const row = await repos.entries.find(order.subjectId);
    if (!row) return null;
    return changes.changeIn(repos, row.divisionId, noticesOf(order.id), async (c) => c);
  }

  async function fulfil(
    repos: EntriesRepos,
    order: OrderRow,
    _r: unknown,
    c: EntryChangeCtx | null,
  ) {
    const row = c ? await repos.entries.find(order.subjectId) : null;
    const side = sideOf(row, order.id);
    if (!c || !row || !side || row.status !== 'awaiting_payment') {
      await repos.orders.update(order.id, {
        details: { ...order.details, refundNeeded: ENTRY_REFUND_NEEDED },
      });
      deps.log?.warn({ orderId: order.id }, 'entry paid after it ended: a refund is needed');
      return;
    }
    const paidSen = side === 'entrant' ? row.paidSen + order.amountSen : row.paidSen;
    const partnerPaidSen =
      side === 'partner' ? row.partnerPaidSen + order.amountSen : row.partnerPaidSen;
    const full = paidSen + partnerPaidSen >= c.d.division.feeSen;
    const saved = await repos.entries.update(row.id, {
      paidSen,
      partnerPaidSen,
      ...(full ? { status: 'confirmed' as const, holdExpiresAt: null } : {}),
    });
    await changes.saved(c, saved);
  }

  async function release(repos: EntriesRepos, order: OrderRow) {
    const row = await repos.entries.find(order.subjectId);
    if (!row || !sideOf(row, order.id)) return;
    await changes.changeIn(repos, row.divisionId, noticesOf(order.id), async (c) => {
      const locked = await repos.entries.find(row.id);
      const side = sideOf(locked, order.id);
      if (!locked || !side || locked.status !== 'awaiting_payment') return;
      // Backed out, or the checkout never opened: the hold stands until it lapses.
      if (order.status === 'cancelled' || checkoutNeverOpened(order)) {
        await repos.entries.update(
          locked.id,
          side === 'entrant' ? { orderId: null } : { partnerOrderId: null },
        );
        return;
      }
      await ended(c, locked);
      await repos.entries.update(locked.id, { status: 'expired', holdExpiresAt: null });
      await changes.offerFreed(c);
    });
  }

  payments?.payments.registerPurpose<EntriesRepos, EntryChangeCtx | null>('entry', {
    prepare,
    fulfil,
    release,
    settled: async (order) => {
      const notices = pending.get(order.id) ?? [];
      pending.delete(order.id);
      await changes.after(notices);
    },
  });

  /** An entry that ends unpaid: halves already paid are refunded in full. */
  async function ended(c: EntryChangeCtx, row: EntryRow) {
    for (const id of [row.orderId, row.partnerOrderId])
      await refund(c.repos, id, (o) => o.amountSen, ENTRY_REFUND_REASONS.ended);
  }

  return {
    ended,

    async checkoutUnderWay(c: EntryChangeCtx, row: EntryRow) {
      for (const id of [row.orderId, row.partnerOrderId]) {
        const order = id ? await c.repos.orders.find(id) : null;
        if (order?.status === 'open') return true;
      }
      return false;
    },

    /**
     * A withdrawal: each paid order refunded to its payer by the tournament's rule (as shown when
     * paying). Answers what `playerId` paid and gets back (each half goes to whoever paid it).
     */
    async withdrawRefund(c: EntryChangeCtx, row: EntryRow, playerId: string) {
      const today = malaysiaTodayIso(now());
      let refundedSen = 0;
      let paidSen = 0;
      for (const id of [row.orderId, row.partnerOrderId]) {
        const r = await refund(
          c.repos,
          id,
          (o) => refundableSen(refundRuleOf(o), o.amountSen, today),
          ENTRY_REFUND_REASONS.withdrawal,
        );
        if (r.payerId !== playerId) continue;
        refundedSen += r.refunded;
        paidSen += r.paid;
      }
      return { refundedSen, paidSen };
    },

    /** After a withdrawal: checkouts still open are ended (their release changes nothing). */
    async closeOpenOrders(row: EntryRow) {
      if (!payments?.payments.enabled()) return;
      for (const [id, payer] of [
        [row.orderId, row.playerId],
        [row.partnerOrderId, row.partnerId],
      ] as const) {
        if (!id || !payer) continue;
        const order = await deps.data.repos.orders.find(id);
        if (order?.status !== 'open') continue;
        await payments.payments.cancel(payer, id).catch((err: unknown) => {
          deps.log?.warn({ err, orderId: id }, 'the checkout of a withdrawn entry stays open');
        });
      }
    },

    /** The caller's checkout for their share of a held entry (the same one again if open). */
    async pay(playerId: string, entryId: string) {
      if (!payments?.payments.enabled()) throw badRequest(M.paymentsOff);
      const row = await deps.data.repos.entries.find(entryId);
      if (!row || (row.playerId !== playerId && row.partnerId !== playerId))
        throw notFound('Entry');
      if (row.status !== 'awaiting_payment') throw conflict(M.notAwaitingPayment);
      const d = await deps.data.repos.entries.division(row.divisionId);
      if (!d) throw notFound('Entry');
      const side = row.playerId === playerId ? 'entrant' : 'partner';
      if (side === 'partner' && row.payMode === 'one') throw conflict(M.partnerPays);
      const share = shares(d.division.feeSen, row.payMode)[side];
      const paid = side === 'entrant' ? row.paidSen : row.partnerPaidSen;
      if (paid >= share) throw conflict(M.nothingOwed);
      const current = side === 'entrant' ? row.orderId : row.partnerOrderId;
      if (current) {
        const order = await payments.payments.findFor(playerId, current);
        if (order.status === 'open' && order.checkoutUrl)
          return checkout(order, order.checkoutUrl, row.holdExpiresAt);
      }
      const label = (l: 'en' | 'ms') => `${d.tournamentName}: ${divisionLabel(d.division, l)}`;
      let holdUntil: Date | null = null;
      const opened = await payments.payments.open<EntriesRepos>(
        playerId,
        {
          purpose: 'entry',
          subjectId: entryId,
          amountSen: share - paid,
          description: label('en'),
          descriptionMs: label('ms'),
          details: { divisionId: d.division.id, refundRule: refundRuleOfDivision(d) },
          idempotencyKey: `entry:${entryId}:${playerId}:${randomUUID()}`,
        },
        (repos, order) =>
          changes.changeIn(repos, row.divisionId, [], async () => {
            const locked = await repos.entries.find(entryId);
            if (!locked || locked.status !== 'awaiting_payment')
              throw conflict(M.notAwaitingPayment);
            const hold =
              locked.holdExpiresAt && locked.holdExpiresAt > order.expiresAt
                ? locked.holdExpiresAt
                : order.expiresAt;
            holdUntil = hold;
            await repos.entries.update(entryId, {
              ...(side === 'entrant' ? { orderId: order.id } : { partnerOrderId: order.id }),
              holdExpiresAt: hold,
            });
          }),
      );
      return checkout(opened.order, opened.checkoutUrl, holdUntil ?? row.holdExpiresAt);
    },
  };
}

function checkout(order: OrderRow, checkoutUrl: string, hold: Date | null) {
  return {
    orderId: order.id,
    checkoutUrl,
    amountSen: order.amountSen,
    holdExpiresAt: (hold ?? order.expiresAt).toISOString(),
  };
}

export type EntryMoney = ReturnType<typeof createEntryPayments>;
