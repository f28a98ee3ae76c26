ALTER TABLE "bids" ALTER COLUMN "sealed_offer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "encrypt_mode" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_settings" ADD COLUMN "encrypt_mode" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_settings" ADD COLUMN "decrypt_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "seal" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
-- 投标人加密 is the default 加密方式 of the tenders (公开招标 3, 邀请招标 4; 电子招标投标办法 第二十六条), 平台加密 of 询价
-- and 竞争性谈判. Existing projects keep 'platform': their bids, if any, were sealed by the platform.
UPDATE "purchase_settings" SET "encrypt_mode" = 'bidder' WHERE "purchase_way" IN (3, 4);
