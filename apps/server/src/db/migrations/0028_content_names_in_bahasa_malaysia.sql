ALTER TABLE "membership_payments" ADD COLUMN "type_name_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "name_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "opening_hours_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "certification_level_ms" text DEFAULT '' NOT NULL;