-- Captcha answers are short-lived: drop the old ones rather than invent an owner for them.
DELETE FROM "captchas";--> statement-breakpoint
ALTER TABLE "captchas" DROP CONSTRAINT "captchas_pkey";--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "owner" text NOT NULL;--> statement-breakpoint
ALTER TABLE "captchas" ADD CONSTRAINT "captchas_uuid_owner_pk" PRIMARY KEY("uuid","owner");--> statement-breakpoint
DROP INDEX "sms_codes_mobile_idx";--> statement-breakpoint
-- Codes sent before purposes existed were all sign-in codes of /api/sendVerCode or invitation codes; the
-- staff sign-in purpose is the safe reading (an old code can no longer answer an invitation).
ALTER TABLE "sms_codes" ADD COLUMN "purpose" text DEFAULT 'staff-login' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_codes" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_purpose_idx" ON "sms_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;
