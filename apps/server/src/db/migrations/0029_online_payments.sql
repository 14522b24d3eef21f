CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"purpose" text NOT NULL,
	"subject_id" text NOT NULL,
	"description" text NOT NULL,
	"description_ms" text DEFAULT '' NOT NULL,
	"amount_sen" integer NOT NULL,
	"currency" text DEFAULT 'myr' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"progress" text,
	"provider" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"gateway_payment_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"receipt_id" uuid,
	"refunded_sen" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_sen" > 0),
	CONSTRAINT "payment_orders_refunded_check" CHECK ("payment_orders"."refunded_sen" BETWEEN 0 AND "payment_orders"."amount_sen")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"reason" text NOT NULL,
	"credit_note_year" integer NOT NULL,
	"credit_note_seq" integer NOT NULL,
	"credit_note_number" text NOT NULL,
	"gateway_refund_id" text,
	"created_by" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_sen" > 0)
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "refund_rule" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "refund_until" date;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "refund_percent" integer;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "purpose" text DEFAULT 'membership' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "refunded_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "refund_rule" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "refund_until" date;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "refund_percent" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_receipt_id_membership_payments_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."membership_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_receipt_id_membership_payments_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."membership_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_idempotency_key" ON "payment_orders" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_checkout_key" ON "payment_orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "payment_orders_player_idx" ON "payment_orders" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_orders_subject_idx" ON "payment_orders" USING btree ("purpose","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_credit_note_key" ON "payment_refunds" USING btree ("credit_note_year","credit_note_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_credit_note_number_key" ON "payment_refunds" USING btree ("credit_note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_key" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_gateway_key" ON "payment_refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_receipt_idx" ON "payment_refunds" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_created_at_idx" ON "payment_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enrollments_hold_idx" ON "enrollments" USING btree ("hold_expires_at") WHERE "enrollments"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_order_key" ON "membership_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "membership_payments_paid_on_idx" ON "membership_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "membership_payments_reference_idx" ON "membership_payments" USING btree ("player_id","reference");--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_refunded_check" CHECK ("membership_payments"."refunded_sen" BETWEEN 0 AND "membership_payments"."amount_sen");