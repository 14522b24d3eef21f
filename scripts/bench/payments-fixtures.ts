import { createHash, randomBytes } from 'node:crypto';

import pg from 'pg';

/**
 * `count` adult players, each with a player session, written straight to the database (the
 * benchmark measures paying, not registering). Returns their bearer tokens.
 */
export async function seedPayers(
  databaseUrl: string,
  count: number,
  tag: string,
  options: { members?: boolean } = {},
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO players (full_name, email, phone_number, gender, ic_hash, ic_last4, date_of_birth,
         address_line1, city, state, username, password_hash, status, language,
         membership_expires_on)
       SELECT 'Bench Payer ' || i, 'pay.${tag}.' || i || '@example.test', '0123456789', 'Female',
              md5('pay-${tag}-' || i), lpad((i % 10000)::text, 4, '0'), date '1990-01-01',
              '1 Jalan Bayar', 'Kuala Lumpur', 'Kuala Lumpur', 'pay_${tag}_' || i,
              'not-a-password-hash', 'active', 'en',
              CASE WHEN $2::boolean THEN current_date + 365 END
       FROM generate_series(1, $1::int) AS i
       RETURNING id`,
      [count, options.members ?? false],
    );
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await pool.query(
      `INSERT INTO sessions (token_hash, kind, player_id, expires_at)
       SELECT unnest($1::text[]), 'player', unnest($2::uuid[]), now() + interval '1 day'`,
      [tokens.map((t) => createHash('sha256').update(t).digest('hex')), rows.map((r) => r.id)],
    );
    return rows.map((r, i) => ({ playerId: r.id, token: tokens[i]! }));
  } finally {
    await pool.end();
  }
}

/** Runs `work` over `items` with at most `limit` at once; resolves with the results in order. */
export async function inParallel<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}
