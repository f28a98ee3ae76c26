-- Issue 27 §4: every bid gets a random public id (its receipt's bidId). Rows lodged before get one here:
-- gen_random_uuid() (PostgreSQL 13+, a CSPRNG) gives 32 hex digits, of which the first 24 are kept.
ALTER TABLE "bids" ADD COLUMN "public_id" text;--> statement-breakpoint
UPDATE "bids" SET "public_id" = substr(replace(gen_random_uuid()::text, '-', ''), 1, 24) WHERE "public_id" IS NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_public_id_unique" UNIQUE("public_id");
