import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { EnquiryStatus, EnquiryTopic } from '@app/shared/enquiries';

import type { DbExecutor } from '../../db/client';
import { admins, enquiries, enquiryReplies, type EnquiryRow } from '../../db/schema/index';

export interface EnquiryFilter {
  status?: EnquiryStatus | undefined;
  topic?: EnquiryTopic | undefined;
  assigneeId?: string | undefined;
}

const staffName = sql<string>`coalesce(nullif(${admins.fullName}, ''), ${admins.username})`;

const withAssignee = {
  id: enquiries.id,
  topic: enquiries.topic,
  name: enquiries.name,
  email: enquiries.email,
  message: enquiries.message,
  language: enquiries.language,
  status: enquiries.status,
  assigneeId: enquiries.assigneeId,
  assigneeName: sql<string | null>`case when ${admins.id} is null then null else ${staffName} end`,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
};

/** An enquiry with its assignee's name. */
export type EnquiryListRow = EnquiryRow & { assigneeName: string | null };

function where(f: EnquiryFilter, withStatus = true): SQL | undefined {
  return and(
    withStatus && f.status ? eq(enquiries.status, f.status) : undefined,
    f.topic ? eq(enquiries.topic, f.topic) : undefined,
    f.assigneeId ? eq(enquiries.assigneeId, f.assigneeId) : undefined,
  );
}

export function createEnquiriesRepository(db: DbExecutor) {
  return {
    async insert(
      values: Pick<
        typeof enquiries.$inferInsert,
        'topic' | 'name' | 'email' | 'message' | 'language'
      >,
    ) {
      const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
      return row!;
    },
    /** How many enquiries nobody has answered or closed yet. */
    async countNew() {
      const [row] = await db
        .select({ n: count() })
        .from(enquiries)
        .where(eq(enquiries.status, 'new'));
      return Number(row?.n ?? 0);
    },
    /** Newest first; per-status counts ignore the status filter (the inbox's tabs). */
    async page(f: EnquiryFilter, limit: number, offset: number) {
      const [rows, [total], perStatus] = await Promise.all([
        db
          .select(withAssignee)
          .from(enquiries)
          .leftJoin(admins, eq(admins.id, enquiries.assigneeId))
          .where(where(f))
          .orderBy(desc(enquiries.createdAt), asc(enquiries.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(enquiries).where(where(f)),
        db
          .select({ status: enquiries.status, n: count() })
          .from(enquiries)
          .where(where(f, false))
          .groupBy(enquiries.status),
      ]);
      return { rows: rows satisfies EnquiryListRow[], total: Number(total?.n ?? 0), perStatus };
    },
    async find(id: string): Promise<EnquiryListRow | null> {
      const [row] = await db
        .select(withAssignee)
        .from(enquiries)
        .leftJoin(admins, eq(admins.id, enquiries.assigneeId))
        .where(eq(enquiries.id, id));
      return row ?? null;
    },
    /** Locks the enquiry for a change (call inside a transaction). */
    async lock(id: string) {
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
      return row ?? null;
    },
    async update(id: string, values: { status?: EnquiryStatus; assigneeId?: string | null }) {
      await db
        .update(enquiries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(enquiries.id, id));
    },
    async repliesFor(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(enquiryReplies)
        .where(inArray(enquiryReplies.enquiryId, [...ids]))
        .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
    },
    async insertReply(values: typeof enquiryReplies.$inferInsert) {
      const [row] = await db.insert(enquiryReplies).values(values).returning();
      return row!;
    },
    /** Active staff, by name: who an enquiry may be assigned to. */
    async assignees() {
      return db
        .select({ id: admins.id, name: staffName })
        .from(admins)
        .where(eq(admins.status, 'active'))
        .orderBy(asc(staffName));
    },
    /** An active staff member's display name, or null. */
    async activeStaffName(id: string) {
      const [row] = await db
        .select({ name: staffName })
        .from(admins)
        .where(and(eq(admins.id, id), eq(admins.status, 'active')));
      return row?.name ?? null;
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
