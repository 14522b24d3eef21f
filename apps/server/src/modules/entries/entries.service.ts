import { malaysiaTodayIso } from '@app/shared/calendar';
import { entrantFactsOn } from '@app/shared/competition/eligibility';
import { isLiveEntryStatus, type EnterDivisionInput } from '@app/shared/competition/entries';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';
import { LIMIT_MESSAGES, MIN_ONLINE_SEN } from '@app/shared/payments/limits';

import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';

import { toEntry } from './entries.presenter';
import type { EntrantFactsRow, EntryRow } from './entries.repository';
import {
  readSettings,
  type EntriesDeps,
  type EntryChangeCtx,
  type EntryChanges,
} from './entry-changes';
import type { EntryMoney } from './entry-payments';
import { assertMayEnter, assertPairRoom } from './entry-room';
import {
  assertEligible,
  assertTakingEntries,
  doubles,
  HOUR_MS,
  shares,
  withinWindow,
} from './entry-rules';

const HOLDS_PLACE = new Set(['awaiting_payment', 'confirmed', 'offered']);

/**
 * Entering a division, the partner's answer, claiming an offered place, withdrawing, and the
 * deadlines that pass (partner requests, offers, unpaid holds). Every change locks the division
 * (after waiting its turn in this process's line for it: `changes.change`).
 */
export function createEntriesService(
  deps: EntriesDeps & { changes: EntryChanges; money: EntryMoney },
) {
  const { now, changes, money } = deps;
  const { change } = changes;

  async function dto(c: EntryChangeCtx, row: EntryRow) {
    return toEntry(row, c.d.division.feeSen, await c.repos.entries.waitlistPosition(row));
  }

  /** The answer for a committed change (its waitlist place read after the commit). */
  async function dtoAfter(feeSen: number, row: EntryRow) {
    return toEntry(row, feeSen, await deps.data.repos.entries.waitlistPosition(row));
  }

  /** A player's eligibility facts, read before a change. */
  async function factsBefore(playerId: string, graceDays: number) {
    const row = await deps.data.repos.entries.playerFacts(playerId);
    if (!row) throw notFound('Player');
    return { row, facts: entrantFactsOn(row, malaysiaTodayIso(now()), graceDays) };
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

  /**
   * Entering: everything that can be read and judged is done first, outside the change (the
   * window, both players' eligibility, the pair, the partner's notice); the change, with the
   * players and the division locked, re-reads only their live entries (in the division
   * already? room left?), places the entry and writes it with its notice.
   */
  async function enter(playerId: string, divisionId: string, input: EnterDivisionInput) {
    const { repos } = deps.data;
    const d = await repos.entries.division(divisionId);
    assertTakingEntries(d, now());
    const settings = await readSettings(repos);
    const me = await factsBefore(playerId, settings.graceDays);
    assertEligible(d, me.facts);
    let partner: EntrantFactsRow | null = null;
    if (doubles(d)) {
      if (!input.partnerMemberId) throw badRequest(M.needsPartner);
      partner = await repos.entries.playerFactsByMemberId(input.partnerMemberId);
      if (!partner) throw notFound('Player with that member ID');
      if (partner.id === playerId) throw badRequest(M.partnerSelf);
      // A block either way (PickleZone) stops partner requests. Checked before eligibility, so
      // the answer tells nothing about the other's membership; it does not say who blocked whom.
      if (await repos.relations.blockedEitherWay(playerId, partner.id))
        throw forbidden(M.notYourPartner);
      const facts = entrantFactsOn(partner, malaysiaTodayIso(now()), settings.graceDays);
      assertEligible(d, me.facts, facts);
    } else if (input.partnerMemberId) throw badRequest(M.singlesNoPartner);
    const partnerId = partner?.id ?? null;
    // Halves of a small fee would each be less than one payment can be (ADR 028).
    if (partnerId && input.payMode === 'halves' && d.division.feeSen > 0) {
      const half = shares(d.division.feeSen, 'halves').partner;
      if (half < MIN_ONLINE_SEN) throw badRequest(LIMIT_MESSAGES.halvesTooSmall(half));
    }
    const ids = partnerId ? [playerId, partnerId] : [playerId];
    // Answered now when already clear (a second click); checked again under the lock.
    assertMayEnter(
      d,
      await repos.entries.liveInTournament(d.division.tournamentId, ids),
      playerId,
      partnerId,
    );
    const request = changes.compose(d, [partner], 'partner_request', { actor: me.row.fullName });
    const confirmed = changes.compose(d, [me.row], 'confirmed');
    const row = await change(
      divisionId,
      async (c) => {
        assertTakingEntries(c.d, now());
        const live = await c.repos.entries.liveInTournament(c.d.division.tournamentId, ids);
        assertMayEnter(c.d, live, playerId, partnerId);
        const placed = partnerId
          ? {
              status: 'awaiting_partner' as const,
              partnerDeadline: withinWindow(
                c.d,
                new Date(now().getTime() + (c.d.settings?.partnerWindowHours ?? 72) * HOUR_MS),
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
        if (partnerId) await changes.send(c, request);
        else await changes.saved(c, row, confirmed);
        return row;
      },
      { players: ids, settings },
    );
    return dtoAfter(d.division.feeSen, row);
  }

  /**
   * A partner's yes: the request, both players' eligibility and their confirmations are read
   * first; the change re-reads the request, counts both players' entries, places the pair.
   */
  async function confirm(playerId: string, entryId: string) {
    const { repos } = deps.data;
    const before = await repos.entries.find(entryId);
    if (!before || before.partnerId !== playerId || before.status !== 'awaiting_partner')
      throw notFound('Partner request');
    if (!before.partnerDeadline || before.partnerDeadline <= now())
      throw conflict(M.requestExpired);
    // A block made after the request (either way) stops the pair: only declining is left.
    if (await repos.relations.blockedEitherWay(before.playerId, playerId))
      throw forbidden(M.notYourPartner);
    const d = await repos.entries.division(before.divisionId);
    if (!d) throw notFound('Partner request');
    // A yes makes the entry live: only while entries are open (security.md, Competition).
    assertTakingEntries(d, now());
    const settings = await readSettings(repos);
    const me = await repos.entries.playerFacts(playerId);
    const entrant = await repos.entries.playerFacts(before.playerId);
    if (!before.overrideReason) {
      if (!me || !entrant) throw notFound('Player');
      const today = malaysiaTodayIso(now());
      const mine = entrantFactsOn(me, today, settings.graceDays);
      const theirs = entrantFactsOn(entrant, today, settings.graceDays);
      assertEligible(d, mine, theirs);
    }
    const confirmed = changes.compose(d, [entrant, me], 'confirmed');
    const saved = await change(
      before.divisionId,
      async (c) => {
        const row = await c.repos.entries.find(entryId);
        if (!row || row.partnerId !== playerId || row.status !== 'awaiting_partner')
          throw notFound('Partner request');
        if (!row.partnerDeadline || row.partnerDeadline <= now()) throw conflict(M.requestExpired);
        assertTakingEntries(c.d, now());
        await assertPairRoom(c, row, playerId);
        const placed = await changes.placeFor(c);
        const updated = await c.repos.entries.update(row.id, {
          ...placed,
          partnerConfirmedAt: now(),
          partnerDeadline: null,
        });
        return changes.saved(c, updated, confirmed);
      },
      { players: [before.playerId, before.partnerId], settings },
    );
    return dtoAfter(d.division.feeSen, saved);
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
        assertTakingEntries(c.d, now());
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
        if (!isLiveEntryStatus(row.status)) throw conflict(M.notLive);
        // Once its results are out the division has been played: nothing to withdraw from.
        if (c.d.division.resultsPublishedAt) throw conflict(M.played);
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
