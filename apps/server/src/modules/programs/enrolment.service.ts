import { malaysiaTodayIso } from '@app/shared/calendar';
import type { EnrolInput } from '@app/shared/enrolment';

import { conflict, notFound } from '../../lib/errors';

import { createDoublesPartnerService } from './doubles-partner.service';
import { createEnrolmentChanges, type EnrolmentDeps } from './enrolment-change';
import { cancelUntil } from './enrolment-rules';
import { createMyProgramsService } from './my-programs.service';
import type { ProgramKind } from './programs.repository';
import { createWaitlistOffers } from './waitlist-offers';
import { createWaitlistService } from './waitlist.service';

/**
 * Enrolment rules: who may enrol (an active member — grace counts — within the event's age band
 * and skill range), a hard cap, a FIFO waitlist whose freed places are offered one at a time
 * for a claim window (waitlist.service.ts), doubles pairs confirmed by the partner within the
 * same window (doubles-partner.service.ts), and cancellation up to a cut-off. Every change locks
 * the programme row first (enrolment-change.ts), so concurrent requests and processes see one
 * order and each freed place goes to exactly one person.
 */
export function createEnrolmentService(deps: EnrolmentDeps) {
  const { now } = deps;
  const changes = createEnrolmentChanges(deps);
  const offers = createWaitlistOffers(deps);
  const partners = createDoublesPartnerService({ now, changes, offers });
  const waitlist = createWaitlistService({ ...deps, changes, offers, partners });
  const myPrograms = createMyProgramsService(deps);
  const { change, current, eligibleMe, takePlace } = changes;

  return {
    async enroll(kind: ProgramKind, id: string, playerId: string, input: EnrolInput = {}) {
      await change(kind, id, true, async (c) => {
        const me = await eligibleMe(c, playerId);
        if (await c.repos.enrolment.enrolmentOf(id, playerId))
          throw conflict(`You are already enrolled in this ${kind}`);
        if (await c.repos.enrolment.openEntryOf(id, playerId))
          throw conflict(`You are on the waitlist for this ${kind}`);
        const partner = await partners.resolvePartner(c, playerId, input);
        if ((await c.repos.enrolment.takenPlaces(id)) >= c.program.maxParticipants)
          throw conflict(`This ${kind} is full`);
        await takePlace(c, me, partner);
      });
      return current(kind, id);
    },

    async cancel(kind: ProgramKind, id: string, playerId: string) {
      await change(kind, id, false, async (c) => {
        const place = await c.repos.enrolment.enrolmentOf(id, playerId);
        if (!place) throw notFound('Enrolment');
        const lastDay = cancelUntil(c.program);
        if (malaysiaTodayIso(now()) > lastDay)
          throw conflict(`Cancellations for this ${kind} closed on ${lastDay}`);
        await c.repos.enrolment.deleteEnrolment(place.id);
        await offers.offerFreedPlaces(c.repos, c.program, c.claimWindowHours, c.notices);
      });
      return current(kind, id);
    },

    joinWaitlist: waitlist.joinWaitlist,
    leaveWaitlist: waitlist.leaveWaitlist,
    claimOffer: waitlist.claimOffer,
    confirmPartner: partners.confirmPartner,
    declinePartner: partners.declinePartner,
    settleDue: waitlist.settleDue,
    statistics: myPrograms.statistics,
    mine: myPrograms.mine,
  };
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
