CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"subject_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"standing" boolean DEFAULT false NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_run_items" (
	"run_id" uuid NOT NULL,
	"target_id" text NOT NULL,
	CONSTRAINT "retention_run_items_run_id_target_id_pk" PRIMARY KEY("run_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule" text NOT NULL,
	"days" integer NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sample" jsonb NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"previewed_by" uuid,
	"confirmed_by" uuid,
	"deleted" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "portal_outbox" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_outbox" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_rules" ADD CONSTRAINT "retention_rules_confirmed_by_admins_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_run_items" ADD CONSTRAINT "retention_run_items_run_id_retention_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."retention_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_previewed_by_admins_id_fk" FOREIGN KEY ("previewed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_confirmed_by_admins_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_one_pending_key" ON "account_deletions" USING btree ("player_id") WHERE "account_deletions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "retention_runs_rule_idx" ON "retention_runs" USING btree ("rule","created_at");--> statement-breakpoint
ALTER TABLE "portal_outbox" ADD CONSTRAINT "portal_outbox_subject_check" CHECK (("portal_outbox"."action" = 'delete' AND "portal_outbox"."application_id" IS NOT NULL) OR ("portal_outbox"."action" = 'delete-player' AND "portal_outbox"."member_id" IS NOT NULL));--> statement-breakpoint
-- Accounts that existed before sign-ins were recorded count as used: the dormant-account rule
-- only ever looks at accounts registered after this release that were never signed in to.
UPDATE "players" SET "last_sign_in_at" = "created_at";--> statement-breakpoint
-- Ended sessions were pruned 7 days after they ended, automatically: that stays the standing rule.
-- Dormant accounts wait for a staff member to preview and confirm the rule.
INSERT INTO "retention_rules" ("key", "days", "standing") VALUES ('ended-sessions', 7, true), ('dormant-accounts', 90, false);--> statement-breakpoint
-- The audit log was pruned daily after auditRetentionDays (Settings, which stays its source of days).
INSERT INTO "retention_rules" ("key", "days", "standing") VALUES ('audit-log', coalesce((SELECT ("value" #>> '{}')::int FROM "site_settings" WHERE "key" = 'auditRetentionDays'), 730), true);
