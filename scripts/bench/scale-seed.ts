import type pg from 'pg';

const GIVEN_NAMES = (
  'Ahmad|Siti|Muhammad|Nur|Wei Ming|Mei Ling|Arjun|Priya|Hafiz|Aisyah|Jun Hao|' +
  'Xin Yi|Ravi|Kavitha|Faizal|Farah|Chee Keong|Li Na|Suresh|Anita|Azman|Zarina|' +
  'Kok Leong|Hui Min|Ganesh|Deepa|Irfan|Nadia|Boon Huat|Shu Fen|Vijay|Lakshmi|Amir|' +
  'Hana|Eng Soon|Pei Shan'
).split('|');
const FAMILY_NAMES = (
  'Abdullah|Rahman|Ismail|Hassan|Tan|Lim|Lee|Wong|Ng|Chong|Subramaniam|Krishnan|' +
  'Pillai|Nair|Yusof|Ibrahim|Osman|Chin|Goh|Ong|Raj|Muthu|Hamid|Salleh|Teo|Yap|Low|' +
  'Kaur|Singh|Aziz|Bakar|Chua|Foo|Loh|Sim|Zainal|Daud|Kassim|Rao|Menon|Tee'
).split('|');
const STATES = (
  'Johor|Kedah|Kelantan|Kuala Lumpur|Labuan|Melaka|Negeri Sembilan|Pahang|Penang|Perak|' +
  'Perlis|Putrajaya|Sabah|Sarawak|Selangor|Terengganu'
).split('|');

const sqlArray = (items: string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(',')}]`;

/** Players `from`…`to` (inclusive), one INSERT … SELECT generate_series. */
export async function seedPlayers(pool: pg.Pool, from: number, to: number) {
  await pool.query(
    `INSERT INTO players (full_name, email, phone_number, gender, ic_hash, ic_last4, date_of_birth,
       address_line1, city, state, username, password_hash, status, created_at, updated_at,
       membership_expires_on, membership_suspended_at)
     SELECT
       g[1 + (i * 7) % cardinality(g)] || ' ' || f[1 + (i * 13) % cardinality(f)],
       'bench.player' || i || '@example.test',
       '01' || lpad((i % 100000000)::text, 8, '0'),
       CASE WHEN i % 2 = 0 THEN 'Male' ELSE 'Female' END,
       -- IC numbers are sealed by the app (ADR 015); the list only needs a unique hash and the
       -- last four digits, so the bench stores those and no ciphertext.
       md5('bench-ic-' || i),
       lpad((i % 10000)::text, 4, '0'),
       date '1950-01-01' + (i * 7919) % 22645,
       'No. ' || i || ', Jalan Bench', 'Bandar ' || (i % 97), st[1 + i % cardinality(st)],
       'bench_player_' || i,
       'not-a-password-hash',
       CASE WHEN i % 20 = 0 THEN 'suspended' WHEN i % 20 = 1 THEN 'inactive' ELSE 'active' END,
       now() - i * interval '7 minutes',
       now() - i * interval '7 minutes',
       -- Four in five have been members: expiries spread from 300 days ago to 400 ahead.
       CASE WHEN i % 5 = 0 THEN NULL ELSE current_date + ((i * 37) % 700 - 300) END,
       CASE WHEN i % 97 = 0 THEN now() END
     FROM generate_series($1::int, $2::int) AS i,
          (SELECT ${sqlArray(GIVEN_NAMES)} AS g, ${sqlArray(FAMILY_NAMES)} AS f,
                  ${sqlArray(STATES)} AS st) AS names`,
    [from, to],
  );
}

/**
 * Posts `from`…`to` by the players there are, newest first, with three likes each and a
 * comment on every other post. Ids are derived from the number, so likes and comments can
 * point at their post without a lookup.
 */
export async function seedPosts(pool: pg.Pool, from: number, to: number) {
  const authors = `(SELECT array_agg(id ORDER BY id) AS a FROM players) AS authors`;
  const postId = `md5('bench-post-' || i)::uuid`;
  const postedAt = `date_trunc('milliseconds', now() - i * interval '41 seconds')`;
  await pool.query(
    `INSERT INTO posts (id, author_id, post_type, content, created_at, updated_at)
     SELECT ${postId}, a[1 + (i * 31) % cardinality(a)], 'text',
            'Bench post ' || i || ': great rally at the club tonight, who is up for doubles?',
            ${postedAt}, ${postedAt}
     FROM generate_series($1::int, $2::int) AS i, ${authors}`,
    [from, to],
  );
  await pool.query(
    `INSERT INTO post_likes (post_id, player_id)
     SELECT ${postId}, a[1 + (i * 31 + k * 977) % cardinality(a)]
     FROM generate_series($1::int, $2::int) AS i, generate_series(1, 3) AS k, ${authors}
     ON CONFLICT DO NOTHING`,
    [from, to],
  );
  await pool.query(
    `INSERT INTO post_comments (post_id, player_id, comment)
     SELECT ${postId}, a[1 + (i * 17) % cardinality(a)], 'Count me in! #' || i
     FROM generate_series($1::int, $2::int) AS i, ${authors}
     WHERE i % 2 = 0`,
    [from, to],
  );
}

const EVENT_WORDS = (
  'Open|Closed|Classic|Masters|Cup|Championship|Series|Challenge|Invitational|Festival|' +
  'Doubles|Juniors|Seniors|Smash|Rally'
).split('|');

/**
 * Tournaments `from`…`to`, a thousand a year going back from this year (1…1000 this year,
 * 1001…2000 last year, …), spread over the 16 states and the year, each lasting 1–4 days, and
 * one course or clinic for every ten of them (the calendar's two halves). A larger set is more
 * history at the same density: this year looks the same in both.
 */
export async function seedEvents(pool: pg.Pool, from: number, to: number) {
  await pool.query(
    `INSERT INTO tournaments (application_id, name, type, start_date, end_date, venue, city,
       state, organizer, event_type)
     SELECT 'BENCH-' || i,
       st[1 + i % cardinality(st)] || ' ' || w[1 + (i * 7) % cardinality(w)] || ' ' || i,
       (ARRAY['local','state','national','international'])[1 + (i / 16) % 4],
       make_date(extract(year from current_date)::int - (i - 1) / 1000, 1, 1) + (i * 7919) % 361,
       make_date(extract(year from current_date)::int - (i - 1) / 1000, 1, 1) + (i * 7919) % 361
         + i % 4,
       'Dewan ' || (i % 211), 'Bandar ' || (i % 97), st[1 + i % cardinality(st)],
       'Kelab Pickleball ' || (i % 389), 'Open'
     FROM generate_series($1::int, $2::int) AS i,
          (SELECT ${sqlArray(STATES)} AS st, ${sqlArray(EVENT_WORDS)} AS w) AS words`,
    [from, to],
  );
  await pool.query(
    `INSERT INTO programs (kind, title, description, date, time, location, coach,
       max_participants, price, state)
     SELECT CASE WHEN i % 2 = 0 THEN 'course' ELSE 'clinic' END,
       'Bench ' || CASE WHEN i % 2 = 0 THEN 'course ' ELSE 'clinic ' END || i,
       'Drills.',
       make_date(extract(year from current_date)::int - (i - 1) / 1000, 1, 1) + (i * 3571) % 365,
       '9:00 AM', 'Court ' || (i % 53),
       'Coach ' || (i % 71), 12, 40, st[1 + i % cardinality(st)]
     FROM generate_series($1::int, $2::int) AS i, (SELECT ${sqlArray(STATES)} AS st) AS s
     WHERE i % 10 = 0`,
    [from, to],
  );
}

const VENUE_WORDS = 'Arena|Hub|Courts|Centre|Club|Dome|Park|Hall'.split('|');

/**
 * Directory entries `from`…`to`: venues spread over the 16 states, and for every ten of them a
 * coach (certified and consenting, so listed) and a club: the finder's lists.
 */
export async function seedDirectory(pool: pg.Pool, from: number, to: number) {
  await pool.query(
    `INSERT INTO directory_entries (kind, name, state, city, address, courts_indoor,
       courts_outdoor, verified, certification_level, certification_expires_on, consent)
     SELECT CASE WHEN i % 10 = 1 THEN 'coach' WHEN i % 10 = 2 THEN 'club' ELSE 'venue' END,
       'Pickleball ' || w[1 + (i * 7) % cardinality(w)] || ' ' || i,
       st[1 + i % cardinality(st)], 'Bandar ' || (i % 97), 'Jalan ' || (i % 211),
       i % 9, i % 5, i % 3 = 0,
       CASE WHEN i % 10 = 1 THEN 'Level ' || (1 + i % 3) ELSE '' END,
       CASE WHEN i % 10 = 1 THEN current_date + 365 END, i % 10 = 1
     FROM generate_series($1::int, $2::int) AS i,
          (SELECT ${sqlArray(STATES)} AS st, ${sqlArray(VENUE_WORDS)} AS w) AS words`,
    [from, to],
  );
}

/** What autovacuum would have done by the time anyone looks: fresh statistics. */
export async function analyze(pool: pg.Pool) {
  await pool.query(
    'VACUUM ANALYZE players, posts, post_likes, post_comments, tournaments, programs, directory_entries',
  );
}
