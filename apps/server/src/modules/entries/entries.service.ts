import { malaysiaTodayIso } from '@app/shared/calendar';
import type { EnterDivisionInput } from '@app/shared/competition/entries';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';

import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';

import { toEntry } from './entries.presenter';
import type { EntryRow } from './entries.repository';
import type { EntriesDeps, EntryChangeCtx, EntryChanges } from './entry-changes';
import type { EntryMoney } from './entry-payments';
import { assertPairRoom, assertRoom } from './entry-room';
import {
  assertEligible,
  assertPair,
  assertTakingEntries,
  doubles,
  entrantFacts,
  HOUR_MS,
} from './entry-rules';

const LIVE = new Set([
  'awaiting_partner',
  'awaiting_payment',
  'confirmed',
  'waitlisted',
  'offered',
]);
const HOLDS_PLACE = new Set(['awaiting_payment', 'confirmed', 'offered']);

/**
 * Entering a division, the partner's answer, claiming an offered place, withdrawing, and the
 * deadlines that pass (partner requests, offers, unpaid holds). Every change locks the division.
 */
export function createEntriesService(
  deps: EntriesDeps & { changes: EntryChanges; money: EntryMoney },
) {
  const { now, changes, money } = deps;
  const { change } = changes;

  async function dto(c: EntryChangeCtx, row: EntryRow) {
    return toEntry(row, c.d.division.feeSen, await c.repos.entries.waitlistPosition(row));
  }

  async function factsOf(c: EntryChangeCtx, playerId: string) {
    const row = await c.repos.entries.playerFacts(playerId);
    if (!row) throw notFound('Player');
    return { row, facts: entrantFacts(row, malaysiaTodayIso(now()), c.graceDays) };
  }

  /** Who an entry's change counts (read before the change locks them). */
  async function playersOf(entryId: string) {
    const row = await deps.data.repos.entries.find(entryId);
    if (!row) throw notFound('Entry');
    return { divisionId: row.divisionId, players: [row.playerId, row.partnerId] };
  }

  /** The entry (in the change) with the caller as one of its players. */
  async function mine(c: EntryChangeCtx, entryId: string, playerId: string) {
    const row = await c.repos.entries.find(entryId);
    if (!row || (row.playerId !== playerId && row.partnerId !== playerId)) throw notFound('Entry');
    return row;
  }

  /** The division of an entry (read before the change that locks it). */
  async function divisionOf(entryId: string) {
    const row = await deps.data.repos.entries.find(entryId);
    if (!row) throw notFound('Entry');
    return row.divisionId;
  }

  async function enter(playerId: string, divisionId: string, input: EnterDivisionInput) {
    // The partner named is locked with the player (read first; re-read under the lock).
    const named = input.partnerMemberId
      ? await deps.data.repos.entries.playerFactsByMemberId(input.partnerMemberId)
      : null;
    return change(
      divisionId,
      async (c) => {
        assertTakingEntries(c.d, now());
        const me = await factsOf(c, playerId);
        if (await c.repos.entries.liveEntryOf(divisionId, playerId))
          throw conflict(M.alreadyEntered);
        assertEligible(me.facts, c.d, 'you');
        let partnerId: string | null = null;
        if (doubles(c.d)) {
          if (!input.partnerMemberId) throw badRequest(M.needsPartner);
          const partner = await c.repos.entries.playerFactsByMemberId(input.partnerMemberId);
          if (!partner || partner.id !== named?.id) throw notFound('Player with that member ID');
          if (partner.id === playerId) throw badRequest(M.partnerSelf);
          const facts = entrantFacts(partner, malaysiaTodayIso(now()), c.graceDays);
          assertEligible(facts, c.d, 'partner');
          assertPair(c.d, me.facts, facts);
          if (await c.repos.entries.liveEntryOf(divisionId, partner.id))
            throw conflict(M.partnerAlreadyEntered);
          await assertRoom(c, partner.id, M.partnerMaxEntries);
          partnerId = partner.id;
        } else if (input.partnerMemberId) throw badRequest(M.singlesNoPartner);
        await assertRoom(c, playerId, M.maxEntries);
        const placed = partnerId
          ? {
              status: 'awaiting_partner' as const,
              partnerDeadline: new Date(
                now().getTime() + (c.d.settings?.partnerWindowHours ?? 72) * HOUR_MS,
              ),
            }
          : await changes.placeFor(c);
        let row: EntryRow;
        try {
          row = await c.repos.entries.insert({
            divisionId,
            playerId,
            partnerId,
            payMode: partnerId ? (input.payMode ?? 'one') : 'one',
            club: input.club || null,
            ...placed,
            status: placed.status!,
          });
        } catch (err) {
          // A second click or tab that got past the checks: one entry stands.
          if (isUniqueViolation(err)) throw conflict(M.alreadyEntered);
          throw err;
        }
        if (partnerId)
          await changes.tell(c, [partnerId], 'partner_request', { actor: me.row.fullName });
        else await changes.saved(c, row);
        return dto(c, row);
      },
      { players: [playerId, named?.id ?? null] },
    );
  }

  async function confirm(playerId: string, entryId: string) {
    const before = await playersOf(entryId);
    return change(
      before.divisionId,
      async (c) => {
        const row = await c.repos.entries.find(entryId);
        if (!row || row.partnerId !== playerId || row.status !== 'awaiting_partner')
          throw notFound('Partner request');
        if (!row.partnerDeadline || row.partnerDeadline <= now()) throw conflict(M.requestExpired);
        if (!row.overrideReason) {
          const me = await factsOf(c, playerId);
          const entrant = await factsOf(c, row.playerId);
          assertEligible(me.facts, c.d, 'you');
          assertEligible(entrant.facts, c.d, 'partner');
          assertPair(c.d, me.facts, entrant.facts);
        }
        await assertPairRoom(c, row, playerId);
        const placed = await changes.placeFor(c);
        const saved = await c.repos.entries.update(row.id, {
          ...placed,
          partnerConfirmedAt: now(),
          partnerDeadline: null,
        });
        return dto(c, await changes.saved(c, saved));
      },
      before,
    );
  }

  async function decline(playerId: string, entryId: string) {
    return change(await divisionOf(entryId), async (c) => {
      const row = await c.repos.entries.find(entryId);
      if (!row || row.partnerId !== playerId || row.status !== 'awaiting_partner')
        throw notFound('Partner request');
      const saved = await c.repos.entries.update(row.id, {
        status: 'declined',
        partnerDeadline: null,
      });
      const me = await c.repos.entries.playerFacts(playerId);
      await changes.tell(c, [row.playerId], 'declined', { actor: me?.fullName ?? '' });
      return dto(c, saved);
    });
  }

  /** A pair (or player) offered a freed place takes it: confirmed, or held for payment. */
  async function claim(playerId: string, entryId: string) {
    const before = await playersOf(entryId);
    return change(
      before.divisionId,
      async (c) => {
        const row = await mine(c, entryId, playerId);
        if (row.status !== 'offered') throw conflict(M.notOffered);
        if (!row.offerExpiresAt || row.offerExpiresAt <= now()) throw conflict(M.offerExpired);
        await assertPairRoom(c, row, playerId);
        const saved = await c.repos.entries.update(row.id, changes.heldOrConfirmed(c));
        return dto(c, await changes.saved(c, saved));
      },
      before,
    );
  }

  /** Either player withdraws the entry: refunded by the tournament's rule; the place offered on. */
  async function withdraw(playerId: string, entryId: string) {
    const before = await deps.data.repos.entries.find(entryId);
    if (!before) throw notFound('Entry');
    const orders = [before.orderId, before.partnerOrderId];
    const result = await change(
      before.divisionId,
      async (c) => {
        const row = await mine(c, entryId, playerId);
        if (!LIVE.has(row.status)) throw conflict(M.notLive);
        const refund = await money.withdrawRefund(c, row, playerId);
        const saved = await c.repos.entries.update(row.id, {
          status: 'withdrawn',
          withdrawnAt: now(),
          holdExpiresAt: null,
          offerExpiresAt: null,
          partnerDeadline: null,
        });
        if (HOLDS_PLACE.has(row.status)) await changes.offerFreed(c);
        return { entry: await dto(c, saved), row, ...refund };
      },
      { orders },
    );
    await money.closeOpenOrders(result.row);
    return { entry: result.entry, refundedSen: result.refundedSen, paidSen: result.paidSen };
  }

  /**
   * Ends what is due at the server's clock, once (each division locked, its due rows re-read):
   * partner requests past the deadline lapse (the entrant is told), offers past their expiry
   * and unpaid holds expire, and the places they freed are offered on.
   */
  async function settleDue(limit = 20): Promise<number> {
    let handled = 0;
    for (const divisionId of await deps.data.repos.entries.divisionsWithDue(now(), limit)) {
      handled += await change(divisionId, async (c) => {
        let n = 0;
        for (const row of await c.repos.entries.dueIn(divisionId, now())) {
          if (row.status === 'awaiting_partner') {
            await c.repos.entries.update(row.id, { status: 'lapsed' });
            await changes.tell(c, [row.playerId], 'lapsed');
          } else if (row.status === 'offered') {
            await c.repos.entries.update(row.id, { status: 'expired', offerExpiresAt: null });
          } else {
            if (await money.checkoutUnderWay(c, row)) continue;
            await money.ended(c, row);
            await c.repos.entries.update(row.id, { status: 'expired', holdExpiresAt: null });
          }
          n += 1;
        }
        await changes.offerFreed(c);
        return n;
      });
    }
    return handled;
  }

  return { enter, confirm, decline, claim, withdraw, settleDue };
}

export type EntriesService = ReturnType<typeof createEntriesService>;
