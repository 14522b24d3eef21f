import type { AuditEntry, AuditPage, AuditQuery } from '@app/shared/security';

import { csvLine } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import { auditCsvLine, AUDIT_CSV_HEADER } from './audit-csv';
import type { AuditFilter, AuditRepository, AuditRow, NewAuditRow } from './audit.repository';

export interface AuditRepos {
  audit: AuditRepository;
}

const EXPORT_BATCH = 500;

function toEntry(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    actorKind: row.actorKind,
    actorId: row.actorId,
    actorName: row.actorName,
    actorRoles: row.actorRoles,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    ip: row.ip,
    changes: row.changes ?? null,
    detail: row.detail ?? null,
  };
}

/** Dates in the filter are Malaysia calendar days (UTC+8), both ends included. */
function toFilter(query: Omit<AuditQuery, 'before' | 'limit'>): AuditFilter {
  return {
    actor: query.actor,
    action: query.action,
    targetType: query.targetType,
    targetId: query.targetId,
    from: query.from ? new Date(`${query.from}T00:00:00+08:00`) : undefined,
    to: query.to ? new Date(`${query.to}T23:59:59.999+08:00`) : undefined,
  };
}

export function createAuditService(deps: { data: DataAccess<AuditRepos> }) {
  const repo = deps.data.repos.audit;
  return {
    record: (rows: NewAuditRow[]) => repo.insert(rows),

    async list(query: AuditQuery): Promise<AuditPage> {
      const before = query.before ? Number(query.before) : undefined;
      const rows = await repo.page(toFilter(query), query.limit + 1, before);
      const page = rows.slice(0, query.limit);
      return {
        entries: page.map(toEntry),
        nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
      };
    },

    async get(id: string): Promise<AuditEntry> {
      const row = /^\d{1,18}$/.test(id) ? await repo.findById(Number(id)) : null;
      if (!row) throw notFound('Audit entry');
      return toEntry(row);
    },

    /** The filtered log as CSV, read in batches of 500 (never all of it in memory). */
    async *exportCsv(query: Omit<AuditQuery, 'before' | 'limit'>): AsyncGenerator<string> {
      const filter = toFilter(query);
      yield csvLine(AUDIT_CSV_HEADER);
      let before: number | undefined;
      for (;;) {
        const rows = await repo.page(filter, EXPORT_BATCH, before);
        for (const row of rows) yield auditCsvLine(row);
        if (rows.length < EXPORT_BATCH) return;
        before = rows.at(-1)!.id;
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
