CREATE TABLE "throttle_windows" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "throttle_windows_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "membership_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"member_id" text NOT NULL,
	"type_name" text NOT NULL,
	"receipt_year" integer NOT NULL,
	"receipt_seq" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"recorded_by" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_payments_amount_check" CHECK ("membership_payments"."amount_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"membership_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_reminders_membership_id_kind_pk" PRIMARY KEY("membership_id","kind")
);
--> statement-breakpoint
CREATE TABLE "membership_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"fee_sen" integer NOT NULL,
	"payment_reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"fee_sen" integer NOT NULL,
	"duration_kind" text NOT NULL,
	"duration_months" integer,
	"age_band" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_types_fee_check" CHECK ("membership_types"."fee_sen" >= 0),
	CONSTRAINT "membership_types_duration_check" CHECK (("membership_types"."duration_kind" = 'months' AND "membership_types"."duration_months" BETWEEN 1 AND 60) OR ("membership_types"."duration_kind" = 'calendar_year' AND "membership_types"."duration_months" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"payment_id" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_dates_check" CHECK ("memberships"."expires_on" >= "memberships"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "membership_type_id" uuid;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "membership_expires_on" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "membership_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "membership_suspension_reason" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "membership_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "card_token_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "membership_reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "reminders_unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_type_id_membership_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_payment_id_membership_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_type_id_membership_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_payment_id_membership_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "throttle_windows_window_start_idx" ON "throttle_windows" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_receipt_key" ON "membership_payments" USING btree ("receipt_year","receipt_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_receipt_number_key" ON "membership_payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_idempotency_key" ON "membership_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "membership_payments_player_idx" ON "membership_payments" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "membership_payments_created_at_idx" ON "membership_payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_renewals_idempotency_key" ON "membership_renewals" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_renewals_one_pending_key" ON "membership_renewals" USING btree ("player_id") WHERE "membership_renewals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "membership_renewals_status_idx" ON "membership_renewals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_types_name_key" ON "membership_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "memberships_player_idx" ON "memberships" USING btree ("player_id","expires_on");--> statement-breakpoint
CREATE INDEX "memberships_expires_on_idx" ON "memberships" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "players_membership_expires_on_idx" ON "players" USING btree ("membership_expires_on") WHERE "players"."membership_suspended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "players_membership_suspended_idx" ON "players" USING btree ("membership_suspended_at") WHERE "players"."membership_suspended_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "players_card_token_key" ON "players" USING btree ("card_token");--> statement-breakpoint
CREATE UNIQUE INDEX "players_reminders_unsubscribe_token_key" ON "players" USING btree ("reminders_unsubscribe_token");