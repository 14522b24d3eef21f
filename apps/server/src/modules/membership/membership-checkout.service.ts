import { membershipItem, todayInMalaysia } from '@app/shared/membership';
import {
  PAYMENT_MESSAGES,
  type CheckoutResult,
  type MembershipCheckoutInput,
} from '@app/shared/payments/schemas';

import { badRequest, notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import type { OrderRow, PaymentsApi } from '../payments/index';

import { assertFitsAgeBand, nextTermStart, termEnd } from './membership-rules';
import type { MembershipRepos } from './membership.service';

/**
 * Joining or renewing online (issue 32): the player picks a type, the server prices it and
 * opens a checkout; when the money arrives the term, receipt and card follow in the same
 * transaction as the payment's settlement, exactly once.
 */
export function createMembershipCheckout(deps: {
  data: DataAccess<MembershipRepos>;
  payments: PaymentsApi;
  /** After a committed change: cached card checks are forgotten. */
  onChanged: () => Promise<void>;
  now: () => Date;
}) {
  const { data, payments, now } = deps;

  /** Read and lock what the term needs before the receipt number is taken. */
  async function prepareTerm(repos: MembershipRepos, order: OrderRow) {
    if (!order.playerId) return null;
    const member = await repos.memberships.findMember(order.playerId, true);
    const type = await repos.membershipTypes.find(order.subjectId);
    if (!member || !type) return null;
    const latest = (await repos.memberships.termsOf(member.id))
      .filter((t) => t.term.status === 'active')
      .reduce<string | null>(
        (max, t) => (max && max > t.term.expiresOn ? max : t.term.expiresOn),
        null,
      );
    const startsOn = nextTermStart(todayInMalaysia(now()), latest);
    const pending = await repos.renewals.pendingOf(member.id);
    const pendingId = pending?.renewal.id ?? null;
    return { member, type, startsOn, expiresOn: termEnd(type, startsOn), pendingId };
  }
  type Prepared = Awaited<ReturnType<typeof prepareTerm>>;

  /**
   * `prepareTerm` for a batch of orders, set-based: members locked in id order, their latest
   * active expiry and pending bank-transfer requests read at once. A member with two orders in
   * the batch gets the second term after the first.
   */
  async function prepareTerms(repos: MembershipRepos, orders: OrderRow[]): Promise<Prepared[]> {
    const ids = [...new Set(orders.flatMap((o) => (o.playerId ? [o.playerId] : [])))];
    const members = new Map((await repos.memberships.lockMembers(ids)).map((m) => [m.id, m]));
    const types = new Map<string, Awaited<ReturnType<typeof repos.membershipTypes.find>>>();
    for (const typeId of new Set(orders.map((o) => o.subjectId)))
      types.set(typeId, await repos.membershipTypes.find(typeId));
    const latest = await repos.memberships.latestActiveExpiries([...members.keys()]);
    const pending = await repos.renewals.pendingIdsOf([...members.keys()]);
    const today = todayInMalaysia(now());
    return orders.map((order) => {
      const member = order.playerId ? members.get(order.playerId) : undefined;
      const type = types.get(order.subjectId);
      if (!member || !type) return null;
      const startsOn = nextTermStart(today, latest.get(member.id) ?? null);
      const expiresOn = termEnd(type, startsOn);
      latest.set(member.id, expiresOn);
      const pendingId = pending.get(member.id) ?? null;
      pending.delete(member.id);
      return { member, type, startsOn, expiresOn, pendingId };
    });
  }

  async function grantTerm(repos: MembershipRepos, receiptId: string, term: Prepared) {
    if (!term) return;
    const { member, type, startsOn, expiresOn, pendingId } = term;
    await repos.memberships.insertTerm({
      playerId: member.id,
      typeId: type.id,
      startsOn,
      expiresOn,
      paymentId: receiptId,
    });
    await repos.memberships.updateMember(member.id, {
      membershipTypeId: type.id,
      membershipType: type.name,
      membershipExpiresOn: expiresOn,
      membershipCancelledAt: null,
    });
    // A bank-transfer request waiting alongside is no longer needed.
    if (pendingId) await repos.renewals.settle(pendingId, 'cancelled', null);
  }

  /** `grantTerm` for a batch: the terms in one statement, the members' rows in another. */
  async function grantTerms(
    repos: MembershipRepos,
    items: { receipt: { id: string }; prepared: Prepared }[],
  ) {
    const granted = items.flatMap(({ receipt, prepared }) =>
      prepared ? [{ receiptId: receipt.id, ...prepared }] : [],
    );
    await repos.memberships.insertTerms(
      granted.map((g) => ({
        playerId: g.member.id,
        typeId: g.type.id,
        startsOn: g.startsOn,
        expiresOn: g.expiresOn,
        paymentId: g.receiptId,
      })),
    );
    // Each member's row shows their last term of the batch.
    const current = new Map(
      granted.map((g) => [
        g.member.id,
        { playerId: g.member.id, typeId: g.type.id, typeName: g.type.name, expiresOn: g.expiresOn },
      ]),
    );
    await repos.memberships.setCurrentTerms([...current.values()]);
    for (const g of granted)
      if (g.pendingId) await repos.renewals.settle(g.pendingId, 'cancelled', null);
  }

  payments.payments.registerPurpose<MembershipRepos, Prepared>('membership', {
    prepare: prepareTerm,
    prepareMany: prepareTerms,
    fulfil: (repos, _order, receipt, term) => grantTerm(repos, receipt.id, term),
    fulfilMany: grantTerms,
    settled: async (order) => {
      if (order.status === 'paid') await deps.onChanged();
    },
    settledMany: async (orders) => {
      if (orders.some((o) => o.status === 'paid')) await deps.onChanged();
    },
  });

  return {
    async checkout(playerId: string, input: MembershipCheckoutInput): Promise<CheckoutResult> {
      const member = await data.repos.memberships.findMember(playerId);
      if (!member) throw notFound('Player');
      const type = await data.repos.membershipTypes.find(input.typeId);
      if (!type || !type.active) throw notFound('Membership type');
      assertFitsAgeBand(type, member.dateOfBirth, now());
      if (type.feeSen <= 0) throw badRequest(PAYMENT_MESSAGES.freeItem);
      const opened = await payments.payments.open(member.id, {
        purpose: 'membership',
        subjectId: type.id,
        amountSen: type.feeSen,
        description: membershipItem(type.name, type.nameMs).en,
        descriptionMs: membershipItem(type.name, type.nameMs).ms,
        details: {
          refundRule: {
            rule: type.refundRule,
            until: type.refundUntil,
            percent: type.refundPercent,
          },
        },
        idempotencyKey: input.idempotencyKey,
      });
      const [order] = await payments.present([opened.order]);
      return { order: order!, checkoutUrl: opened.checkoutUrl };
    },
  };
}

export type MembershipCheckout = ReturnType<typeof createMembershipCheckout>;
