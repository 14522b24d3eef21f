-- Authenticator secrets are sealed with the data key (ADR 012, ADR 015): each secret column
-- keeps its ciphertext and the id of the key that sealed it. A secret without a key id is still
-- in clear; SQL cannot seal it with a key the database never sees, so the server seals every such
-- secret at start-up, before it listens (modules/two-factor/two-factor-vault.ts), and
-- `npm run keys:rotate` does too.
ALTER TABLE "two_factor_credentials" ADD COLUMN IF NOT EXISTS "secret_key_id" text;--> statement-breakpoint
ALTER TABLE "two_factor_credentials" ADD COLUMN IF NOT EXISTS "pending_secret_key_id" text;
