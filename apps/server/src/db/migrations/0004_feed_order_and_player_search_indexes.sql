DROP INDEX "posts_feed_idx";--> statement-breakpoint
DROP INDEX "posts_author_feed_idx";--> statement-breakpoint
CREATE INDEX "players_status_date_of_birth_idx" ON "players" USING btree ("status","date_of_birth");--> statement-breakpoint
CREATE INDEX "posts_feed_order_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_author_feed_order_idx" ON "posts" USING btree ("author_id","created_at","id");--> statement-breakpoint
-- Player search (ILIKE '%…%' on name, username, e-mail, member number and IC digits) through
-- trigram indexes, where the pg_trgm extension can be installed (PostgreSQL with contrib; it is a
-- trusted extension, so the database owner may create it). Elsewhere (the embedded engine, or a
-- server without contrib) the same queries run without these indexes. See ADR 005 (docs/decisions).
DO $$
DECLARE
  ops text;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm unavailable (%): player search runs without trigram indexes', SQLERRM;
  END;
  SELECT quote_ident(n.nspname) || '.gin_trgm_ops' INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF ops IS NOT NULL THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS players_full_name_trgm_idx ON players USING gin (full_name %s)', ops);
    EXECUTE format('CREATE INDEX IF NOT EXISTS players_username_trgm_idx ON players USING gin (username %s)', ops);
    EXECUTE format('CREATE INDEX IF NOT EXISTS players_email_trgm_idx ON players USING gin (email %s)', ops);
    EXECUTE format('CREATE INDEX IF NOT EXISTS players_player_id_trgm_idx ON players USING gin (player_id %s)', ops);
    EXECUTE format('CREATE INDEX IF NOT EXISTS players_ic_number_trgm_idx ON players USING gin (ic_number %s)', ops);
  END IF;
END
$$;
