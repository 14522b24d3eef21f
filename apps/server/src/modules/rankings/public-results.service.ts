import type {
  PublicDivisionResults,
  PublicResults,
  ResultPerson,
} from '@app/shared/competition/public-results';

import { notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import { PRIVATE_IDENTITY, publicIdentity, type PublicIdentity } from '../competition/index';

import type { PublicResultsRepository, PublishedResultRow } from './public-results.repository';

export interface PublicResultsRepos {
  publicResults: PublicResultsRepository;
}

function toResultPerson({ isPrivate, ...who }: PublicIdentity): ResultPerson {
  return { ...who, hidden: isPrivate };
}

/** A player as public results show them (the public-name rule: competition/public-name.ts). */
const personOf = (row: PublishedResultRow) => toResultPerson(publicIdentity(row));

/** A player on a match's side who has no result line: the hidden form. */
const UNPLACED = toResultPerson(PRIVATE_IDENTITY);

/** A division's placements: a pair (one entry) shares one line, best first. */
function placementsOf(rows: PublishedResultRow[]): PublicDivisionResults['placements'] {
  const lines: PublicDivisionResults['placements'] = [];
  const byEntry = new Map<string, ResultPerson[]>();
  for (const row of rows) {
    const key = row.entryId ?? `player:${row.playerId}`;
    const players = byEntry.get(key);
    if (players) players.push(personOf(row));
    else {
      const line = { placement: row.placement, players: [personOf(row)] };
      byEntry.set(key, line.players);
      lines.push(line);
    }
  }
  return lines;
}

/** The published results of a tournament, per division (public; server-rendered pages). */
export function createPublicResultsService(deps: {
  data: DataAccess<PublicResultsRepos>;
  now: () => Date;
}) {
  return {
    /** The results pages, for the sitemap: each tournament's, and each division's. */
    async pagePaths(): Promise<string[]> {
      const published = await deps.data.repos.publicResults.published();
      const paths: string[] = [];
      let last: string | null = null;
      for (const { tournamentId, divisionId } of published) {
        const base = `/tournament/${encodeURIComponent(tournamentId)}/results`;
        if (tournamentId !== last) paths.push(base);
        last = tournamentId;
        paths.push(`${base}/${encodeURIComponent(divisionId)}`);
      }
      return paths;
    },
    async forTournament(tournamentId: string): Promise<PublicResults> {
      const repo = deps.data.repos.publicResults;
      const tournament = await repo.tournament(tournamentId);
      if (!tournament) throw notFound('Tournament');
      const divisions = await repo.divisions(tournament.id);
      const ids = divisions.map((d) => d.id);
      const [results, matches] = await Promise.all([
        repo.results(ids, deps.now()),
        repo.matches(ids),
      ]);
      const people = new Map(results.map((r) => [r.playerId, personOf(r)]));
      const side = (ids: string[]) => ids.map((id) => people.get(id) ?? UNPLACED);
      return {
        tournament: {
          id: tournament.id,
          name: tournament.name,
          startDate: tournament.startDate,
          endDate: tournament.endDate,
          tier:
            tournament.tierCode && tournament.tierName
              ? {
                  code: tournament.tierCode,
                  name: tournament.tierName,
                  nameMs: tournament.tierNameMs ?? tournament.tierName,
                }
              : null,
        },
        divisions: divisions.map((d) => ({
          id: d.id,
          discipline: d.discipline as PublicDivisionResults['discipline'],
          ageGroup: d.ageGroup as PublicDivisionResults['ageGroup'],
          publishedAt: new Date(d.publishedAt).toISOString(),
          placements: placementsOf(results.filter((r) => r.divisionId === d.id)),
          matches: matches
            .filter((m) => m.divisionId === d.id)
            .map((m) => ({
              round: m.round,
              sideA: side(m.sideA),
              sideB: side(m.sideB),
              scores: m.scores,
              winner: m.winner,
            })),
        })),
      };
    },
  };
}

export type PublicResultsService = ReturnType<typeof createPublicResultsService>;
