CREATE TABLE IF NOT EXISTS "gateway_payment_methods" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"method_detail" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN IF NOT EXISTS "online_method" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN IF NOT EXISTS "online_method_detail" text;