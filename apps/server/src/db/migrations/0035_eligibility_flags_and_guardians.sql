CREATE TABLE "player_guardians" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"ic_ciphertext" text NOT NULL,
	"ic_key_id" text NOT NULL,
	"ic_last4" text NOT NULL,
	"contact" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "eligibility_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "eligibility_flag_reasons" text[];--> statement-breakpoint
ALTER TABLE "player_guardians" ADD CONSTRAINT "player_guardians_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_guardians_ic_key_id_idx" ON "player_guardians" USING btree ("ic_key_id");--> statement-breakpoint
CREATE INDEX "entries_flagged_idx" ON "entries" USING btree ("eligibility_flagged_at") WHERE "entries"."eligibility_flagged_at" IS NOT NULL;