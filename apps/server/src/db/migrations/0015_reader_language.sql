ALTER TABLE "admins" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_language_check" CHECK ("language" IN ('en', 'ms'));--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language_check" CHECK ("language" IN ('en', 'ms'));--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_language_check" CHECK ("language" IN ('en', 'ms'));
