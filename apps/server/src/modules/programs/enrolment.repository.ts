import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { enrollments, players, programs, waitlistEntries } from '../../db/schema/index';
import { createPlayerFactsQueries, type PlayerFacts } from '../players/index';

import { enrolledCount, waitlistedCount } from './programs.repository';

const OPEN = ['waiting', 'offered'] as const;

/** What a course's or clinic's eligibility needs to know about a player. */
export type EligibilityFacts = PlayerFacts;

/**
 * Places, pairs and the waitlist. Methods that change them are called inside a transaction
 * that first locked the programme row (`programs.lockForEnrollment`), so they see a settled
 * count and each freed place is offered once.
 */
export function createEnrolmentRepository(db: DbExecutor) {
  return {
    ...createPlayerFactsQueries(db),

    /** Places taken: enrolments (a pair is one) and places held for an offer. */
    async takenPlaces(programId: string): Promise<number> {
      const [enrolled] = await db
        .select({ n: count() })
        .from(enrollments)
        .where(eq(enrollments.programId, programId));
      const [offered] = await db
        .select({ n: count() })
        .from(waitlistEntries)
        .where(
          and(eq(waitlistEntries.programId, programId), eq(waitlistEntries.status, 'offered')),
        );
      return Number(enrolled?.n ?? 0) + Number(offered?.n ?? 0);
    },

    /** The enrolment the player is in, as the one who entered or as the named partner. */
    async enrolmentOf(programId: string, playerId: string) {
      const [row] = await db
        .select()
        .from(enrollments)
        .where(
          and(
            eq(enrollments.programId, programId),
            or(eq(enrollments.playerId, playerId), eq(enrollments.partnerPlayerId, playerId)),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async insertEnrolment(values: typeof enrollments.$inferInsert) {
      const [row] = await db.insert(enrollments).values(values).returning();
      return row!;
    },
    async deleteEnrolment(id: string) {
      const rows = await db.delete(enrollments).where(eq(enrollments.id, id)).returning();
      return rows[0] ?? null;
    },
    /** The place an online payment order holds or paid for. */
    async placeOfOrder(orderId: string) {
      const [row] = await db
        .select()
        .from(enrollments)
        .where(eq(enrollments.orderId, orderId))
        .limit(1);
      return row ?? null;
    },
    /** A held place is paid: it stands (or waits for the partner) with the receipt's number. */
    async confirmHeld(
      id: string,
      values: {
        status: 'confirmed' | 'awaiting_partner';
        partnerDeadline: Date | null;
        paidAt: Date;
        paymentReference: string;
      },
    ) {
      const [row] = await db
        .update(enrollments)
        .set({ ...values, holdExpiresAt: null })
        .where(and(eq(enrollments.id, id), eq(enrollments.status, 'awaiting_payment')))
        .returning();
      return row ?? null;
    },
    /** Records the payment once: the row, or null when it was already recorded. */
    async markPaid(id: string, reference: string | null, at: Date) {
      const [row] = await db
        .update(enrollments)
        .set({ paidAt: at, paymentReference: reference })
        .where(and(eq(enrollments.id, id), sql`${enrollments.paidAt} is null`))
        .returning();
      return row ?? null;
    },

    /** A programme's places for staff: who holds each (and their partner), and payment. */
    async participants(programId: string) {
      return db
        .select({
          enrolment: enrollments,
          playerId: players.id,
          memberId: players.playerId,
          fullName: players.fullName,
        })
        .from(enrollments)
        .innerJoin(players, eq(enrollments.playerId, players.id))
        .where(eq(enrollments.programId, programId))
        .orderBy(asc(enrollments.createdAt));
    },

    async confirmPartner(id: string) {
      await db
        .update(enrollments)
        .set({ status: 'confirmed', partnerDeadline: null })
        .where(eq(enrollments.id, id));
    },

    async openEntryOf(programId: string, playerId: string) {
      const [row] = await db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.programId, programId),
            eq(waitlistEntries.playerId, playerId),
            inArray(waitlistEntries.status, OPEN),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async insertEntry(programId: string, playerId: string) {
      const [row] = await db.insert(waitlistEntries).values({ programId, playerId }).returning();
      return row!;
    },
    /** The player's latest claimed entry for a programme (a claim whose payment is open). */
    async claimedEntryOf(programId: string, playerId: string) {
      const [row] = await db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.programId, programId),
            eq(waitlistEntries.playerId, playerId),
            eq(waitlistEntries.status, 'claimed'),
          ),
        )
        .orderBy(desc(waitlistEntries.id))
        .limit(1);
      return row ?? null;
    },
    async setEntryStatus(
      id: number,
      status: 'waiting' | 'offered' | 'claimed' | 'expired' | 'left',
      offer?: { at: Date; expiresAt: Date },
    ) {
      await db
        .update(waitlistEntries)
        .set({
          status,
          updatedAt: new Date(),
          ...(offer ? { offeredAt: offer.at, offerExpiresAt: offer.expiresAt } : {}),
        })
        .where(eq(waitlistEntries.id, id));
    },
    /** The first in line still waiting. */
    async nextWaiting(programId: string) {
      const [row] = await db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.programId, programId), eq(waitlistEntries.status, 'waiting')))
        .orderBy(asc(waitlistEntries.id))
        .limit(1);
      return row ?? null;
    },
    /** 1 for the first waiting entry, and so on. */
    async positionOf(programId: string, entryId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.programId, programId),
            eq(waitlistEntries.status, 'waiting'),
            lte(waitlistEntries.id, entryId),
          ),
        );
      return Number(row?.n ?? 0);
    },
    async expiredOffers(programId: string, now: Date) {
      return db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.programId, programId),
            eq(waitlistEntries.status, 'offered'),
            lte(waitlistEntries.offerExpiresAt, now),
          ),
        );
    },
    async lapsedPairs(programId: string, now: Date) {
      return db
        .select()
        .from(enrollments)
        .where(
          and(
            eq(enrollments.programId, programId),
            eq(enrollments.status, 'awaiting_partner'),
            lte(enrollments.partnerDeadline, now),
          ),
        );
    },
    /** Programmes with an offer or a partner confirmation past its time. */
    async programsWithLapses(now: Date, limit: number): Promise<string[]> {
      const rows = await db.execute(sql`
        select program_id::text as id from waitlist_entries
          where status = 'offered' and offer_expires_at <= ${now}
        union
        select program_id::text as id from enrollments
          where status = 'awaiting_partner' and partner_deadline <= ${now}
        limit ${limit}`);
      return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    },

    /** Confirmed places by year and kind, held before `today` (attended) or from it (upcoming). */
    async attendance(playerId: string, today: string) {
      const result = await db.execute(sql`
        select extract(year from p.date)::int as year, p.kind, (p.date >= ${today}::date) as upcoming,
          count(*)::int as n
        from enrollments e join programs p on p.id = e.program_id
        where (e.player_id = ${playerId} or e.partner_player_id = ${playerId})
          and e.status = 'confirmed' and p.status <> 'inactive'
        group by 1, 2, 3 order by 1`);
      return (
        result as unknown as {
          rows: { year: number; kind: 'course' | 'clinic'; upcoming: boolean; n: number }[];
        }
      ).rows;
    },
    async ratings(playerId: string) {
      const result = await db.execute(sql`
        select dupr_rating::float8 as rating, recorded_at from rating_history
        where player_id = ${playerId} and dupr_rating is not null order by recorded_at, id limit 500`);
      return (result as unknown as { rows: { rating: number; recorded_at: Date | string }[] }).rows;
    },

    /** The player's enrolments (either side of a pair) and open waitlist entries, with programmes. */
    async mine(playerId: string) {
      const partner = sql<string | null>`(select full_name from players pp where pp.id =
        case when ${enrollments.playerId} = ${playerId} then ${enrollments.partnerPlayerId}
        else ${enrollments.playerId} end)`;
      const partnerId = sql<string | null>`(select player_id from players pp where pp.id =
        case when ${enrollments.playerId} = ${playerId} then ${enrollments.partnerPlayerId}
        else ${enrollments.playerId} end)`;
      const places = await db
        .select({
          enrolment: enrollments,
          program: programs,
          enrolled: enrolledCount,
          waitlisted: waitlistedCount,
          partnerName: partner,
          partnerMemberId: partnerId,
          // A held place's order still open with the bank's answer awaited (FPX).
          paymentProcessing: sql<boolean>`coalesce((select po.progress = 'processing'
            from payment_orders po where po.id = ${enrollments.orderId} and po.status = 'open'),
            false)`.mapWith(Boolean),
        })
        .from(enrollments)
        .innerJoin(programs, eq(enrollments.programId, programs.id))
        .where(or(eq(enrollments.playerId, playerId), eq(enrollments.partnerPlayerId, playerId)))
        .orderBy(asc(programs.date));
      const queued = await db
        .select({
          entry: waitlistEntries,
          program: programs,
          enrolled: enrolledCount,
          waitlisted: waitlistedCount,
          position: sql<number>`(select count(*)::int from waitlist_entries w2
            where w2.program_id = ${waitlistEntries.programId} and w2.status = 'waiting'
            and w2.id <= ${waitlistEntries.id})`.mapWith(Number),
        })
        .from(waitlistEntries)
        .innerJoin(programs, eq(waitlistEntries.programId, programs.id))
        .where(and(eq(waitlistEntries.playerId, playerId), inArray(waitlistEntries.status, OPEN)))
        .orderBy(asc(programs.date));
      return { places, queued };
    },
  };
}

export type EnrolmentRepository = ReturnType<typeof createEnrolmentRepository>;
