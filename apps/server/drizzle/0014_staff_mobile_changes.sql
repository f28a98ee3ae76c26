CREATE TABLE "staff_mobile_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"previous_mobile" text NOT NULL,
	"new_mobile" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" integer
);
--> statement-breakpoint
ALTER TABLE "staff_mobile_changes" ADD CONSTRAINT "staff_mobile_changes_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mobile_changes" ADD CONSTRAINT "staff_mobile_changes_changed_by_staff_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_mobile_changes_user_idx" ON "staff_mobile_changes" USING btree ("user_id","changed_at");