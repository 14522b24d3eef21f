import { asc, eq, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import {
  competitionPrivacy,
  sanctioningTiers,
  tournamentEntrySettings,
  tournaments,
} from '../../db/schema/index';
import { createPlayerFactsQueries, type PlayerFacts } from '../players/index';

import {
  hasResultsSql,
  isAdultSql,
  namePublicSql,
  privacyRefsOf,
  profilePublicSql,
} from './public-name';

export type TierRow = typeof sanctioningTiers.$inferSelect;
export type EntrySettingsRow = typeof tournamentEntrySettings.$inferSelect;
export type EntrySettingsValues = Omit<
  typeof tournamentEntrySettings.$inferInsert,
  'tournamentId' | 'updatedAt'
>;
export type PrivacyValues = Pick<
  typeof competitionPrivacy.$inferInsert,
  'publicProfile' | 'hideFromEntryLists' | 'partnerListed'
>;

/** The public-name rule's verdicts on one player (public-name.ts). */
export interface PublicStatus {
  namePublic: boolean;
  profilePublic: boolean;
  hasResults: boolean;
  /** Under 18 (or no date of birth) and no guardian's consent recorded. */
  needsGuardianConsent: boolean;
}

/** What eligibility needs to know about a player (membership judged by the service). */
export type PlayerCompetitionFacts = PlayerFacts;

/** Tiers, a tournament's entry settings, player facts and competition privacy. */
export function setupQueries(db: DbExecutor) {
  return {
    ...createPlayerFactsQueries(db),
    async listTiers(onlyActive = false) {
      return db
        .select()
        .from(sanctioningTiers)
        .where(onlyActive ? eq(sanctioningTiers.active, true) : undefined)
        .orderBy(asc(sanctioningTiers.sortOrder), asc(sanctioningTiers.code));
    },
    async findTier(code: string, lock = false) {
      const query = db.select().from(sanctioningTiers).where(eq(sanctioningTiers.code, code));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    /** Null when the code is taken (a second click or tab adds nothing). */
    async insertTier(values: typeof sanctioningTiers.$inferInsert) {
      const [row] = await db
        .insert(sanctioningTiers)
        .values(values)
        .onConflictDoNothing({ target: sanctioningTiers.code })
        .returning();
      return row ?? null;
    },
    async updateTier(code: string, values: Partial<Omit<TierRow, 'code' | 'updatedAt'>>) {
      const [row] = await db
        .update(sanctioningTiers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sanctioningTiers.code, code))
        .returning();
      return row ?? null;
    },

    async findTournament(id: string, lock = false) {
      const query = db
        .select({
          id: tournaments.id,
          name: tournaments.name,
          startDate: tournaments.startDate,
          endDate: tournaments.endDate,
        })
        .from(tournaments)
        .where(eq(tournaments.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    async findSettings(tournamentId: string) {
      const [row] = await db
        .select({ settings: tournamentEntrySettings, tier: sanctioningTiers })
        .from(tournamentEntrySettings)
        .innerJoin(sanctioningTiers, eq(sanctioningTiers.code, tournamentEntrySettings.tierCode))
        .where(eq(tournamentEntrySettings.tournamentId, tournamentId));
      return row ?? null;
    },
    /** One row per tournament: a second save (or a concurrent one) updates it. */
    async upsertSettings(tournamentId: string, values: EntrySettingsValues) {
      const [row] = await db
        .insert(tournamentEntrySettings)
        .values({ ...values, tournamentId })
        .onConflictDoUpdate({
          target: tournamentEntrySettings.tournamentId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async findPrivacy(playerId: string) {
      const [row] = await db
        .select()
        .from(competitionPrivacy)
        .where(eq(competitionPrivacy.playerId, playerId));
      return row ?? null;
    },
    /** What the public-name rule makes of the player today (their privacy card says it). */
    async publicStatus(playerId: string, now: Date): Promise<PublicStatus | null> {
      const who = privacyRefsOf('p', 'cp');
      const result = await db.execute(sql`
        select ${namePublicSql(who, now)} as "namePublic",
          ${profilePublicSql(who, now)} as "profilePublic", ${hasResultsSql(who)} as "hasResults",
          not ${isAdultSql(who, now)} and p.guardian_consent_at is null as "needsGuardianConsent"
        from players p left join competition_privacy cp on cp.player_id = p.id
        where p.id = ${playerId}`);
      const [row] = (result as unknown as { rows: PublicStatus[] }).rows;
      return row ?? null;
    },
    async upsertPrivacy(playerId: string, values: PrivacyValues) {
      const [row] = await db
        .insert(competitionPrivacy)
        .values({ ...values, playerId })
        .onConflictDoUpdate({
          target: competitionPrivacy.playerId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },
  };
}
