import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { DbExecutor } from '../../db/client';
import {
  consentRecords,
  enrollments,
  memberships,
  membershipPayments,
  membershipRenewals,
  membershipTypes,
  messages,
  playerGuardians,
  players,
  postComments,
  postLikes,
  posts,
  programs,
  sessions,
} from '../../db/schema/index';

export interface Cursor {
  createdAt: Date;
  id: string;
}

/** Keyset paging on (created_at, id): each batch after the last row of the one before. */
const after = (createdAt: PgColumn, id: PgColumn, cursor: Cursor | null) =>
  cursor
    ? or(gt(createdAt, cursor.createdAt), and(eq(createdAt, cursor.createdAt), gt(id, cursor.id)))
    : undefined;

/**
 * Where a player's personal data lives, read for their export (ADR 016). One place that knows
 * every table holding a player's data, so the export (and the deletion after it) miss nothing.
 * Large sets (posts, comments, likes) come in keyset batches, never all at once.
 */
export function createPersonalDataRepository(db: DbExecutor) {
  return {
    async player(playerId: string) {
      const [row] = await db.select().from(players).where(eq(players.id, playerId)).limit(1);
      return row ?? null;
    },

    async memberships(playerId: string) {
      const [terms, payments, renewals] = await Promise.all([
        db
          .select({
            type: membershipTypes.name,
            startsOn: memberships.startsOn,
            expiresOn: memberships.expiresOn,
            status: memberships.status,
            cancelledAt: memberships.cancelledAt,
            cancelReason: memberships.cancelReason,
            createdAt: memberships.createdAt,
          })
          .from(memberships)
          .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
          .where(eq(memberships.playerId, playerId))
          .orderBy(asc(memberships.startsOn)),
        db
          .select({
            receiptNumber: membershipPayments.receiptNumber,
            type: membershipPayments.typeName,
            amountSen: membershipPayments.amountSen,
            method: membershipPayments.method,
            reference: membershipPayments.reference,
            paidOn: membershipPayments.paidOn,
          })
          .from(membershipPayments)
          .where(eq(membershipPayments.playerId, playerId))
          .orderBy(asc(membershipPayments.paidOn)),
        db
          .select({
            type: membershipTypes.name,
            feeSen: membershipRenewals.feeSen,
            paymentReference: membershipRenewals.paymentReference,
            status: membershipRenewals.status,
            createdAt: membershipRenewals.createdAt,
          })
          .from(membershipRenewals)
          .innerJoin(membershipTypes, eq(membershipTypes.id, membershipRenewals.typeId))
          .where(eq(membershipRenewals.playerId, playerId))
          .orderBy(asc(membershipRenewals.createdAt)),
      ]);
      return { terms, payments, renewals };
    },

    async messages(playerId: string) {
      return db
        .select({
          subject: messages.subject,
          body: messages.body,
          readAt: messages.readAt,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(eq(messages.playerId, playerId))
        .orderBy(asc(messages.createdAt));
    },

    async enrolments(playerId: string) {
      return db
        .select({
          kind: programs.kind,
          title: programs.title,
          date: programs.date,
          time: programs.time,
          location: programs.location,
          enrolledAt: enrollments.createdAt,
        })
        .from(enrollments)
        .innerJoin(programs, eq(programs.id, enrollments.programId))
        .where(eq(enrollments.playerId, playerId))
        .orderBy(asc(programs.date));
    },

    async consents(playerId: string) {
      return db
        .select({
          kind: consentRecords.kind,
          version: consentRecords.version,
          granted: consentRecords.granted,
          source: consentRecords.source,
          ip: consentRecords.ip,
          createdAt: consentRecords.createdAt,
        })
        .from(consentRecords)
        .where(eq(consentRecords.playerId, playerId))
        .orderBy(asc(consentRecords.createdAt));
    },

    /** A minor's parent or guardian named at registration (the IC number still sealed). */
    async guardian(playerId: string) {
      const [row] = await db
        .select()
        .from(playerGuardians)
        .where(eq(playerGuardians.playerId, playerId))
        .limit(1);
      return row ?? null;
    },

    async sessions(playerId: string) {
      return db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(eq(sessions.playerId, playerId))
        .orderBy(desc(sessions.createdAt));
    },

    async counts(playerId: string) {
      const [row] = await db
        .select({
          posts: sql<number>`(select count(*)::int from ${posts} where ${posts.authorId} = ${playerId})`,
          images: sql<number>`(select coalesce(sum(cardinality(${posts.imageUrls})), 0)::int from ${posts} where ${posts.authorId} = ${playerId})`,
          comments: sql<number>`(select count(*)::int from ${postComments} where ${postComments.playerId} = ${playerId})`,
          likes: sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.playerId} = ${playerId})`,
        })
        .from(sql`(select 1) as one`);
      return row ?? { posts: 0, images: 0, comments: 0, likes: 0 };
    },

    async postsBatch(playerId: string, cursor: Cursor | null, limit: number) {
      return db
        .select({
          id: posts.id,
          postType: posts.postType,
          content: posts.content,
          imageUrls: posts.imageUrls,
          linkData: posts.linkData,
          createdAt: posts.createdAt,
          updatedAt: posts.updatedAt,
        })
        .from(posts)
        .where(and(eq(posts.authorId, playerId), after(posts.createdAt, posts.id, cursor)))
        .orderBy(asc(posts.createdAt), asc(posts.id))
        .limit(limit);
    },

    async commentsBatch(playerId: string, cursor: Cursor | null, limit: number) {
      return db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          comment: postComments.comment,
          createdAt: postComments.createdAt,
        })
        .from(postComments)
        .where(
          and(
            eq(postComments.playerId, playerId),
            after(postComments.createdAt, postComments.id, cursor),
          ),
        )
        .orderBy(asc(postComments.createdAt), asc(postComments.id))
        .limit(limit);
    },

    async likesBatch(playerId: string, cursor: Cursor | null, limit: number) {
      const rows = await db
        .select({ id: postLikes.postId, postId: postLikes.postId, createdAt: postLikes.createdAt })
        .from(postLikes)
        .where(
          and(
            eq(postLikes.playerId, playerId),
            after(postLikes.createdAt, postLikes.postId, cursor),
          ),
        )
        .orderBy(asc(postLikes.createdAt), asc(postLikes.postId))
        .limit(limit);
      return rows;
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
