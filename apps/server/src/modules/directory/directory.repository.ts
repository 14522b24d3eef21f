import { and, asc, count, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';

import { containsPattern } from '@app/shared/search-text';
import { DIRECTORY_TRANSLATED_FIELDS, malayField } from '@app/shared/translations';

import type { DbExecutor } from '../../db/client';
import { directoryEntries, type DirectoryEntryRow } from '../../db/schema/index';

export type DirectoryValues = Omit<
  typeof directoryEntries.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'searchText'
>;

export interface DirectoryFilter {
  kind?: string | undefined;
  state?: string | undefined;
  terms: readonly string[];
  /** Public lists: coaches and referees only while certified (today or later) and consenting. */
  publicOn?: string | undefined;
  /** Entries with English text lacking its Malay (staff finding what to translate). */
  missingMs?: boolean | undefined;
}

function where(f: DirectoryFilter): SQL | undefined {
  const listed = f.publicOn
    ? or(
        sql`${directoryEntries.kind} in ('venue', 'club')`,
        and(
          eq(directoryEntries.consent, true),
          or(
            isNull(directoryEntries.certificationExpiresOn),
            gte(directoryEntries.certificationExpiresOn, f.publicOn),
          ),
          sql`${directoryEntries.certificationLevel} <> ''`,
        ),
      )
    : undefined;
  return and(
    f.kind ? eq(directoryEntries.kind, f.kind as 'venue') : undefined,
    f.state ? eq(directoryEntries.state, f.state) : undefined,
    ...f.terms.map((term) => sql`${directoryEntries.searchText} like ${containsPattern(term)}`),
    f.missingMs
      ? or(
          ...DIRECTORY_TRANSLATED_FIELDS.map(
            (field) =>
              sql`(btrim(${directoryEntries[field]}) <> '' and btrim(${directoryEntries[malayField(field)]}) = '')`,
          ),
        )
      : undefined,
    listed,
  );
}

export function createDirectoryRepository(db: DbExecutor) {
  return {
    async page(f: DirectoryFilter, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(directoryEntries)
          .where(where(f))
          .orderBy(
            desc(directoryEntries.verified),
            asc(directoryEntries.name),
            asc(directoryEntries.id),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(directoryEntries).where(where(f)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    async find(id: string): Promise<DirectoryEntryRow | null> {
      const [row] = await db.select().from(directoryEntries).where(eq(directoryEntries.id, id));
      return row ?? null;
    },
    async insert(values: DirectoryValues) {
      const [row] = await db.insert(directoryEntries).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<DirectoryValues>) {
      const [row] = await db
        .update(directoryEntries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(directoryEntries.id, id))
        .returning();
      return row ?? null;
    },
    async remove(id: string) {
      const [row] = await db
        .delete(directoryEntries)
        .where(eq(directoryEntries.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
