CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"member_id" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "portal_outbox" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_outbox" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_one_pending_key" ON "account_deletions" USING btree ("player_id") WHERE "account_deletions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "portal_outbox" ADD CONSTRAINT "portal_outbox_subject_check" CHECK (("portal_outbox"."action" = 'delete' AND "portal_outbox"."application_id" IS NOT NULL) OR ("portal_outbox"."action" = 'delete-player' AND "portal_outbox"."member_id" IS NOT NULL));