import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { players, posts, postReports } from '../../db/schema/index';

export type NewReport = Omit<
  typeof postReports.$inferInsert,
  'id' | 'status' | 'resolvedAt' | 'resolvedBy' | 'createdAt' | 'updatedAt'
>;

const reportColumns = {
  report: postReports,
  /** The live post's current text and pictures, null once it is deleted. */
  liveContent: posts.content,
  liveImageUrls: posts.imageUrls,
  liveLink: posts.linkData,
  authorId: players.id,
  authorBlockedAt: players.postingBlockedAt,
};

/** The author's account, found by the username kept on the report. */
const authorJoin = sql`lower(${players.username}) = lower(${postReports.postAuthorUsername})`;

export type ReportWithPost = Awaited<
  ReturnType<ReturnType<typeof createReportsRepository>['list']>
>[number];

const resolvedBy = (adminId: string | null) => ({
  status: 'resolved' as const,
  resolvedAt: sql`now()`,
  resolvedBy: adminId,
  updatedAt: sql`now()`,
});

export function createReportsRepository(db: DbExecutor) {
  return {
    async list(filter: { status?: 'pending' | 'resolved' | undefined }) {
      return db
        .select(reportColumns)
        .from(postReports)
        .leftJoin(posts, eq(posts.id, postReports.postId))
        .leftJoin(players, authorJoin)
        .where(filter.status ? eq(postReports.status, filter.status) : undefined)
        .orderBy(desc(postReports.createdAt), desc(postReports.id));
    },
    /** How many reports wait for a moderator. */
    async countPending() {
      const [row] = await db
        .select({ n: count() })
        .from(postReports)
        .where(eq(postReports.status, 'pending'));
      return Number(row?.n ?? 0);
    },
    async findById(id: string) {
      const [row] = await db
        .select(reportColumns)
        .from(postReports)
        .leftJoin(posts, eq(posts.id, postReports.postId))
        .leftJoin(players, authorJoin)
        .where(eq(postReports.id, id))
        .limit(1);
      return row ?? null;
    },
    async insert(values: NewReport) {
      const [row] = await db.insert(postReports).values(values).returning({ id: postReports.id });
      return row!.id;
    },
    /**
     * Resolves a pending report and every other pending report of the same post (a moderator
     * judges the post once); answers the reports resolved now (none when already resolved).
     */
    async resolve(id: string, adminId: string) {
      const samePost = db
        .select({ postId: postReports.postId })
        .from(postReports)
        .where(and(eq(postReports.id, id), isNotNull(postReports.postId)));
      return db
        .update(postReports)
        .set(resolvedBy(adminId))
        .where(
          and(
            eq(postReports.status, 'pending'),
            or(eq(postReports.id, id), inArray(postReports.postId, samePost)),
          ),
        )
        .returning({ id: postReports.id, reportedBy: postReports.reportedBy });
    },
    /** Resolves every pending report of these posts (being deleted); answers the reporters. */
    async resolveForPosts(postIds: string[], adminId: string | null): Promise<string[]> {
      if (postIds.length === 0) return [];
      const rows = await db
        .update(postReports)
        .set(resolvedBy(adminId))
        .where(and(inArray(postReports.postId, postIds), eq(postReports.status, 'pending')))
        .returning({ reportedBy: postReports.reportedBy });
      return [...new Set(rows.flatMap((r) => (r.reportedBy ? [r.reportedBy] : [])))];
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
