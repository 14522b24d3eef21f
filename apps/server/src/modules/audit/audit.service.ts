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

type DisplayNames = Awaited<ReturnType<AuditRepository['displayNames']>>;

/** Targets that are people: their label, when the entry has none, is their name as now known. */
const PLAYER_TARGETS = new Set(['players', 'members']);
const STAFF_TARGETS = new Set(['staff']);
const ENQUIRY_TARGETS = new Set(['enquiry']);

/** The names of an entry's target's kind, if its target is a person. */
function namesOf(targetType: string | null, names: DisplayNames) {
  const type = targetType ?? '';
  if (PLAYER_TARGETS.has(type)) return names.players;
  if (STAFF_TARGETS.has(type)) return names.staff;
  if (ENQUIRY_TARGETS.has(type)) return names.enquiries;
  return null;
}

function toEntry(row: AuditRow, names: DisplayNames): AuditEntry {
  const actorNames = row.actorKind === 'player' ? names.players : names.staff;
  const targetNames = namesOf(row.targetType, names);
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    actorKind: row.actorKind,
    actorId: row.actorId,
    actorName: row.actorName,
    actorDisplayName: (row.actorId && actorNames.get(row.actorId)) || null,
    actorRoles: row.actorRoles,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel ?? ((row.targetId && targetNames?.get(row.targetId)) || null),
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

  /** Entries with their people's display names (one lookup for the page). */
  async function entries(rows: AuditRow[]): Promise<AuditEntry[]> {
    const ids = { staff: [] as string[], players: [] as string[], enquiries: [] as string[] };
    for (const row of rows) {
      if (row.actorId) (row.actorKind === 'player' ? ids.players : ids.staff).push(row.actorId);
      if (row.targetId && !row.targetLabel) {
        const type = row.targetType ?? '';
        if (PLAYER_TARGETS.has(type)) ids.players.push(row.targetId);
        if (STAFF_TARGETS.has(type)) ids.staff.push(row.targetId);
        if (ENQUIRY_TARGETS.has(type)) ids.enquiries.push(row.targetId);
      }
    }
    const names = await repo.displayNames(ids);
    return rows.map((row) => toEntry(row, names));
  }

  return {
    record: (rows: NewAuditRow[]) => repo.insert(rows),

    async list(query: AuditQuery): Promise<AuditPage> {
      const before = query.before ? Number(query.before) : undefined;
      const rows = await repo.page(toFilter(query), query.limit + 1, before);
      const page = rows.slice(0, query.limit);
      return {
        entries: await entries(page),
        nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
      };
    },

    async get(id: string): Promise<AuditEntry> {
      const row = /^\d{1,18}$/.test(id) ? await repo.findById(Number(id)) : null;
      if (!row) throw notFound('Audit entry');
      const [entry] = await entries([row]);
      return entry!;
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
