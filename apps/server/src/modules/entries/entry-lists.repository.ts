import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  like,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { LIVE_ENTRY_STATUSES } from '@app/shared/competition/entries';
import { memberIdOf } from '@app/shared/search-text';

import type { DbExecutor } from '../../db/client';
import {
  competitionPrivacy,
  divisions,
  entries,
  playerRelations,
  players,
  rankings,
  results,
  tournaments,
} from '../../db/schema/index';
import { isAdultSql, namePublicSql, type PlayerPrivacyRefs } from '../competition/index';

const entrant = alias(players, 'entrant');
const partner = alias(players, 'partner');
const entrantPrivacy = alias(competitionPrivacy, 'entrant_privacy');
const partnerPrivacy = alias(competitionPrivacy, 'partner_privacy');

/** Where the public-name rule reads a player (an alias of players) and their privacy row. */
const privacyRefs = (
  player: typeof entrant | typeof partner | typeof players,
  privacy: typeof entrantPrivacy | typeof partnerPrivacy | typeof competitionPrivacy,
): PlayerPrivacyRefs => ({
  id: player.id,
  status: player.status,
  dateOfBirth: player.dateOfBirth,
  guardianConsentAt: player.guardianConsentAt,
  hideName: privacy.hideFromEntryLists,
  publicProfile: privacy.publicProfile,
});

const people = {
  entry: entries,
  entrantMemberId: entrant.playerId,
  entrantName: entrant.fullName,
  entrantState: entrant.state,
  partnerMemberId: partner.playerId,
  partnerName: partner.fullName,
  partnerState: partner.state,
};

/** Read-only lists of entries (players' own, public, staff, export). */
export function createEntryListsQueries(db: DbExecutor) {
  function withPeople() {
    return db
      .select({
        ...people,
        division: divisions,
        tournamentId: tournaments.id,
        tournamentName: tournaments.name,
        startDate: tournaments.startDate,
        endDate: tournaments.endDate,
      })
      .from(entries)
      .innerJoin(divisions, eq(divisions.id, entries.divisionId))
      .innerJoin(tournaments, eq(tournaments.id, divisions.tournamentId))
      .innerJoin(entrant, eq(entrant.id, entries.playerId))
      .leftJoin(partner, eq(partner.id, entries.partnerId));
  }

  return {
    /** Every entry the player is in (entrant or partner), newest tournament first. */
    async entriesOf(playerId: string) {
      return withPeople()
        .where(or(eq(entries.playerId, playerId), eq(entries.partnerId, playerId)))
        .orderBy(desc(tournaments.startDate), desc(entries.createdAt))
        .limit(200);
    },

    /** Partner requests waiting for this player. */
    async requestsFor(playerId: string) {
      return withPeople()
        .where(and(eq(entries.partnerId, playerId), eq(entries.status, 'awaiting_partner')))
        .orderBy(asc(entries.partnerDeadline));
    },

    /** The player's published placements. */
    async resultsOf(playerId: string) {
      return db
        .select({
          divisionId: results.divisionId,
          entryId: results.entryId,
          placement: results.placement,
          playedOn: results.playedOn,
          discipline: divisions.discipline,
          ageGroup: divisions.ageGroup,
          tournamentName: tournaments.name,
        })
        .from(results)
        .innerJoin(divisions, eq(divisions.id, results.divisionId))
        .innerJoin(tournaments, eq(tournaments.id, divisions.tournamentId))
        .where(eq(results.playerId, playerId))
        .orderBy(desc(results.playedOn))
        .limit(200);
    },

    /** Confirmed entries of a division, with whether each player's name may be public. */
    async confirmedOf(divisionId: string, now: Date) {
      return db
        .select({
          ...people,
          entrantNamePublic: namePublicSql(privacyRefs(entrant, entrantPrivacy), now).mapWith(
            Boolean,
          ),
          partnerNamePublic: namePublicSql(privacyRefs(partner, partnerPrivacy), now).mapWith(
            Boolean,
          ),
        })
        .from(entries)
        .innerJoin(entrant, eq(entrant.id, entries.playerId))
        .leftJoin(partner, eq(partner.id, entries.partnerId))
        .leftJoin(entrantPrivacy, eq(entrantPrivacy.playerId, entries.playerId))
        .leftJoin(partnerPrivacy, eq(partnerPrivacy.playerId, entries.partnerId))
        .where(and(eq(entries.divisionId, divisionId), eq(entries.status, 'confirmed')))
        .orderBy(asc(entries.createdAt), asc(entries.id));
    },

    /** Every entry of a division (staff). */
    async allOf(divisionId: string) {
      return withPeople()
        .where(eq(entries.divisionId, divisionId))
        .orderBy(asc(entries.createdAt), asc(entries.id));
    },

    /** Confirmed entries of a tournament's divisions (the bracket export). */
    async confirmedOfTournament(tournamentId: string) {
      return withPeople()
        .where(and(eq(divisions.tournamentId, tournamentId), eq(entries.status, 'confirmed')))
        .orderBy(asc(divisions.discipline), asc(divisions.ageGroup), asc(entries.createdAt));
    },

    /** Ranking points of players in categories (missing: unranked). */
    async pointsOf(playerIds: string[], categories: string[]) {
      if (playerIds.length === 0 || categories.length === 0) return [];
      return db
        .select({
          category: rankings.category,
          playerId: rankings.playerId,
          points: rankings.points,
        })
        .from(rankings)
        .where(and(inArray(rankings.playerId, playerIds), inArray(rankings.category, categories)));
    },

    /**
     * The bracket seeds as exported (call in a transaction): the tournament's entries lose the
     * seeds they had (an entry no longer confirmed keeps none), then each listed one gets its own.
     */
    async saveSeeds(tournamentId: string, seeds: { id: string; seed: number }[]) {
      await db
        .update(entries)
        .set({ seed: null })
        .where(
          and(
            isNotNull(entries.seed),
            inArray(
              entries.divisionId,
              db
                .select({ id: divisions.id })
                .from(divisions)
                .where(eq(divisions.tournamentId, tournamentId)),
            ),
          ),
        );
      if (seeds.length === 0) return;
      await db.execute(sql`
        UPDATE ${entries} SET seed = v.seed
        FROM jsonb_to_recordset(${JSON.stringify(seeds)}::jsonb) AS v(id uuid, seed integer)
        WHERE ${entries.id} = v.id`);
    },

    /**
     * Members who let themselves be picked as partner, matching `q` (name or member ID), not
     * live in the division, and neither blocking `viewerId` nor blocked by them (PickleZone):
     * active members only, a minor only with a guardian's consent (the public-name rule's age
     * part; members see the name). Eligibility is checked by the caller.
     */
    async partnerCandidates(
      divisionId: string,
      q: string | undefined,
      limit: number,
      viewerId: string,
      now: Date,
    ) {
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const memberId = memberIdOf(q);
      return db
        .select({
          id: players.id,
          memberId: players.playerId,
          fullName: players.fullName,
          state: players.state,
          gender: players.gender,
          dateOfBirth: players.dateOfBirth,
          duprRating: players.duprRating,
          membershipExpiresOn: players.membershipExpiresOn,
          membershipSuspendedAt: players.membershipSuspendedAt,
          membershipCancelledAt: players.membershipCancelledAt,
        })
        .from(players)
        .innerJoin(competitionPrivacy, eq(competitionPrivacy.playerId, players.id))
        .where(
          and(
            eq(competitionPrivacy.partnerListed, true),
            eq(players.status, 'active'),
            or(
              isAdultSql(privacyRefs(players, competitionPrivacy), now),
              isNotNull(players.guardianConsentAt),
            ),
            pattern
              ? or(
                  ilike(players.fullName, pattern),
                  ilike(players.playerId, pattern),
                  // 'mpa 000 123' finds MPA000123.
                  memberId ? like(players.playerId, `${memberId}%`) : undefined,
                )
              : sql`true`,
            notExists(
              db
                .select({ one: sql`1` })
                .from(entries)
                .where(
                  and(
                    eq(entries.divisionId, divisionId),
                    inArray(entries.status, [...LIVE_ENTRY_STATUSES]),
                    or(eq(entries.playerId, players.id), eq(entries.partnerId, players.id)),
                  ),
                ),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(playerRelations)
                .where(
                  and(
                    eq(playerRelations.kind, 'block'),
                    or(
                      and(
                        eq(playerRelations.playerId, viewerId),
                        eq(playerRelations.otherId, players.id),
                      ),
                      and(
                        eq(playerRelations.playerId, players.id),
                        eq(playerRelations.otherId, viewerId),
                      ),
                    ),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(players.fullName))
        .limit(limit);
    },
  };
}
