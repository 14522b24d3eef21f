CREATE TABLE "results_notices" (
	"division_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_notices_division_id_player_id_pk" PRIMARY KEY("division_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "results_notices" ADD CONSTRAINT "results_notices_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_notices" ADD CONSTRAINT "results_notices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;