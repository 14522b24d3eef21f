import {
  RETENTION_DAY_LIMITS,
  RETENTION_PREVIEW_TTL_HOURS,
  RETENTION_RULE_KEYS,
  type RetentionRule,
  type RetentionRuleKey,
  type RetentionRun,
} from '@app/shared/privacy';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import type { AuditRepository } from '../audit/index';

import type { RetentionRepository, RetentionRunRow } from './retention.repository';

const DAY = 86_400_000;

export interface RetentionRepos {
  retention: RetentionRepository;
  audit: Pick<AuditRepository, 'insert'>;
}

/** The audit log's days live in Settings (auditRetentionDays); its rule reads and sets them. */
export interface AuditDaysSetting {
  get(): Promise<number>;
  set(days: number, adminId: string): Promise<void>;
}

function toRun(row: RetentionRunRow): RetentionRun {
  return {
    _id: row.id,
    rule: row.rule,
    days: row.days,
    cutoff: row.cutoff.toISOString(),
    count: row.count,
    sample: row.sample,
    status: row.status,
    bySchedule: row.previewedBy === null,
    createdAt: row.createdAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
    deleted: row.deleted,
  };
}

export const isRetentionRule = (key: string): key is RetentionRuleKey =>
  (RETENTION_RULE_KEYS as readonly string[]).includes(key);

/**
 * Data retention (issue 16). Every rule first lists what it would delete (a preview: count,
 * sample, and the rows themselves); only a staff member's confirmation deletes, and then only
 * the listed rows that still match. A rule confirmed as standing runs the same two steps on
 * schedule. Accounts go through the players module's deletion (hooks, media, portal).
 */
export function createRetentionService(deps: {
  data: DataAccess<RetentionRepos>;
  removeAccount: (playerId: string) => Promise<unknown>;
  auditDays: AuditDaysSetting;
  now?: () => Date;
}) {
  const { data } = deps;
  const repo = data.repos.retention;
  const now = deps.now ?? (() => new Date());

  async function rule(key: string) {
    if (!isRetentionRule(key)) throw notFound('Retention rule');
    const row = await repo.findRule(key);
    if (!row) throw notFound('Retention rule');
    return row.key === 'audit-log' ? { ...row, days: await deps.auditDays.get() } : row;
  }

  async function preview(key: string, adminId: string | null): Promise<RetentionRun> {
    const found = await rule(key);
    const cutoff = new Date(now().getTime() - found.days * DAY);
    const run = await data.withTransaction(({ retention }) =>
      retention.preview({ rule: found.key, days: found.days, cutoff, previewedBy: adminId }),
    );
    return toRun(run);
  }

  async function confirm(
    runId: string,
    adminId: string | null,
    options: { standing?: boolean | undefined } = {},
  ): Promise<RetentionRun> {
    const run = await repo.lockRun(runId);
    if (!run) throw notFound('Preview');
    if (run.status !== 'previewed')
      throw conflict('This preview was already confirmed or discarded');
    if (now().getTime() - run.createdAt.getTime() > RETENTION_PREVIEW_TTL_HOURS * 3_600_000)
      throw conflict('This preview is out of date. Preview the rule again.');
    const current = await rule(run.rule);
    if (current.days !== run.days)
      throw conflict('The rule changed since this preview. Preview it again.');
    let deleted = 0;
    if (run.rule === 'audit-log') {
      deleted = await data.withTransaction(async ({ retention, audit }) => {
        // The log records its own pruning (this entry is recent, so it stays).
        await audit.insert([
          {
            actorKind: adminId ? 'staff' : 'system',
            actorId: adminId,
            actorName: adminId ? null : 'Retention job',
            action: 'audit.prune',
            detail: {
              removing: run.count,
              olderThan: run.cutoff.toISOString(),
              retentionDays: run.days,
              runId: run.id,
            },
          },
        ]);
        const n = await retention.pruneListedAudit(run);
        if (n === null)
          throw conflict(
            'Audit entries from before the cutoff were added since this preview. Preview it again.',
          );
        await retention.finishRun(run.id, { status: 'done', confirmedBy: adminId, deleted: n });
        return n;
      });
    } else if (run.rule === 'ended-sessions' || run.rule === 'closed-enquiries') {
      const removeListed =
        run.rule === 'ended-sessions' ? 'deleteListedSessions' : 'deleteListedEnquiries';
      deleted = await data.withTransaction(async ({ retention }) => {
        const n = await retention[removeListed](run);
        await retention.finishRun(run.id, { status: 'done', confirmedBy: adminId, deleted: n });
        return n;
      });
    } else {
      for (const playerId of await repo.listedDormantAccounts(run)) {
        await deps.removeAccount(playerId);
        deleted += 1;
      }
      await repo.finishRun(run.id, { status: 'done', confirmedBy: adminId, deleted });
    }
    if (adminId !== null && options.standing !== undefined && options.standing !== current.standing)
      await repo.updateRule(run.rule, {
        standing: options.standing,
        confirmedBy: options.standing ? adminId : null,
        confirmedAt: options.standing ? now() : null,
      });
    noteAudit({
      action: 'retention.run',
      targetType: 'retention_rules',
      targetId: run.rule,
      detail: {
        previewed: run.count,
        deleted,
        cutoff: run.cutoff.toISOString(),
        standing: options.standing,
      },
    });
    return toRun((await repo.findRun(run.id))!);
  }

  return {
    async list(): Promise<RetentionRule[]> {
      const [rules, runs, auditDays] = await Promise.all([
        repo.listRules(),
        repo.lastRuns(),
        deps.auditDays.get(),
      ]);
      return rules.map((r) => {
        const last = runs.find((run) => run.rule === r.key);
        return {
          key: r.key,
          days: r.key === 'audit-log' ? auditDays : r.days,
          standing: r.standing,
          confirmedAt: r.confirmedAt?.toISOString() ?? null,
          lastRun: last ? toRun(last) : null,
        };
      });
    },

    /** A new number of days: a standing rule stops standing until confirmed again. */
    async setDays(key: string, days: number, adminId: string) {
      const found = await rule(key);
      const { min, max } = RETENTION_DAY_LIMITS[found.key];
      if (days < min || days > max)
        throw badRequest(`Days must be from ${min} to ${max}`, [
          { path: 'days', message: `Days must be from ${min} to ${max}` },
        ]);
      if (found.key === 'audit-log') {
        // The Settings value (audited there); the daily pruning keeps running.
        await deps.auditDays.set(days, adminId);
      } else if (days !== found.days) {
        noteAudit({
          targetType: 'retention_rules',
          targetId: found.key,
          before: { days: found.days, standing: found.standing },
          after: { days, standing: false },
        });
        await repo.updateRule(found.key, {
          days,
          standing: false,
          confirmedBy: null,
          confirmedAt: null,
        });
      }
      return (await this.list()).find((r) => r.key === found.key)!;
    },

    /** Stops a standing rule (it then runs only when a staff member confirms a preview). */
    async stopStanding(key: string) {
      const found = await rule(key);
      await repo.updateRule(found.key, { standing: false, confirmedBy: null, confirmedAt: null });
      noteAudit({
        action: 'retention.standing-stopped',
        targetType: 'retention_rules',
        targetId: found.key,
      });
      return (await this.list()).find((r) => r.key === found.key)!;
    },

    preview: (key: string, adminId: string) => preview(key, adminId),
    confirm: (runId: string, adminId: string, options: { standing?: boolean | undefined }) =>
      confirm(runId, adminId, options),

    async discard(runId: string, adminId: string) {
      const run = await repo.lockRun(runId);
      if (!run) throw notFound('Preview');
      if (run.status !== 'previewed')
        throw conflict('This preview was already confirmed or discarded');
      await repo.finishRun(run.id, { status: 'discarded', confirmedBy: adminId, deleted: null });
      return { success: true as const, message: 'Preview discarded' };
    },

    /** The schedule: each standing rule previews and deletes what its preview listed. */
    async runStanding(): Promise<number> {
      let deleted = 0;
      for (const r of await repo.listRules()) {
        if (!r.standing) continue;
        const run = await preview(r.key, null);
        const done = await confirm(run._id, null);
        deleted += done.deleted ?? 0;
      }
      return deleted;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
