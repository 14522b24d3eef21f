import { sql, type SQL } from 'drizzle-orm';

import { ACCENTED_LETTERS, PLAIN_LETTERS } from '@app/shared/search-text';

/**
 * The folded text a generated search column holds: the parts joined by spaces, diacritics
 * translated to plain letters, lower case (immutable, so PostgreSQL can store and index it).
 * Queries fold their words with `foldSearchText` and match with LIKE (a trigram index serves).
 */
export function foldedSearchText(...parts: SQL[]): SQL {
  const joined = sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  );
  return sql`lower(translate(${joined}, ${sql.raw(`'${ACCENTED_LETTERS}'`)}, ${sql.raw(`'${PLAIN_LETTERS}'`)}))`;
}
