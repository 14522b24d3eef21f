import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { MembershipFilter } from '@app/shared/membership';
import { memberIdOf } from '@app/shared/search-text';

import type { DbExecutor } from '../../db/client';
import {
  passwordResets,
  playerGuardians,
  players,
  type NewPlayerRow,
  type PlayerRow,
} from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

export type { PlayerRow };

export interface PlayerListFilter {
  q?: string | undefined;
  status?: PlayerRow['status'] | undefined;
  /** Date-of-birth window (inclusive) derived from the age filter. */
  bornAfter?: string | undefined;
  bornOnOrBefore?: string | undefined;
  /** Membership status on `today` (Malaysia), from the row's membership columns. */
  membership?:
    { kind: MembershipFilter; today: string; graceStart: string; expiringBy: string } | undefined;
  /** The lookup hash of a whole IC number typed in the search box (the service computes it). */
  icHash?: string | undefined;
}

function membershipWhere(m: NonNullable<PlayerListFilter['membership']>): SQL | undefined {
  if (m.kind === 'suspended') return isNotNull(players.membershipSuspendedAt);
  const expires = players.membershipExpiresOn;
  const byKind: Record<Exclude<MembershipFilter, 'suspended'>, SQL | undefined> = {
    active: gte(expires, m.today),
    grace: and(lt(expires, m.today), gte(expires, m.graceStart)),
    expired: lt(expires, m.graceStart),
    none: isNull(expires),
    expiring: and(gte(expires, m.today), lte(expires, m.expiringBy)),
  };
  return and(isNull(players.membershipSuspendedAt), byKind[m.kind]);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterWhere(filter: PlayerListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(players.status, filter.status));
  if (filter.bornAfter) conditions.push(gt(players.dateOfBirth, filter.bornAfter));
  if (filter.bornOnOrBefore) conditions.push(lte(players.dateOfBirth, filter.bornOnOrBefore));
  if (filter.membership) conditions.push(membershipWhere(filter.membership));
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const digits = q.replace(/\D/g, '');
    // A member ID typed with spaces, dashes or in lower case ('mpa 000 123').
    const memberId = memberIdOf(q);
    conditions.push(
      or(
        ilike(players.fullName, pattern),
        ilike(players.username, pattern),
        ilike(players.email, pattern),
        ilike(players.playerId, pattern),
        memberId ? like(players.playerId, `${memberId}%`) : undefined,
        // IC numbers are encrypted: a whole number matches its hash, four digits the last four.
        filter.icHash ? eq(players.icHash, filter.icHash) : undefined,
        digits.length === 4 ? eq(players.icLast4, digits) : undefined,
      ),
    );
  }
  return and(...conditions);
}

export function createPlayersRepository(db: DbExecutor) {
  return {
    async insert(values: NewPlayerRow) {
      const [row] = await db.insert(players).values(values).returning();
      return row!;
    },

    /** A minor's parent or guardian, named at registration (the IC number sealed). */
    async insertGuardian(values: typeof playerGuardians.$inferInsert) {
      await db.insert(playerGuardians).values(values);
    },

    /** By internal `_id` (uuid) or public member number (`MPA…`). */
    async findByIdOrMemberId(id: string) {
      const where = isUuid(id) ? eq(players.id, id) : eq(players.playerId, id.toUpperCase());
      const [row] = await db.select().from(players).where(where).limit(1);
      return row ?? null;
    },

    async findByUsername(username: string) {
      const [row] = await db
        .select()
        .from(players)
        .where(sql`lower(${players.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(players)
        .where(sql`lower(${players.email}) = lower(${email})`)
        .limit(1);
      return row ?? null;
    },

    /** Which of the unique identities are already taken. */
    async findClashes(values: { icHash: string; email: string; username: string }) {
      const rows = await db
        .select({ icHash: players.icHash, email: players.email, username: players.username })
        .from(players)
        .where(
          or(
            eq(players.icHash, values.icHash),
            sql`lower(${players.email}) = lower(${values.email})`,
            sql`lower(${players.username}) = lower(${values.username})`,
          ),
        )
        .limit(3);
      return {
        icNumber: rows.some((r) => r.icHash === values.icHash),
        email: rows.some((r) => r.email.toLowerCase() === values.email.toLowerCase()),
        username: rows.some((r) => r.username.toLowerCase() === values.username.toLowerCase()),
      };
    },

    async icHashExists(icHash: string) {
      const [row] = await db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.icHash, icHash))
        .limit(1);
      return Boolean(row);
    },

    /** The sealed IC of one player (for an owner's "show" or a staff reveal). */
    async findSealedIc(id: string) {
      const [row] = await db
        .select({ icCiphertext: players.icCiphertext, icKeyId: players.icKeyId })
        .from(players)
        .where(eq(players.id, id))
        .limit(1);
      return row?.icCiphertext && row.icKeyId
        ? { icCiphertext: row.icCiphertext, icKeyId: row.icKeyId }
        : null;
    },

    /** A successful sign-in (the dormant-account retention rule reads it). */
    async recordSignIn(id: string) {
      await db.update(players).set({ lastSignInAt: new Date() }).where(eq(players.id, id));
    },

    async update(id: string, values: Partial<NewPlayerRow>) {
      const [row] = await db
        .update(players)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(players.id, id))
        .returning();
      return row ?? null;
    },

    async remove(id: string) {
      const [row] = await db
        .delete(players)
        .where(eq(players.id, id))
        .returning({ id: players.id });
      return Boolean(row);
    },

    async listAll() {
      return db.select().from(players).orderBy(desc(players.createdAt), desc(players.id));
    },

    async listPage(filter: PlayerListFilter, limit: number, offset: number) {
      const where = filterWhere(filter);
      if (filter.q?.trim()) {
        // A search matches few rows, found through the trigram indexes: page them by creation
        // order from that small set (not by walking the whole table hoping to meet 20 matches),
        // and count them at the same time on another connection.
        const matches = db
          .$with('matches')
          .as(
            db
              .select({ matchId: players.id, matchCreatedAt: players.createdAt })
              .from(players)
              .where(where)
              .orderBy(desc(players.createdAt), desc(players.id))
              .limit(limit)
              .offset(offset),
          );
        const [found, [counted]] = await Promise.all([
          db
            .with(matches)
            .select({ player: players })
            .from(players)
            .innerJoin(matches, eq(matches.matchId, players.id))
            .orderBy(desc(players.createdAt), desc(players.id)),
          db.select({ n: count() }).from(players).where(where),
        ]);
        return { rows: found.map((r) => r.player), total: Number(counted?.n ?? 0) };
      }
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(players)
          .where(where)
          .orderBy(desc(players.createdAt), desc(players.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(players).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The next `limit` matching rows after `after` (newest first), for streamed exports. */
    async listBatch(
      filter: PlayerListFilter,
      after: { createdAt: Date; id: string } | null,
      limit: number,
    ) {
      const keyset = after
        ? sql`(${players.createdAt}, ${players.id}) < (${after.createdAt}, ${after.id})`
        : undefined;
      return db
        .select()
        .from(players)
        .where(and(filterWhere(filter), keyset))
        .orderBy(desc(players.createdAt), desc(players.id))
        .limit(limit);
    },

    async listActiveIds() {
      return db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.status, 'active'))
        .orderBy(asc(players.createdAt));
    },

    // Password reset links.
    async insertReset(values: { playerId: string; tokenHash: string; expiresAt: Date }) {
      await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.playerId, values.playerId), isNull(passwordResets.usedAt)));
      await db.insert(passwordResets).values(values);
    },

    /** Marks a live reset token used and returns its player id, atomically (one use only). */
    async consumeReset(tokenHash: string) {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ playerId: passwordResets.playerId });
      return row?.playerId ?? null;
    },
  };
}

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
