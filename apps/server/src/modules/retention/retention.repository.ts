import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import {
  auditLog,
  enquiries,
  membershipPayments,
  players,
  retentionRules,
  retentionRunItems,
  retentionRuns,
  sessions,
  type RetentionRunRow,
} from '../../db/schema/index';

export type { RetentionRunRow };
export type RetentionRuleKey = (typeof retentionRules.$inferSelect)['key'];

/** What each rule would delete at `cutoff`: the one filter both the preview and the deletion use. */
const candidates = {
  /** Registered before the cutoff, never signed in to, never paid for a membership. */
  'dormant-accounts': (cutoff: Date): SQL =>
    and(
      lt(players.createdAt, cutoff),
      isNull(players.lastSignInAt),
      sql`not exists (select 1 from ${membershipPayments} where ${membershipPayments.playerId} = ${players.id})`,
    )!,
  /** Signed out, or expired, before the cutoff. */
  'ended-sessions': (cutoff: Date): SQL =>
    or(lt(sessions.revokedAt, cutoff), lt(sessions.expiresAt, cutoff))!,
  /** Entries recorded before the cutoff. */
  'audit-log': (cutoff: Date): SQL => lt(auditLog.at, cutoff),
  /** Enquiries closed, and untouched, since before the cutoff (replies go with them). */
  'closed-enquiries': (cutoff: Date): SQL =>
    and(eq(enquiries.status, 'closed'), lt(enquiries.updatedAt, cutoff))!,
} satisfies Record<RetentionRuleKey, (cutoff: Date) => SQL>;

const SAMPLE_SIZE = 10;

/** Retention rules, their previews (row by row) and the deletion of exactly what was previewed. */
export function createRetentionRepository(db: DbExecutor) {
  const itemsOf = (runId: string) =>
    db
      .select({ id: retentionRunItems.targetId })
      .from(retentionRunItems)
      .where(eq(retentionRunItems.runId, runId));

  return {
    listRules() {
      return db.select().from(retentionRules).orderBy(retentionRules.key);
    },

    async findRule(key: RetentionRuleKey) {
      const [row] = await db.select().from(retentionRules).where(eq(retentionRules.key, key));
      return row ?? null;
    },

    async updateRule(
      key: RetentionRuleKey,
      values: {
        days?: number;
        standing: boolean;
        confirmedBy?: string | null;
        confirmedAt?: Date | null;
      },
    ) {
      const [row] = await db
        .update(retentionRules)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(retentionRules.key, key))
        .returning();
      return row!;
    },

    /** The newest run of each rule. */
    async lastRuns() {
      return db
        .select()
        .from(retentionRuns)
        .where(
          sql`(${retentionRuns.rule}, ${retentionRuns.createdAt}) in (select rule, max(created_at) from ${retentionRuns} group by rule)`,
        )
        .orderBy(desc(retentionRuns.createdAt));
    },

    /**
     * A preview: lists every row the rule matches at `cutoff` in `retention_run_items` (one
     * INSERT … SELECT, nothing held in memory), with a count and a sample.
     */
    async preview(values: {
      rule: RetentionRuleKey;
      days: number;
      cutoff: Date;
      previewedBy: string | null;
    }) {
      const [run] = await db
        .insert(retentionRuns)
        .values({ ...values, count: 0, sample: [] })
        .returning();
      const id = run!.id;
      const where = candidates[values.rule](values.cutoff);
      if (values.rule === 'dormant-accounts') {
        await db.execute(
          sql`insert into ${retentionRunItems} (run_id, target_id) select ${id}::uuid, ${players.id}::text from ${players} where ${where}`,
        );
      } else if (values.rule === 'closed-enquiries') {
        await db.execute(
          sql`insert into ${retentionRunItems} (run_id, target_id) select ${id}::uuid, ${enquiries.id}::text from ${enquiries} where ${where}`,
        );
      } else if (values.rule === 'audit-log') {
        await db.execute(
          sql`insert into ${retentionRunItems} (run_id, target_id) select ${id}::uuid, ${auditLog.id}::text from ${auditLog} where ${where}`,
        );
      } else {
        await db.execute(
          sql`insert into ${retentionRunItems} (run_id, target_id) select ${id}::uuid, ${sessions.id}::text from ${sessions} where ${where}`,
        );
      }
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(retentionRunItems)
        .where(eq(retentionRunItems.runId, id));
      const sample =
        values.rule === 'closed-enquiries'
          ? (
              await db
                .select({
                  id: sql<string>`${enquiries.id}::text`,
                  label: sql<string>`${enquiries.topic} || ' · ' || ${enquiries.name}`,
                  at: enquiries.updatedAt,
                })
                .from(enquiries)
                .where(inArray(sql`${enquiries.id}::text`, itemsOf(id)))
                .orderBy(enquiries.updatedAt)
                .limit(SAMPLE_SIZE)
            ).map((r) => ({ ...r, at: r.at.toISOString() }))
          : values.rule === 'audit-log'
            ? (
                await db
                  .select({
                    id: sql<string>`${auditLog.id}::text`,
                    label: sql<string>`${auditLog.action} || coalesce(' · ' || ${auditLog.actorName}, '')`,
                    at: auditLog.at,
                  })
                  .from(auditLog)
                  .where(inArray(sql`${auditLog.id}::text`, itemsOf(id)))
                  .orderBy(auditLog.at)
                  .limit(SAMPLE_SIZE)
              ).map((r) => ({ ...r, at: r.at.toISOString() }))
            : values.rule === 'dormant-accounts'
              ? (
                  await db
                    .select({
                      id: players.id,
                      label: sql<string>`${players.playerId} || ' · ' || ${players.fullName}`,
                      at: players.createdAt,
                    })
                    .from(players)
                    .where(inArray(sql`${players.id}::text`, itemsOf(id)))
                    .orderBy(players.createdAt)
                    .limit(SAMPLE_SIZE)
                ).map((r) => ({ ...r, at: r.at.toISOString() }))
              : (
                  await db
                    .select({
                      id: sessions.id,
                      label: sql<string>`case when ${sessions.kind} = 'admin' then 'Staff session' else 'Player session' end`,
                      at: sql<Date>`least(coalesce(${sessions.revokedAt}, ${sessions.expiresAt}), ${sessions.expiresAt})`,
                    })
                    .from(sessions)
                    .where(inArray(sql`${sessions.id}::text`, itemsOf(id)))
                    .orderBy(sessions.expiresAt)
                    .limit(SAMPLE_SIZE)
                ).map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
      const [done] = await db
        .update(retentionRuns)
        .set({ count, sample })
        .where(eq(retentionRuns.id, id))
        .returning();
      return done!;
    },

    async findRun(id: string) {
      const [row] = await db.select().from(retentionRuns).where(eq(retentionRuns.id, id));
      return row ?? null;
    },

    async lockRun(id: string) {
      const [row] = await db
        .select()
        .from(retentionRuns)
        .where(eq(retentionRuns.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /**
     * Ended sessions: deletes the sessions the preview listed that still match the rule. Never
     * one it did not list, even if it matches by now.
     */
    async deleteListedSessions(run: RetentionRunRow) {
      const removed = await db
        .delete(sessions)
        .where(
          and(
            inArray(sql`${sessions.id}::text`, itemsOf(run.id)),
            candidates['ended-sessions'](run.cutoff),
          ),
        )
        .returning({ id: sessions.id });
      return removed.length;
    },

    /**
     * Audit entries go only through prune_audit_log() (the table refuses other deletes), which
     * removes everything before the cutoff. So first make sure that is exactly what the preview
     * listed: an entry restored from a backup since would be refused, not silently pruned.
     * Returns null when the log no longer matches the preview.
     */
    async pruneListedAudit(run: RetentionRunRow) {
      const [extra] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(
          and(
            candidates['audit-log'](run.cutoff),
            sql`${auditLog.id}::text not in (select target_id from ${retentionRunItems} where run_id = ${run.id}::uuid)`,
          ),
        );
      if ((extra?.n ?? 0) > 0) return null;
      const result = await db.execute(
        sql`select prune_audit_log(${run.cutoff.toISOString()}::timestamptz) as removed`,
      );
      const rows = (result as unknown as { rows: { removed: string | number }[] }).rows;
      return Number(rows[0]?.removed ?? 0);
    },

    /** Closed enquiries the preview listed that still match (reopened ones stay). */
    async deleteListedEnquiries(run: RetentionRunRow) {
      const removed = await db
        .delete(enquiries)
        .where(
          and(
            inArray(sql`${enquiries.id}::text`, itemsOf(run.id)),
            candidates['closed-enquiries'](run.cutoff),
          ),
        )
        .returning({ id: enquiries.id });
      return removed.length;
    },

    /** Dormant accounts the preview listed that are still dormant (deleted one by one). */
    async listedDormantAccounts(run: RetentionRunRow) {
      const rows = await db
        .select({ id: players.id })
        .from(players)
        .where(
          and(
            inArray(sql`${players.id}::text`, itemsOf(run.id)),
            candidates['dormant-accounts'](run.cutoff),
          ),
        );
      return rows.map((r) => r.id);
    },

    async finishRun(
      id: string,
      values: { status: 'done' | 'discarded'; confirmedBy: string | null; deleted: number | null },
    ) {
      await db
        .update(retentionRuns)
        .set({ ...values, doneAt: new Date() })
        .where(eq(retentionRuns.id, id));
      // The list has served its purpose: only the count and sample stay.
      await db.delete(retentionRunItems).where(eq(retentionRunItems.runId, id));
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
