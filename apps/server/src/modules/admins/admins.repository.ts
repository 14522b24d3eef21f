import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';

import type { StaffRole } from '@app/shared/staff';

import type { DbExecutor } from '../../db/client';
import { admins, twoFactorCredentials, type AdminRow } from '../../db/schema/index';

export type { AdminRow };

export interface NewStaffRow {
  username: string;
  passwordHash: string;
  roles: StaffRole[];
  email?: string | null;
  fullName?: string | null;
  language?: 'en' | 'ms';
}

/** Staff accounts (the `admins` table). */
export function createAdminsRepository(db: DbExecutor) {
  return {
    async count() {
      const [row] = await db.select({ n: count() }).from(admins);
      return Number(row?.n ?? 0);
    },
    async findById(id: string) {
      const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
      return row ?? null;
    },
    async findByUsername(username: string) {
      const [row] = await db
        .select()
        .from(admins)
        .where(sql`lower(${admins.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(admins)
        .where(sql`lower(${admins.email}) = lower(${email})`)
        .limit(1);
      return row ?? null;
    },
    /** Every staff member, with whether their authenticator is set up. */
    async listWithTwoFactor() {
      return db
        .select({ admin: admins, twoFactorSecret: twoFactorCredentials.secret })
        .from(admins)
        .leftJoin(
          twoFactorCredentials,
          and(eq(twoFactorCredentials.adminId, admins.id), isNotNull(twoFactorCredentials.secret)),
        )
        .orderBy(asc(sql`lower(${admins.username})`));
    },
    /**
     * The active super admins' ids, locked until the transaction ends: two super admins
     * demoting each other at once cannot leave none.
     */
    async lockActiveSuperAdmins() {
      const rows = await db
        .select({ id: admins.id })
        .from(admins)
        .where(and(eq(admins.status, 'active'), sql`'super_admin' = any(${admins.roles})`))
        .orderBy(asc(admins.id))
        .for('update');
      return rows.map((r) => r.id);
    },
    async insert(values: NewStaffRow) {
      const [row] = await db.insert(admins).values(values).returning();
      return row!;
    },
    async update(
      id: string,
      values: Partial<{
        username: string;
        passwordHash: string;
        passwordChangedAt: Date;
        roles: StaffRole[];
        status: 'active' | 'disabled';
        disabledAt: Date | null;
        language: 'en' | 'ms';
        lastSignInAt: Date;
      }>,
    ) {
      const [row] = await db
        .update(admins)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(admins.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
