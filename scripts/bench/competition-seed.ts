import type pg from 'pg';

/** Placement of the k-th result (1-based) of a division: a knock-out of 64 entries. */
const PLACEMENT_OF_K = `CASE WHEN k = 1 THEN 1 WHEN k = 2 THEN 2 WHEN k <= 4 THEN 3 WHEN k <= 8 THEN 5
  WHEN k <= 16 THEN 9 WHEN k <= 32 THEN 17 ELSE 33 END`;

const DIVISIONS = [
  ['mixed_doubles', 'open'],
  ['mens_doubles', 'open'],
  ['womens_doubles', 'open'],
  ['mens_singles', 'open'],
  ['mixed_doubles', '35plus'],
] as const;

/**
 * `tournaments` sanctioned tournaments over the last two years (tiers in turn), five divisions
 * each, and `results` results spread evenly over the divisions, by the players there are (one
 * INSERT … SELECT each). About half the results are inside the rankings' 52-week window.
 */
export async function seedCompetition(pool: pg.Pool, tournaments: number, results: number) {
  await pool.query(
    `INSERT INTO tournaments (id, application_id, name, type, classification, start_date, end_date,
       city, state, organizer)
     SELECT md5('bench-t-' || i)::uuid, 'BENCH-T-' || i, 'Bench Open ' || i,
            (ARRAY['national','state','local','local'])[1 + i % 4],
            (ARRAY['National','State','Divisional','District'])[1 + i % 4],
            current_date - (i * 730 / $1::int), current_date - (i * 730 / $1::int) + 1,
            'Kuala Lumpur', 'Kuala Lumpur', 'Bench Association'
     FROM generate_series(1, $1::int) AS i`,
    [tournaments],
  );
  await pool.query(
    `INSERT INTO tournament_entry_settings (tournament_id, takes_entries, opens_at, closes_at,
       tier_code)
     SELECT md5('bench-t-' || i)::uuid, true, now() - interval '800 days', now() - interval '799 days',
            (ARRAY['national','state','open','club'])[1 + i % 4]
     FROM generate_series(1, $1::int) AS i`,
    [tournaments],
  );
  const values = DIVISIONS.map(([d, a], n) => `(${n}, '${d}', '${a}')`).join(', ');
  await pool.query(
    `INSERT INTO divisions (id, tournament_id, discipline, age_group, cap, fee_sen,
       results_published_at)
     SELECT md5('bench-d-' || i || '-' || n)::uuid, md5('bench-t-' || i)::uuid, d, a, 64, 0, now()
     FROM generate_series(1, $1::int) AS i, (VALUES ${values}) AS v(n, d, a)`,
    [tournaments],
  );
  const perDivision = Math.max(1, Math.floor(results / (tournaments * DIVISIONS.length)));
  await pool.query(
    `INSERT INTO results (division_id, player_id, placement, played_on)
     SELECT md5('bench-d-' || i || '-' || n)::uuid,
            p[1 + ((i * 7919 + n * 104729 + k * 15485863)::bigint % cardinality(p))],
            ${PLACEMENT_OF_K},
            current_date - (i * 730 / $1::int) + 1
     FROM generate_series(1, $1::int) AS i, generate_series(0, ${DIVISIONS.length - 1}) AS n,
          generate_series(1, $2::int) AS k,
          (SELECT array_agg(id ORDER BY id) AS p FROM players) AS everyone
     ON CONFLICT DO NOTHING`,
    [tournaments, perDivision],
  );
  // One player in ten shows a public profile.
  await pool.query(
    `INSERT INTO competition_privacy (player_id, public_profile)
     SELECT id, true FROM players WHERE abs(hashtext(id::text)) % 10 = 0`,
  );
}
