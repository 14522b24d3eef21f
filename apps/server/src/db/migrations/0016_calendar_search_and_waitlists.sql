CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce("tournaments"."name", '') || ' ' || coalesce("tournaments"."organizer", '') || ' ' || coalesce("tournaments"."venue", '') || ' ' || coalesce("tournaments"."city", '') || ' ' || coalesce("tournaments"."state", ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "partner_player_id" uuid;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "partner_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "cancel_cutoff_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "doubles" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "min_skill" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "max_skill" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce("programs"."title", '') || ' ' || coalesce("programs"."title_ms", '') || ' ' || coalesce("programs"."coach", '') || ' ' || coalesce("programs"."location", '') || ' ' || coalesce("programs"."state", ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_open_key" ON "waitlist_entries" USING btree ("program_id","player_id") WHERE "waitlist_entries"."status" IN ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("program_id","id") WHERE "waitlist_entries"."status" IN ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_player_idx" ON "waitlist_entries" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_partner_player_id_players_id_fk" FOREIGN KEY ("partner_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_calendar_feed_token_key" ON "players" USING btree ("calendar_feed_token_hash");--> statement-breakpoint
CREATE INDEX "tournaments_search_text_idx" ON "tournaments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_program_partner_key" ON "enrollments" USING btree ("program_id","partner_player_id") WHERE "enrollments"."partner_player_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "enrollments_partner_idx" ON "enrollments" USING btree ("partner_player_id") WHERE "enrollments"."partner_player_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "enrollments_partner_deadline_idx" ON "enrollments" USING btree ("partner_deadline") WHERE "enrollments"."status" = 'awaiting_partner';--> statement-breakpoint
CREATE INDEX "programs_search_text_idx" ON "programs" USING gin ("search_text" gin_trgm_ops);