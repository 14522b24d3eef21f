CREATE TABLE "correction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value_text" text,
	"ic_hash" text,
	"ic_ciphertext" text,
	"ic_key_id" text,
	"ic_last4" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_requests_status_idx" ON "correction_requests" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "correction_requests_player_idx" ON "correction_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "correction_requests_one_pending_key" ON "correction_requests" USING btree ("player_id","field") WHERE "correction_requests"."status" = 'pending';