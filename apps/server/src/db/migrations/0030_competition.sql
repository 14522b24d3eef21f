CREATE TABLE "competition_privacy" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"public_profile" boolean DEFAULT false NOT NULL,
	"hide_from_entry_lists" boolean DEFAULT false NOT NULL,
	"partner_listed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"discipline" text NOT NULL,
	"age_group" text NOT NULL,
	"min_skill" text,
	"max_skill" text,
	"min_dupr" numeric(4, 3),
	"max_dupr" numeric(4, 3),
	"cap" integer NOT NULL,
	"fee_sen" integer DEFAULT 0 NOT NULL,
	"results_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisions_cap_check" CHECK ("divisions"."cap" > 0),
	CONSTRAINT "divisions_fee_check" CHECK ("divisions"."fee_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"division_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"partner_id" uuid,
	"status" text NOT NULL,
	"pay_mode" text DEFAULT 'one' NOT NULL,
	"partner_deadline" timestamp with time zone,
	"partner_confirmed_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"paid_sen" integer DEFAULT 0 NOT NULL,
	"partner_paid_sen" integer DEFAULT 0 NOT NULL,
	"order_id" uuid,
	"partner_order_id" uuid,
	"waitlisted_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"club" text,
	"checked_in_at" timestamp with time zone,
	"override_reason" text,
	"override_by" uuid,
	"seed" integer,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_partner_not_self" CHECK ("entries"."partner_id" IS NULL OR "entries"."partner_id" <> "entries"."player_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"division_id" uuid NOT NULL,
	"round" text NOT NULL,
	"side_a" jsonb NOT NULL,
	"side_b" jsonb NOT NULL,
	"scores" text NOT NULL,
	"winner" text NOT NULL,
	"played_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_history" (
	"category" text NOT NULL,
	"player_id" uuid NOT NULL,
	"on" date NOT NULL,
	"rank" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "ranking_history_player_id_category_on_pk" PRIMARY KEY("player_id","category","on")
);
--> statement-breakpoint
CREATE TABLE "ranking_points" (
	"rules_id" uuid NOT NULL,
	"tier_code" text NOT NULL,
	"placement" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "ranking_points_rules_id_tier_code_placement_pk" PRIMARY KEY("rules_id","tier_code","placement")
);
--> statement-breakpoint
CREATE TABLE "ranking_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_ms" text NOT NULL,
	"effective_from" date NOT NULL,
	"best_of" integer DEFAULT 4 NOT NULL,
	"window_weeks" integer DEFAULT 52 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"category" text NOT NULL,
	"player_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"points" integer NOT NULL,
	"best_points" integer NOT NULL,
	"counted" integer NOT NULL,
	"latest_on" date NOT NULL,
	"breakdown" jsonb NOT NULL,
	"state" text,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rankings_category_player_id_pk" PRIMARY KEY("category","player_id")
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"division_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"entry_id" uuid,
	"placement" integer NOT NULL,
	"played_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_placement_check" CHECK ("results"."placement" > 0)
);
--> statement-breakpoint
CREATE TABLE "sanctioning_tiers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ms" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_entry_settings" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"takes_entries" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"tier_code" text NOT NULL,
	"max_entries_per_player" integer DEFAULT 3 NOT NULL,
	"partner_window_hours" integer DEFAULT 72 NOT NULL,
	"refund_rule" text DEFAULT 'none' NOT NULL,
	"refund_until" date,
	"refund_percent" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entry_window_check" CHECK ("tournament_entry_settings"."closes_at" > "tournament_entry_settings"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "competition_privacy" ADD CONSTRAINT "competition_privacy_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_partner_id_players_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_partner_order_id_payment_orders_id_fk" FOREIGN KEY ("partner_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_history" ADD CONSTRAINT "ranking_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_rules_id_ranking_rules_id_fk" FOREIGN KEY ("rules_id") REFERENCES "public"."ranking_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_tier_code_sanctioning_tiers_code_fk" FOREIGN KEY ("tier_code") REFERENCES "public"."sanctioning_tiers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry_settings" ADD CONSTRAINT "tournament_entry_settings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry_settings" ADD CONSTRAINT "tournament_entry_settings_tier_code_sanctioning_tiers_code_fk" FOREIGN KEY ("tier_code") REFERENCES "public"."sanctioning_tiers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "divisions_tournament_idx" ON "divisions" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_live_player_key" ON "entries" USING btree ("division_id","player_id") WHERE "entries"."status" IN ('awaiting_partner','awaiting_payment','confirmed','waitlisted','offered');--> statement-breakpoint
CREATE UNIQUE INDEX "entries_live_partner_key" ON "entries" USING btree ("division_id","partner_id") WHERE "entries"."partner_id" IS NOT NULL AND "entries"."status" IN ('awaiting_partner','awaiting_payment','confirmed','waitlisted','offered');--> statement-breakpoint
CREATE INDEX "entries_division_status_idx" ON "entries" USING btree ("division_id","status");--> statement-breakpoint
CREATE INDEX "entries_player_idx" ON "entries" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "entries_partner_idx" ON "entries" USING btree ("partner_id") WHERE "entries"."partner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "entries_partner_deadline_idx" ON "entries" USING btree ("partner_deadline") WHERE "entries"."status" = 'awaiting_partner';--> statement-breakpoint
CREATE INDEX "entries_hold_idx" ON "entries" USING btree ("hold_expires_at") WHERE "entries"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "entries_offer_idx" ON "entries" USING btree ("offer_expires_at") WHERE "entries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "matches_division_idx" ON "matches" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "rankings_category_rank_idx" ON "rankings" USING btree ("category","rank","player_id");--> statement-breakpoint
CREATE INDEX "rankings_category_state_rank_idx" ON "rankings" USING btree ("category","state","rank");--> statement-breakpoint
CREATE INDEX "rankings_player_idx" ON "rankings" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "results_division_player_key" ON "results" USING btree ("division_id","player_id");--> statement-breakpoint
CREATE INDEX "results_player_idx" ON "results" USING btree ("player_id","played_on");--> statement-breakpoint
INSERT INTO "sanctioning_tiers" ("code", "name", "name_ms", "sort_order") VALUES
	('national', 'National', 'Kebangsaan', 1),
	('state', 'State', 'Negeri', 2),
	('open', 'Open', 'Terbuka', 3),
	('club', 'Club', 'Kelab', 4);--> statement-breakpoint
INSERT INTO "ranking_rules" ("id", "name", "name_ms", "effective_from", "best_of", "window_weeks") VALUES
	('6a1f0c52-0000-4000-8000-000000002026', 'National rankings 2026', 'Ranking kebangsaan 2026', '2026-01-01', 4, 52);--> statement-breakpoint
INSERT INTO "ranking_points" ("rules_id", "tier_code", "placement", "points")
SELECT '6a1f0c52-0000-4000-8000-000000002026', t.tier, p.placement, round(t.top * p.share)::int
FROM (VALUES ('national', 1000), ('state', 500), ('open', 300), ('club', 100)) AS t(tier, top),
	(VALUES (1, 1.0), (2, 0.7), (3, 0.5), (5, 0.35), (9, 0.2), (17, 0.1), (33, 0.05)) AS p(placement, share);
