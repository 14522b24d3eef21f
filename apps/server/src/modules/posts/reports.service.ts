import {
  FORMER_MEMBER_NAME,
  POST_MESSAGES,
  reportInputSchema,
  type Report,
} from '@app/shared/posts';

import { noteAudit } from '../../lib/audit-trail';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import type { Notify } from '../notifications/index';
import type { Actor } from '../sessions/index';

import { toReport } from './posts.presenter';
import type { PostsRepository } from './posts.repository';
import type { ReportsRepository, ReportWithPost } from './reports.repository';

type PlayerActor = Extract<Actor, { kind: 'player' }>;
type AdminActor = Extract<Actor, { kind: 'admin' }>;

export interface ReportsRepos {
  reports: ReportsRepository;
  posts: PostsRepository;
  /** Players are the players module's: the reporter's current name is kept on the report. */
  players: { findByIdOrMemberId(id: string): Promise<{ fullName: string } | null> };
}

export function createReportsService({
  data,
  notify,
}: {
  data: DataAccess<ReportsRepos>;
  /** The reporter hears the outcome (the bell). */
  notify?: Notify;
}) {
  const { reports: repo, posts, players } = data.repos;
  const playerName = async (id: string) => (await players.findByIdOrMemberId(id))?.fullName;

  /** Reports with their live posts' comments (one query for all). */
  async function present(rows: ReportWithPost[]): Promise<Report[]> {
    const postIds = [...new Set(rows.flatMap((r) => (r.report.postId ? [r.report.postId] : [])))];
    const comments = await posts.commentsOf(postIds);
    return rows.map((row) =>
      toReport(
        row,
        comments
          .filter((c) => c.postId === row.report.postId)
          .map((c) => ({ ...c, fullName: c.fullName ?? FORMER_MEMBER_NAME })),
      ),
    );
  }

  async function get(id: string): Promise<Report> {
    const row = await repo.findById(id);
    if (!row) throw notFound('Report');
    return (await present([row]))[0]!;
  }

  return {
    /** A player reports someone else's post; one open report per player per post. */
    async report(actor: PlayerActor, postId: string, body: unknown) {
      const post = isUuid(postId) ? await posts.findById(postId) : null;
      if (!post) throw notFound('Post');
      const input = parseInput(reportInputSchema, body);
      if (post.authorId === actor.playerId) throw forbidden(POST_MESSAGES.ownReport);
      try {
        const id = await repo.insert({
          postId,
          reportedBy: actor.playerId,
          reporterName: (await playerName(actor.playerId)) ?? actor.username,
          reason: input.reason,
          details: input.details,
          postContent: post.content,
          postImageUrls: post.imageUrls,
          postAuthorUsername: post.authorUsername ?? undefined,
          postAuthorFullName: post.authorFullName ?? FORMER_MEMBER_NAME,
        });
        return await get(id);
      } catch (err) {
        if (isUniqueViolation(err, 'post_reports_open_key')) {
          throw conflict(POST_MESSAGES.alreadyReported);
        }
        if (isForeignKeyViolation(err)) throw notFound('Post');
        throw err;
      }
    },

    async list(status: 'pending' | 'resolved' | undefined) {
      return present(await repo.list({ status }));
    },

    /**
     * Marks a report resolved, with every other pending report of the same post (the post was
     * reviewed once); resolving one that already is answers it unchanged.
     */
    async resolve(actor: AdminActor, id: string) {
      if (!isUuid(id)) throw notFound('Report');
      const resolved = await repo.resolve(id, actor.adminId);
      // Resolved without deleting the post: it was reviewed and kept. Each reporter hears it.
      for (const report of resolved) {
        if (report.reportedBy)
          await notify?.({
            playerId: report.reportedBy,
            type: 'report_outcome',
            subjectKey: report.id,
            data: { outcome: 'kept' },
          });
      }
      if (resolved.length > 1)
        noteAudit({ detail: { resolvedReports: resolved.map((r) => r.id) } });
      return get(id);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
