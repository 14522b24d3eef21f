import { and, desc, eq, gte, ilike, inArray, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import {
  admins,
  auditLog,
  enquiries,
  players,
  type AuditRow,
  type NewAuditRow,
} from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

export type { AuditRow, NewAuditRow };

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Staff whose display name matches: the list shows that name, so it can be searched by it. */
const staffNamed = (pattern: string) =>
  sql`${auditLog.actorId} in (select ${admins.id}::text from ${admins} where ${ilike(admins.fullName, pattern)})`;

function where(filter: AuditFilter, before?: number): SQL | undefined {
  const { actor, action } = filter;
  const actorPattern = actor ? `%${escapeLike(actor)}%` : '';
  return and(
    actor
      ? or(
          eq(auditLog.actorId, actor),
          ilike(auditLog.actorName, actorPattern),
          staffNamed(actorPattern),
        )
      : undefined,
    // "players" matches players.update, players.ic-revealed…; "players.update" matches itself.
    action
      ? or(eq(auditLog.action, action), like(auditLog.action, `${escapeLike(action)}.%`))
      : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lte(auditLog.at, filter.to) : undefined,
    before !== undefined ? lt(auditLog.id, before) : undefined,
  );
}

/** The audit log: insert and read only (the table refuses updates and deletes). */
export function createAuditRepository(db: DbExecutor) {
  return {
    async insert(rows: NewAuditRow[]) {
      if (rows.length > 0) await db.insert(auditLog).values(rows);
    },
    /** Newest first, keyset-paged by id. */
    page(filter: AuditFilter, limit: number, before?: number) {
      return db
        .select()
        .from(auditLog)
        .where(where(filter, before))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
    /** Display names by id (staff members', players', enquirers'); unknown ids are left out. */
    async displayNames(ids: { staff: string[]; players: string[]; enquiries: string[] }) {
      const unique = (list: string[]) => [...new Set(list.filter(isUuid))];
      const [staffIds, playerIds, enquiryIds] = [
        unique(ids.staff),
        unique(ids.players),
        unique(ids.enquiries),
      ];
      const [staff, people, enquirers] = await Promise.all([
        staffIds.length > 0
          ? db
              .select({ id: admins.id, name: admins.fullName })
              .from(admins)
              .where(inArray(admins.id, staffIds))
          : [],
        playerIds.length > 0
          ? db
              .select({ id: players.id, name: players.fullName })
              .from(players)
              .where(inArray(players.id, playerIds))
          : [],
        enquiryIds.length > 0
          ? db
              .select({ id: enquiries.id, name: enquiries.name })
              .from(enquiries)
              .where(inArray(enquiries.id, enquiryIds))
          : [],
      ]);
      const named = (rows: { id: string; name: string | null }[]) =>
        new Map(rows.filter((r) => r.name).map((r) => [r.id, r.name!]));
      return { staff: named(staff), players: named(people), enquiries: named(enquirers) };
    },
    async findById(id: number) {
      const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
      return row ?? null;
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
