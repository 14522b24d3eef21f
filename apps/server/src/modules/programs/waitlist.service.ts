import type { EnrolInput, EnrolResult } from '@app/shared/enrolment';

import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { NotifyInput } from '../notifications/index';

import type { DoublesPartnerService } from './doubles-partner.service';
import type { Change, EnrolmentChanges, EnrolmentDeps, PlaceHold } from './enrolment-change';
import type { PaidPlaces } from './paid-places';
import type { ProgramKind } from './programs.repository';
import type { WaitlistOffers } from './waitlist-offers';

/**
 * The waitlist of a full programme, first come first served: joining and leaving it, claiming
 * an offered place in time, and the job that settles lapsed offers and pairs.
 */
export function createWaitlistService(deps: {
  data: EnrolmentDeps['data'];
  now: EnrolmentDeps['now'];
  settings: EnrolmentDeps['settings'];
  changes: EnrolmentChanges;
  offers: WaitlistOffers;
  partners: DoublesPartnerService;
  paid: PaidPlaces;
}) {
  const { data, now, changes, offers, partners, paid } = deps;
  const { change, current, eligibleMe, takePlace } = changes;

  return {
    async joinWaitlist(kind: ProgramKind, id: string, playerId: string) {
      const position = await change(kind, id, true, async (c) => {
        await eligibleMe(c, playerId);
        if (await c.repos.enrolment.enrolmentOf(id, playerId))
          throw conflict(`You are already enrolled in this ${kind}`);
        if (await c.repos.enrolment.openEntryOf(id, playerId))
          throw conflict(`You are already on the waitlist for this ${kind}`);
        if ((await c.repos.enrolment.takenPlaces(id)) < c.program.maxParticipants)
          throw conflict(`This ${kind} has places left: enrol instead`);
        try {
          const entry = await c.repos.enrolment.insertEntry(id, playerId);
          return c.repos.enrolment.positionOf(id, entry.id);
        } catch (err) {
          if (isUniqueViolation(err))
            throw conflict(`You are already on the waitlist for this ${kind}`);
          throw err;
        }
      });
      return { position };
    },

    /** Leaves the queue, or declines an offer (which passes to the next in line). */
    async leaveWaitlist(kind: ProgramKind, id: string, playerId: string) {
      await change(kind, id, false, async (c) => {
        const entry = await c.repos.enrolment.openEntryOf(id, playerId);
        if (!entry) throw notFound('Waitlist entry');
        await c.repos.enrolment.setEntryStatus(entry.id, 'left');
        if (entry.status === 'offered')
          await offers.offerFreedPlaces(c.repos, c.program, c.claimWindowHours, c.notices);
      });
      return current(kind, id);
    },

    /**
     * Takes the offered place while the offer stands (paid online: held for the checkout, and
     * released to the next in line if it is not paid).
     */
    async claimOffer(
      kind: ProgramKind,
      id: string,
      playerId: string,
      input: EnrolInput = {},
    ): Promise<EnrolResult> {
      const take = async (c: Change, hold?: PlaceHold) => {
        const entry = await c.repos.enrolment.openEntryOf(id, playerId);
        if (!entry || entry.status !== 'offered')
          throw conflict(`You have no place on offer for this ${kind}`);
        if (!entry.offerExpiresAt || entry.offerExpiresAt <= now())
          throw conflict('This offer has expired');
        const me = await eligibleMe(c, playerId);
        const partner = await partners.resolvePartner(c, playerId, input);
        // The held place becomes the enrolment: the count of taken places does not change.
        await c.repos.enrolment.setEntryStatus(entry.id, 'claimed');
        await takePlace(c, me, partner, hold);
      };
      const online = await paid.checkout(kind, id, playerId, input.idempotencyKey, take);
      if (online) return online;
      await change(kind, id, true, (c) => take(c));
      return current(kind, id);
    },

    /** The job: every programme with a lapsed offer or pair, settled one at a time. */
    async settleDue(): Promise<number> {
      const { claimWindowHours } = await deps.settings();
      const ids = await data.repos.enrolment.programsWithLapses(now(), 100);
      const notices: NotifyInput[] = [];
      // One programme's failure (the gateway down for a pair's refund: its transaction rolled
      // back, tried again next run) does not hold up the others or their committed notices.
      let failed: unknown = null;
      for (const id of ids) {
        try {
          await offers.settleLapses(id, claimWindowHours, notices, (repos, pair) =>
            paid.pairEnded(repos, pair, 'lapsed'),
          );
        } catch (err) {
          failed ??= err;
        }
      }
      if (ids.length > 0) await changes.after(notices);
      if (failed) throw failed;
      return ids.length;
    },
  };
}
