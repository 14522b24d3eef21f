DROP INDEX "players_ic_number_key";--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "ic_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "ic_hash" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "ic_ciphertext" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "ic_key_id" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "ic_last4" text;--> statement-breakpoint
CREATE UNIQUE INDEX "players_ic_hash_key" ON "players" USING btree ("ic_hash");--> statement-breakpoint
CREATE INDEX "players_ic_key_id_idx" ON "players" USING btree ("ic_key_id");