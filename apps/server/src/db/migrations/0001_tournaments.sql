CREATE TABLE "organizers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"organization_name" text NOT NULL,
	"name" text NOT NULL,
	"state" text,
	"city" text,
	"address" text,
	"registration_date" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"action" text DEFAULT 'delete' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tournament_tombstones" (
	"application_id" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by_admin_id" uuid
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"classification" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"venue" text,
	"city" text DEFAULT '' NOT NULL,
	"state" text,
	"organizer" text DEFAULT '' NOT NULL,
	"person_in_charge" text,
	"phone_number" text,
	"contact_email" text,
	"description" text,
	"event_type" text DEFAULT 'Open' NOT NULL,
	"expected_participants" integer,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scoring_format" text,
	"submission_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "organizers_organization_id_key" ON "organizers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organizers_name_idx" ON "organizers" USING btree ("organization_name");--> statement-breakpoint
CREATE INDEX "portal_outbox_due_idx" ON "portal_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_application_id_key" ON "tournaments" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "tournaments_start_date_idx" ON "tournaments" USING btree ("start_date","name");