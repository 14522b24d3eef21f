import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  max,
  ne,
  sql,
} from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { memberships, membershipTypes, players } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

export type NewTerm = typeof memberships.$inferInsert;

/** The membership columns of a player's row (the players list filters on them). */
export interface PlayerMembershipColumns {
  membershipTypeId?: string | null;
  membershipType?: string;
  membershipExpiresOn?: string | null;
  membershipSuspendedAt?: Date | null;
  membershipSuspensionReason?: string | null;
  membershipCancelledAt?: Date | null;
}

const memberColumns = {
  id: players.id,
  memberId: players.playerId,
  fullName: players.fullName,
  email: players.email,
  dateOfBirth: players.dateOfBirth,
  profilePicture: players.profilePicture,
  duprRating: players.duprRating,
  status: players.status,
  membershipTypeId: players.membershipTypeId,
  membershipExpiresOn: players.membershipExpiresOn,
  membershipSuspendedAt: players.membershipSuspendedAt,
  membershipSuspensionReason: players.membershipSuspensionReason,
  membershipCancelledAt: players.membershipCancelledAt,
  membershipRemindersOptOut: players.membershipRemindersOptOut,
  cardToken: players.cardToken,
  cardTokenRotatedAt: players.cardTokenRotatedAt,
  language: players.language,
  updatedAt: players.updatedAt,
};

/** Terms of membership, and the membership columns kept on the player's row. */
export function createMembershipsRepository(db: DbExecutor) {
  return {
    /** By internal id or member number; `lock` holds the row until the transaction ends. */
    async findMember(id: string, lock = false) {
      const where = isUuid(id) ? eq(players.id, id) : eq(players.playerId, id.toUpperCase());
      const query = db.select(memberColumns).from(players).where(where).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    /** Several members by internal id, locked in id order (a batch of payments). */
    async lockMembers(ids: string[]) {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return [];
      return db
        .select(memberColumns)
        .from(players)
        .where(inArray(players.id, valid))
        .orderBy(asc(players.id))
        .for('update');
    },
    /** The latest expiry of each member's active terms (members without one are left out). */
    async latestActiveExpiries(playerIds: string[]) {
      if (playerIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ playerId: memberships.playerId, latest: max(memberships.expiresOn) })
        .from(memberships)
        .where(and(inArray(memberships.playerId, playerIds), eq(memberships.status, 'active')))
        .groupBy(memberships.playerId);
      return new Map(rows.flatMap((r) => (r.latest ? [[r.playerId, r.latest] as const] : [])));
    },
    /** Several terms in one statement. */
    async insertTerms(list: NewTerm[]) {
      if (list.length === 0) return;
      await db.insert(memberships).values(list);
    },
    /** A batch of members' current type and expiry (each just paid for a term). */
    async setCurrentTerms(
      rows: { playerId: string; typeId: string; typeName: string; expiresOn: string }[],
    ) {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.playerId}::uuid, ${r.typeId}::uuid, ${r.typeName}::text, ${r.expiresOn}::date)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE players AS p
           SET membership_type_id = v.type_id, membership_type = v.type_name,
               membership_expires_on = v.expires_on, membership_cancelled_at = NULL,
               updated_at = now()
          FROM (VALUES ${values}) AS v(player_id, type_id, type_name, expires_on)
         WHERE p.id = v.player_id`);
    },
    async findMemberByCardToken(token: string) {
      const [row] = await db
        .select(memberColumns)
        .from(players)
        .where(eq(players.cardToken, token))
        .limit(1);
      return row ?? null;
    },
    /** Sets a card token unless the player has one (or replaces it when `replace`). */
    async setCardToken(playerId: string, token: string, replace: boolean) {
      await db
        .update(players)
        .set({ cardToken: token, cardTokenRotatedAt: new Date() })
        .where(
          replace
            ? eq(players.id, playerId)
            : and(eq(players.id, playerId), isNull(players.cardToken)),
        );
    },
    async updateMember(
      playerId: string,
      columns: PlayerMembershipColumns & { membershipRemindersOptOut?: boolean },
    ) {
      await db
        .update(players)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(players.id, playerId));
    },

    // Terms.
    async termsOf(playerId: string) {
      return db
        .select({
          term: memberships,
          typeName: membershipTypes.name,
          typeNameMs: membershipTypes.nameMs,
        })
        .from(memberships)
        .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
        .where(eq(memberships.playerId, playerId))
        .orderBy(desc(memberships.startsOn), desc(memberships.createdAt));
    },
    /** Terms that are not cancelled and share a day with [startsOn, expiresOn]. */
    async countOverlapping(playerId: string, startsOn: string, expiresOn: string) {
      const [row] = await db
        .select({ n: count() })
        .from(memberships)
        .where(
          and(
            eq(memberships.playerId, playerId),
            ne(memberships.status, 'cancelled'),
            lte(memberships.startsOn, expiresOn),
            gte(memberships.expiresOn, startsOn),
          ),
        );
      return Number(row?.n ?? 0);
    },
    async insertTerm(values: NewTerm) {
      const [row] = await db.insert(memberships).values(values).returning();
      return row!;
    },
    async setTermType(termId: string, typeId: string) {
      await db.update(memberships).set({ typeId }).where(eq(memberships.id, termId));
    },
    async cancelTerm(termId: string, reason: string) {
      await db
        .update(memberships)
        .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason })
        .where(eq(memberships.id, termId));
    },

    // Dashboard counts (over the player rows' membership columns).
    async countStatuses(today: string, graceDays: number, monthFirst: string) {
      const graceStart = sql`(${today}::date - ${graceDays}::int)`;
      const expiredFrom = sql`(${monthFirst}::date - ${graceDays + 1}::int)`;
      const [row] = await db
        .select({
          active: sql<number>`count(*) filter (where ${players.membershipExpiresOn} >= ${today}::date)`,
          grace: sql<number>`count(*) filter (where ${players.membershipExpiresOn} < ${today}::date and ${players.membershipExpiresOn} >= ${graceStart})`,
          expiredThisMonth: sql<number>`count(*) filter (where ${players.membershipExpiresOn} >= ${expiredFrom} and ${players.membershipExpiresOn} < ${graceStart})`,
        })
        .from(players)
        .where(
          and(isNull(players.membershipSuspendedAt), gte(players.membershipExpiresOn, expiredFrom)),
        );
      return {
        active: Number(row?.active ?? 0),
        grace: Number(row?.grace ?? 0),
        expiredThisMonth: Number(row?.expiredThisMonth ?? 0),
      };
    },
    /** Terms (not cancelled) created within [from, to). */
    async countTermsCreated(from: Date, to: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(memberships)
        .where(
          and(
            ne(memberships.status, 'cancelled'),
            gte(memberships.createdAt, from),
            lt(memberships.createdAt, to),
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;

export type MemberRow = NonNullable<Awaited<ReturnType<MembershipsRepository['findMember']>>>;
