import { malaysiaTodayIso } from '@app/shared/calendar';
import type { EnrolInput } from '@app/shared/enrolment';

import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';

import type { Change, EnrolmentChanges, EnrolmentDeps } from './enrolment-change';
import { assertEligible } from './enrolment-rules';
import type { PaidPlaces } from './paid-places';
import type { ProgramKind } from './programs.repository';
import type { WaitlistOffers } from './waitlist-offers';

export const NOT_YOUR_PARTNER = "This player can't be your partner";

/**
 * Doubles: a pair takes one place once the named partner, an eligible member not yet entered,
 * confirms within the claim window. If the partner declines, the place goes to the next in line.
 */
export function createDoublesPartnerService(deps: {
  now: EnrolmentDeps['now'];
  changes: EnrolmentChanges;
  offers: WaitlistOffers;
  /** A pair's place paid online: refunded when the pair ends without the partner. */
  paid: Pick<PaidPlaces, 'pairEnded'>;
}) {
  const { now, changes, offers, paid } = deps;
  const { change, current, eligibleMe } = changes;

  /** The partner named in `input` for a doubles event (null for singles), checked. */
  async function resolvePartner(c: Change, playerId: string, input: EnrolInput) {
    const { repos, program } = c;
    if (!program.doubles) {
      if (input.partnerMemberId) throw badRequest(`This ${program.kind} is not a doubles event`);
      return null;
    }
    if (!input.partnerMemberId)
      throw badRequest("This is a doubles event: enter your partner's member ID");
    const partner = await repos.enrolment.playerFactsByMemberId(input.partnerMemberId);
    if (!partner) throw notFound('Player with that member ID');
    if (partner.id === playerId) throw badRequest('Your partner must be another player');
    // A block either way (PickleZone) stops partner requests. Checked before eligibility, so the
    // answer tells nothing about the other's membership; it does not say who blocked whom.
    if (await repos.relations.blockedEitherWay(playerId, partner.id))
      throw forbidden(NOT_YOUR_PARTNER);
    assertEligible(partner, program, c.graceDays, 'partner', malaysiaTodayIso(now()));
    if (
      (await repos.enrolment.enrolmentOf(program.id, partner.id)) ||
      (await repos.enrolment.openEntryOf(program.id, partner.id))
    )
      throw conflict(`Your partner is already entered in this ${program.kind}`);
    return partner;
  }

  /** The enrolment in which this player is the named partner, still to be confirmed. */
  async function partnerRequestOf(c: Change, playerId: string) {
    const place = await c.repos.enrolment.enrolmentOf(c.program.id, playerId);
    if (!place || place.partnerPlayerId !== playerId || place.status !== 'awaiting_partner')
      throw notFound('Partner request');
    return place;
  }

  return {
    resolvePartner,

    async confirmPartner(kind: ProgramKind, id: string, playerId: string) {
      // A yes takes a place: only while the programme is open (active, not past), as enrolling.
      await change(kind, id, true, async (c) => {
        const place = await partnerRequestOf(c, playerId);
        if (!place.partnerDeadline || place.partnerDeadline <= now())
          throw conflict('This partner request has expired');
        // A block made after the request (either way) stops the pair: only declining is left.
        if (await c.repos.relations.blockedEitherWay(place.playerId, playerId))
          throw forbidden(NOT_YOUR_PARTNER);
        await eligibleMe(c, playerId);
        await c.repos.enrolment.confirmPartner(place.id);
      });
      return current(kind, id);
    },

    /**
     * The partner declines: the pair's place is freed for the next in line (paid online: the
     * payer is refunded in full in the same transaction).
     */
    async declinePartner(kind: ProgramKind, id: string, playerId: string) {
      await change(kind, id, false, async (c) => {
        const place = await partnerRequestOf(c, playerId);
        await paid.pairEnded(c.repos, place, 'declined');
        await c.repos.enrolment.deleteEnrolment(place.id);
        await offers.offerFreedPlaces(c.repos, c.program, c.claimWindowHours, c.notices);
      });
      return current(kind, id);
    },
  };
}

export type DoublesPartnerService = ReturnType<typeof createDoublesPartnerService>;
