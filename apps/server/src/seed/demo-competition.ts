import { asc, count, eq } from 'drizzle-orm';

import type { Discipline } from '@app/shared/competition/categories';
import { todayInMalaysia } from '@app/shared/membership';

import {
  competitionPrivacy,
  divisions,
  entries,
  players,
  results,
  tournamentEntrySettings,
  tournaments,
} from '../db/schema/index';
import { createDataAccess } from '../db/unit-of-work';
import { createRankingsService } from '../modules/rankings/index';
import { createRepositories } from '../repositories';

import { sequence } from './demo-random';
import type { SeedContext } from './seed-context';

const TIER_OF_CLASSIFICATION: Record<string, string> = {
  National: 'national',
  International: 'national',
  State: 'state',
  Divisional: 'open',
  District: 'club',
};

const DIVISIONS: { discipline: Discipline; cap: number; feeSen: number }[] = [
  { discipline: 'mixed_doubles', cap: 16, feeSen: 8000 },
  { discipline: 'mens_doubles', cap: 16, feeSen: 8000 },
  { discipline: 'womens_doubles', cap: 8, feeSen: 8000 },
  { discipline: 'mens_singles', cap: 16, feeSen: 5000 },
];

/** Placements of a knock-out: winner, runner-up, two semi-finalists, four quarter-finalists. */
const PLACEMENTS = [1, 2, 3, 3, 5, 5, 5, 5];

interface DemoPlayer {
  id: string;
  gender: 'Male' | 'Female';
}

function teamsFor(discipline: Discipline, pool: DemoPlayer[], random: () => number) {
  const shuffled = [...pool].sort(() => random() - 0.5);
  const men = shuffled.filter((p) => p.gender === 'Male');
  const women = shuffled.filter((p) => p.gender === 'Female');
  const pairs = (list: DemoPlayer[]) =>
    Array.from({ length: Math.floor(list.length / 2) }, (_, i) => [list[2 * i]!, list[2 * i + 1]!]);
  if (discipline === 'mens_singles') return men.map((p) => [p]);
  if (discipline === 'mens_doubles') return pairs(men);
  if (discipline === 'womens_doubles') return pairs(women);
  return men.slice(0, women.length).map((m, i) => [m, women[i]!]);
}

/**
 * Competition for the demo season: the tournaments that have ended took entries here and
 * published results (so the rankings have something to rank), and the next two take entries
 * now. The rankings are computed from those results before the site opens.
 */
export async function seedDemoCompetition({ db }: SeedContext): Promise<number> {
  const [row] = await db.select({ n: count() }).from(divisions);
  if (Number(row?.n ?? 0) > 0) return 0;
  const today = todayInMalaysia(new Date());
  const all = await db.select().from(tournaments).orderBy(asc(tournaments.startDate));
  const pool: DemoPlayer[] = await db
    .select({ id: players.id, gender: players.gender })
    .from(players)
    .where(eq(players.status, 'active'))
    .orderBy(asc(players.createdAt));
  if (all.length === 0 || pool.length < 4) return 0;
  const random = sequence(33);
  const past = all.filter((t) => t.endDate < today);
  const upcoming = all.filter((t) => t.startDate > today).slice(0, 2);
  let created = 0;
  for (const t of [...past, ...upcoming]) {
    const isPast = t.endDate < today;
    const start = new Date(`${t.startDate}T09:00:00+08:00`).getTime();
    await db.insert(tournamentEntrySettings).values({
      tournamentId: t.id,
      takesEntries: true,
      opensAt: new Date(isPast ? start - 42 * 86_400_000 : Date.now() - 7 * 86_400_000),
      closesAt: new Date(start - 3 * 86_400_000),
      tierCode: TIER_OF_CLASSIFICATION[t.classification ?? ''] ?? 'open',
      maxEntriesPerPlayer: 3,
      refundRule: 'until',
      refundUntil: new Date(start - 7 * 86_400_000).toISOString().slice(0, 10),
    });
    for (const d of DIVISIONS) {
      const [division] = await db
        .insert(divisions)
        .values({
          tournamentId: t.id,
          discipline: d.discipline,
          ageGroup: 'open',
          cap: d.cap,
          feeSen: d.feeSen,
          resultsPublishedAt: isPast ? new Date(`${t.endDate}T20:00:00+08:00`) : null,
        })
        .returning({ id: divisions.id });
      created++;
      if (!isPast) continue;
      const teams = teamsFor(d.discipline, pool, random).slice(0, PLACEMENTS.length);
      for (const [i, team] of teams.entries()) {
        const [entry] = await db
          .insert(entries)
          .values({
            divisionId: division!.id,
            playerId: team[0]!.id,
            partnerId: team[1]?.id ?? null,
            status: 'confirmed',
            partnerConfirmedAt: team[1] ? new Date(start - 20 * 86_400_000) : null,
            paidSen: d.feeSen,
            createdAt: new Date(start - 21 * 86_400_000),
          })
          .returning({ id: entries.id });
        await db.insert(results).values(
          team.map((p) => ({
            divisionId: division!.id,
            playerId: p.id,
            entryId: entry!.id,
            placement: PLACEMENTS[i]!,
            playedOn: t.endDate,
          })),
        );
      }
    }
  }
  // Two players in three show a public profile (the rankings link to them).
  await db
    .insert(competitionPrivacy)
    .values(
      pool.filter((_, i) => i % 3 !== 2).map((p) => ({ playerId: p.id, publicProfile: true })),
    )
    .onConflictDoNothing();
  await createRankingsService({
    data: createDataAccess(db, createRepositories),
    now: () => new Date(),
  }).recomputeAll();
  return created;
}
