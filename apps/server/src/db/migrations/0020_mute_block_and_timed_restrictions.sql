CREATE TABLE "player_relations" (
	"player_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_relations_player_id_other_id_kind_pk" PRIMARY KEY("player_id","other_id","kind")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "posting_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_relations" ADD CONSTRAINT "player_relations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_relations" ADD CONSTRAINT "player_relations_other_id_players_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_relations_other_idx" ON "player_relations" USING btree ("other_id","kind");