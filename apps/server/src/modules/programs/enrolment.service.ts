import { malaysiaTodayIso } from '@app/shared/calendar';
import type { EnrolInput, EnrolResult, Participant, WithdrawResult } from '@app/shared/enrolment';

import { conflict, notFound } from '../../lib/errors';
import { composeMail, mailWords } from '../../lib/mail-language';

import { createDoublesPartnerService } from './doubles-partner.service';
import {
  createEnrolmentChanges,
  type Change,
  type EnrolmentDeps,
  type PlaceHold,
} from './enrolment-change';
import { cancelUntil, mailProgram, PROGRAM_LABEL } from './enrolment-rules';
import { paymentConfirmation } from './enrolment.mail';
import { createMyProgramsService } from './my-programs.service';
import { createPaidPlaces, type PaidPlacesDeps } from './paid-places';
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
export function createEnrolmentService(
  deps: EnrolmentDeps & Pick<PaidPlacesDeps, 'payments' | 'refunds' | 'log'>,
) {
  const { now } = deps;
  const changes = createEnrolmentChanges(deps);
  const offers = createWaitlistOffers(deps);
  const paid = createPaidPlaces({ ...deps, changes, offers });
  const partners = createDoublesPartnerService({ now, changes, offers, paid });
  const waitlist = createWaitlistService({ ...deps, changes, offers, partners, paid });
  const myPrograms = createMyProgramsService(deps);
  const { change, current, eligibleMe, takePlace } = changes;

  return {
    /**
     * A place: at once when free (or paid by bank transfer); paid online, held for the
     * checkout (the answer carries `checkoutUrl`) and confirmed when the payment arrives.
     */
    async enroll(
      kind: ProgramKind,
      id: string,
      playerId: string,
      input: EnrolInput = {},
    ): Promise<EnrolResult> {
      const take = async (c: Change, hold?: PlaceHold) => {
        const me = await eligibleMe(c, playerId);
        if (await c.repos.enrolment.enrolmentOf(id, playerId))
          throw conflict(`You are already enrolled in this ${kind}`);
        if (await c.repos.enrolment.openEntryOf(id, playerId))
          throw conflict(`You are on the waitlist for this ${kind}`);
        const partner = await partners.resolvePartner(c, playerId, input);
        if ((await c.repos.enrolment.takenPlaces(id)) >= c.program.maxParticipants)
          throw conflict(`This ${kind} is full`);
        await takePlace(c, me, partner, hold);
      };
      const online = await paid.checkout(kind, id, playerId, input.idempotencyKey, take);
      if (online) return online;
      await change(kind, id, true, (c) => take(c));
      return current(kind, id);
    },

    /**
     * Withdrawing (up to the cut-off). A place still held for its payment ends its checkout; a
     * place paid online is refunded under the fee's rule (the answer says how much).
     */
    async cancel(kind: ProgramKind, id: string, playerId: string): Promise<WithdrawResult> {
      const held = await deps.data.repos.enrolment.enrolmentOf(id, playerId);
      if (held?.status === 'awaiting_payment' && held.orderId && held.playerId === playerId) {
        if (await paid.backOut(playerId, held.orderId)) return current(kind, id);
      }
      const refund = await change(kind, id, false, async (c) => {
        const place = await c.repos.enrolment.enrolmentOf(id, playerId);
        if (!place) throw notFound('Enrolment');
        const lastDay = cancelUntil(c.program);
        if (malaysiaTodayIso(now()) > lastDay)
          throw conflict(`Cancellations for this ${kind} closed on ${lastDay}`);
        const refunded =
          place.orderId && place.paidAt ? await paid.withdrawRefund(c, place.orderId) : undefined;
        await c.repos.enrolment.deleteEnrolment(place.id);
        await offers.offerFreedPlaces(c.repos, c.program, c.claimWindowHours, c.notices);
        return refunded;
      });
      const program = await current(kind, id);
      return refund ? { ...program, refund } : program;
    },

    /** Staff: who holds each place of a programme, and whether they paid. */
    async participants(kind: ProgramKind, id: string): Promise<Participant[]> {
      const program = await deps.data.repos.programs.findById(kind, id);
      if (!program) throw notFound(PROGRAM_LABEL[kind]);
      const rows = await deps.data.repos.enrolment.participants(id);
      return rows.map((r) => ({
        playerId: r.playerId,
        memberId: r.memberId,
        fullName: r.fullName,
        status: r.enrolment.status,
        since: r.enrolment.createdAt.toISOString(),
        paidAt: r.enrolment.paidAt?.toISOString() ?? null,
        paymentReference: r.enrolment.paymentReference,
      }));
    },

    /**
     * Staff record a player's payment (bank transfer or at the venue). The first record writes
     * the confirmation to the player's inbox and by mail, in their language; recording it again
     * changes nothing and writes nothing.
     */
    async recordPayment(kind: ProgramKind, id: string, playerId: string, reference?: string) {
      return change(kind, id, false, async (c) => {
        const place = await c.repos.enrolment.enrolmentOf(id, playerId);
        if (!place || place.playerId !== playerId) throw notFound('Enrolment');
        const paid = await c.repos.enrolment.markPaid(place.id, reference || null, now());
        if (paid) {
          const player = await c.repos.enrolment.playerFacts(playerId);
          if (player) {
            const words = paymentConfirmation(
              deps.site,
              player,
              mailProgram(c.program),
              paid.paymentReference,
            );
            await c.repos.messages.insert({
              playerId,
              subject: words.subject,
              body: words.text.join('\n'),
            });
            await c.repos.mailOutbox.insert(
              composeMail(player.email, mailWords(deps.site, player.language), words),
            );
          }
        }
        const record = paid ?? place;
        return {
          paidAt: record.paidAt!.toISOString(),
          paymentReference: record.paymentReference,
        };
      });
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
