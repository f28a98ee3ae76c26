ALTER TABLE "specialists" DROP CONSTRAINT "specialists_mobile_unique";--> statement-breakpoint
ALTER TABLE "specialists" DROP CONSTRAINT "specialists_id_number_unique";--> statement-breakpoint
ALTER TABLE "specialists" DROP CONSTRAINT "specialists_account_unique";--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "specialists_mobile_unique" ON "specialists" USING btree ("mobile") WHERE "specialists"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "specialists_id_number_unique" ON "specialists" USING btree ("id_number") WHERE "specialists"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "specialists_account_unique" ON "specialists" USING btree ("account") WHERE "specialists"."archived_at" is null;