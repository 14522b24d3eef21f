import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import type { StaffRole } from '@app/shared/staff';

import type { DbExecutor } from '../../db/client';
import { admins, staffInvites } from '../../db/schema/index';

const pending = (now: Date) =>
  and(
    isNull(staffInvites.acceptedAt),
    isNull(staffInvites.revokedAt),
    gt(staffInvites.expiresAt, now),
  );

/** Invitations to become staff: one-time, 48 h, stored as a token hash. */
export function createInvitationsRepository(db: DbExecutor) {
  return {
    async insert(values: {
      email: string;
      fullName: string;
      roles: StaffRole[];
      tokenHash: string;
      invitedBy: string;
      language: 'en' | 'ms';
      expiresAt: Date;
    }) {
      const [row] = await db.insert(staffInvites).values(values).returning();
      return row!;
    },
    async listPending(now = new Date()) {
      return db
        .select({ invite: staffInvites, invitedByName: admins.username })
        .from(staffInvites)
        .leftJoin(admins, eq(admins.id, staffInvites.invitedBy))
        .where(pending(now))
        .orderBy(desc(staffInvites.createdAt));
    },
    async findPendingByTokenHash(tokenHash: string, now = new Date()) {
      const [row] = await db
        .select()
        .from(staffInvites)
        .where(and(eq(staffInvites.tokenHash, tokenHash), pending(now)))
        .limit(1);
      return row ?? null;
    },
    async hasPendingFor(email: string, now = new Date()) {
      const [row] = await db
        .select({ id: staffInvites.id })
        .from(staffInvites)
        .where(and(sql`lower(${staffInvites.email}) = lower(${email})`, pending(now)))
        .limit(1);
      return row !== undefined;
    },
    /** Uses up an invitation: null when it is no longer pending (used, revoked or expired). */
    async consume(tokenHash: string, now = new Date()) {
      const [row] = await db
        .update(staffInvites)
        .set({ acceptedAt: now })
        .where(and(eq(staffInvites.tokenHash, tokenHash), pending(now)))
        .returning();
      return row ?? null;
    },
    async revoke(id: string) {
      const rows = await db
        .update(staffInvites)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(staffInvites.id, id),
            isNull(staffInvites.acceptedAt),
            isNull(staffInvites.revokedAt),
          ),
        )
        .returning({
          id: staffInvites.id,
          email: staffInvites.email,
          fullName: staffInvites.fullName,
        });
      return rows[0] ?? null;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
