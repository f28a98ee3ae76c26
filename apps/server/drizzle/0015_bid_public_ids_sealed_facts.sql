-- Issue 27 §4. (1) Every bid gets a random public id, its receipt's bidId. Rows lodged before get one here:
-- gen_random_uuid() (PostgreSQL 13+, a CSPRNG) gives 32 hex digits, of which the first 24 are kept.
ALTER TABLE "bids" ADD COLUMN "public_id" text;--> statement-breakpoint
UPDATE "bids" SET "public_id" = substr(replace(gen_random_uuid()::text, '-', ''), 1, 24) WHERE "public_id" IS NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
-- (2) A bid's file name, type, size and hash are sealed with the project key (bids.sealed_file). SQL has no key:
-- existing rows keep them in clear here, and the server seals them at its next start (bid-facts-migration.ts).
ALTER TABLE "bids" ADD COLUMN "sealed_file" text;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "file_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "mime_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "sha256" DROP NOT NULL;--> statement-breakpoint
-- (3) The opening keeps those figures in its record, in clear from then on; bids opened before get theirs copied.
ALTER TABLE "opened_bids" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "opened_bids" ADD COLUMN "mime_type" text;--> statement-breakpoint
ALTER TABLE "opened_bids" ADD COLUMN "size" bigint;--> statement-breakpoint
ALTER TABLE "opened_bids" ADD COLUMN "sha256" text;--> statement-breakpoint
UPDATE "opened_bids" SET "file_name" = b."file_name", "mime_type" = b."mime_type", "size" = b."size", "sha256" = b."sha256" FROM "bids" b WHERE b."id" = "opened_bids"."bid_id";--> statement-breakpoint
ALTER TABLE "opened_bids" ALTER COLUMN "file_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "opened_bids" ALTER COLUMN "mime_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "opened_bids" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "opened_bids" ALTER COLUMN "sha256" SET NOT NULL;
