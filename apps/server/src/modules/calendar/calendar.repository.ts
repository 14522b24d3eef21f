import { sql, type SQL } from 'drizzle-orm';

import { containsPattern } from '@app/shared/search-text';

import type { DbExecutor } from '../../db/client';

/** What both halves of the calendar (tournaments, courses and clinics) are filtered by. */
export interface EventFilter {
  /** Events overlapping [from, to] ('YYYY-MM-DD', inclusive). */
  from: string;
  to: string;
  state?: string | undefined;
  /** 'tournament' kinds by type, or programmes by kind. */
  tournamentType?: string | undefined;
  programKind?: 'course' | 'clinic' | undefined;
  /** Only tournaments, or only programmes (a category filter picks one side). */
  only?: 'tournaments' | 'programs' | undefined;
  /** Folded words; every one must occur in the event's search text. */
  terms: readonly string[];
}

export interface EventRow {
  id: string;
  category: string;
  name: string;
  name_ms: string;
  start_date: string;
  end_date: string;
  time: string | null;
  venue: string | null;
  city: string;
  state: string | null;
  organizer: string;
}

export interface FacetRow {
  category: string;
  state: string | null;
  month: number;
  n: number;
}

function searchConditions(column: SQL, terms: readonly string[]): SQL[] {
  return terms.map((term) => sql`${column} like ${containsPattern(term)}`);
}

function where(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

function tournamentsWhere(f: EventFilter): SQL {
  return where([
    // Overlaps [from, to]: answered by the GiST index on the date range.
    sql`daterange(t.start_date, greatest(t.start_date, t.end_date), '[]')
      && daterange(${f.from}::date, ${f.to}::date, '[]')`,
    f.state ? sql`lower(t.state) = lower(${f.state})` : undefined,
    f.tournamentType ? sql`t.type = ${f.tournamentType}` : undefined,
    ...searchConditions(sql`t.search_text`, f.terms),
  ]);
}

/** Courses and clinics on the public calendar: active or completed (not withdrawn ones). */
function programsWhere(f: EventFilter): SQL {
  return where([
    sql`p.status <> 'inactive'`,
    sql`p.date between ${f.from}::date and ${f.to}::date`,
    f.state ? sql`lower(p.state) = lower(${f.state})` : undefined,
    f.programKind ? sql`p.kind = ${f.programKind}` : undefined,
    ...searchConditions(sql`p.search_text`, f.terms),
  ]);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createCalendarRepository(db: DbExecutor) {
  return {
    /** The events matching every filter, by start date then name (at most `limit`). */
    async events(f: EventFilter, limit: number): Promise<EventRow[]> {
      const parts: SQL[] = [];
      if (f.only !== 'programs')
        parts.push(sql`select t.id::text as id, t.type as category, t.name, '' as name_ms,
          t.start_date::text as start_date, t.end_date::text as end_date, null::text as time,
          t.venue, t.city, t.state, t.organizer
          from tournaments t where ${tournamentsWhere(f)}`);
      if (f.only !== 'tournaments')
        parts.push(sql`select p.id::text as id, p.kind as category, p.title as name,
          p.title_ms as name_ms, p.date::text as start_date, p.date::text as end_date, p.time,
          p.location as venue, '' as city, p.state, p.coach as organizer
          from programs p where ${programsWhere(f)}`);
      const union = sql.join(parts, sql` union all `);
      return rowsOf<EventRow>(
        await db.execute(
          sql`select * from (${union}) e order by e.start_date, e.name, e.id limit ${limit}`,
        ),
      );
    },

    /**
     * Event counts by category, state and start month within [from, to] (an event starting
     * before `from` counts in its first month inside), for the filters' counts.
     */
    async facets(f: Pick<EventFilter, 'from' | 'to' | 'terms'>): Promise<FacetRow[]> {
      const all: EventFilter = { ...f };
      return rowsOf<FacetRow>(
        await db.execute(sql`
          select t.type as category, t.state,
            extract(month from greatest(t.start_date, ${f.from}::date))::int as month,
            count(*)::int as n
          from tournaments t where ${tournamentsWhere(all)}
          group by 1, 2, 3
          union all
          select p.kind as category, p.state, extract(month from p.date)::int as month,
            count(*)::int as n
          from programs p where ${programsWhere(all)}
          group by 1, 2, 3`),
      );
    },

    /** The first and last years with events (index lookups), or null when there are none. */
    async yearRange(): Promise<{ first: number; last: number } | null> {
      const rows = rowsOf<{ first: string | null; last: string | null }>(
        await db.execute(sql`
          select least((select min(start_date) from tournaments),
                       (select min(date) from programs))::text as first,
                 greatest((select max(end_date) from tournaments),
                          (select max(date) from programs))::text as last`),
      );
      const row = rows[0];
      if (!row?.first || !row.last) return null;
      return { first: Number(row.first.slice(0, 4)), last: Number(row.last.slice(0, 4)) };
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;

/** A confirmed tournament entry of the player (or of the pair they are the partner in). */
export interface EntryEventRow {
  entry_id: string;
  tournament_id: string;
  tournament_name: string;
  discipline: string;
  age_group: string;
  start_date: string;
  end_date: string;
  venue: string | null;
  city: string | null;
  state: string | null;
  partner_name: string | null;
}

/**
 * The player's personal feed: its token (hashed), the courses and clinics they hold a place in
 * and the tournament divisions they are confirmed in.
 */
export function createCalendarFeedsRepository(db: DbExecutor) {
  return {
    /** The feed's player and the language they read in. */
    async playerByTokenHash(hash: string): Promise<{ id: string; language: string } | null> {
      const rows = rowsOf<{ id: string; language: string }>(
        await db.execute(
          sql`select id::text as id, language from players
            where calendar_feed_token_hash = ${hash} limit 1`,
        ),
      );
      return rows[0] ?? null;
    },
    async hasToken(playerId: string): Promise<boolean> {
      const rows = rowsOf<{ active: boolean }>(
        await db.execute(
          sql`select calendar_feed_token_hash is not null as active from players where id = ${playerId}`,
        ),
      );
      return Boolean(rows[0]?.active);
    },
    async setTokenHash(playerId: string, hash: string | null): Promise<void> {
      await db.execute(
        sql`update players set calendar_feed_token_hash = ${hash} where id = ${playerId}`,
      );
    },
    /** Programmes the player (or their doubles partner's pair) holds a place in, from `from` on. */
    async enrolledEvents(playerId: string, from: string): Promise<EventRow[]> {
      return rowsOf<EventRow>(
        await db.execute(sql`
          select p.id::text as id, p.kind as category, p.title as name, p.title_ms as name_ms,
            p.date::text as start_date, p.date::text as end_date, p.time,
            p.location as venue, '' as city, p.state, p.coach as organizer
          from enrollments e join programs p on p.id = e.program_id
          where (e.player_id = ${playerId} or e.partner_player_id = ${playerId})
            and p.date >= ${from}::date and p.status <> 'inactive'
          order by p.date, p.title limit 500`),
      );
    },
    /**
     * Confirmed entries (the player's own or their pair's) in tournaments ending on `from` or
     * later; a withdrawn, lapsed or unconfirmed entry is not one.
     */
    async confirmedEntries(playerId: string, from: string): Promise<EntryEventRow[]> {
      return rowsOf<EntryEventRow>(
        await db.execute(sql`
          select e.id::text as entry_id, t.id::text as tournament_id, t.name as tournament_name,
            d.discipline, d.age_group, t.start_date::text as start_date,
            greatest(t.start_date, t.end_date)::text as end_date, t.venue, t.city, t.state,
            other.full_name as partner_name
          from entries e
            join divisions d on d.id = e.division_id
            join tournaments t on t.id = d.tournament_id
            left join players other on other.id = case
              when e.player_id = ${playerId} then e.partner_id else e.player_id end
          where (e.player_id = ${playerId} or e.partner_id = ${playerId})
            and e.status = 'confirmed'
            and greatest(t.start_date, t.end_date) >= ${from}::date
          order by t.start_date, t.name, d.discipline, d.age_group limit 500`),
      );
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
