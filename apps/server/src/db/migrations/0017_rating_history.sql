CREATE TABLE "rating_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"dupr_rating" numeric(4, 3),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_history_player_idx" ON "rating_history" USING btree ("player_id","recorded_at");--> statement-breakpoint
CREATE FUNCTION record_rating_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.dupr_rating IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.dupr_rating IS DISTINCT FROM OLD.dupr_rating) THEN
    INSERT INTO rating_history (player_id, dupr_rating) VALUES (NEW.id, NEW.dupr_rating);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER players_rating_history AFTER INSERT OR UPDATE OF dupr_rating ON players
  FOR EACH ROW EXECUTE FUNCTION record_rating_change();--> statement-breakpoint
INSERT INTO rating_history (player_id, dupr_rating, recorded_at)
  SELECT id, dupr_rating, updated_at FROM players WHERE dupr_rating IS NOT NULL;
